import { type DuplicateMatches, duplicatesContract } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { call } from '../../api/client';
import { PHONE_QUERY } from '../list/use-phone-layout';
import { DuplicateWarning } from './duplicate-warning';
import type { DuplicatesDeclaration } from './duplicates-declaration';

/**
 * When to ask after a save, in ms: at once (same post, same copy), then while the media jobs
 * fingerprint a new upload in the background (the near-picture and near-frames signals need
 * them; a busy queue may take a minute). The first answer with matches ends the asking.
 */
export const DUPLICATE_CHECK_DELAYS_MS = [0, 2000, 5000, 10000, 20000, 40000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The notification's id: one warning per record, a later save replacing it. */
export const duplicateWarningId = (area: string, id: number) => `duplicate-${area}-${id}`;

/**
 * How long the warning stays: long enough to compare the two creatives and follow a link (the
 * pointer over it holds it); it is closed earlier with its ×. Not for ever: saves in a row
 * would stack warnings over the screen they lead to.
 */
export const DUPLICATE_WARNING_MS = 30_000;
/**
 * On a phone the warning is folded (its line and links, DuplicateWarning `folded`) and stays
 * this long: stacked over the "created" notification at the foot of a 390-px screen, the whole
 * warning covered the cards beneath, their Edit included, for its 30 s.
 */
export const DUPLICATE_WARNING_PHONE_MS = 10_000;

/** Shows the warning in a notification: the form has moved on (to the list, mostly). */
export function showDuplicateWarning(
  matches: DuplicateMatches,
  d: DuplicatesDeclaration,
  navigate: (to: string) => void,
) {
  const id = duplicateWarningId(d.area, matches.record.id);
  const phone = window.matchMedia(PHONE_QUERY).matches;
  notifications.hide(id);
  notifications.show({
    id,
    color: 'orange',
    autoClose: phone ? DUPLICATE_WARNING_PHONE_MS : DUPLICATE_WARNING_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Dismiss the duplicate warning' },
    message: (
      <DuplicateWarning
        matches={matches}
        declaration={d}
        folded={phone}
        navigate={(to) => {
          notifications.hide(id);
          navigate(to);
        }}
      />
    ),
  });
}

/**
 * For a form's declaration (`useAfterSave`): after a create or an update, asks for the record's
 * likely duplicates and, when there are some, shows "Possible duplicate of #123". It runs
 * beside the form's own flow and never holds the save; a failed ask is left unsaid.
 */
export function useDuplicateCheck(d: DuplicatesDeclaration) {
  const navigate = useNavigate();
  return (id: number) => {
    void (async () => {
      for (const delay of DUPLICATE_CHECK_DELAYS_MS) {
        if (delay) await wait(delay);
        try {
          const matches = await call(duplicatesContract.of, { params: { area: d.area, id } });
          if (matches.matches.length > 0) {
            showDuplicateWarning(matches, d, (to) => void navigate(to));
            return;
          }
        } catch {
          return; // gone (deleted meanwhile) or refused: a warning is a help, not a must
        }
      }
    })();
  };
}
