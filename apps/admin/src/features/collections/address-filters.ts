import { type Collection, MONTH_PATTERN, monthText } from '@adlib/shared';
import { useSearchParams } from 'react-router';
import type { FilterChip } from '../../kit/list/filter-chips';
import { useStaleIds } from './api';
import { COLLECTION_URL_KEYS } from './manifest';

const plural = (n: number) => `${n} collection${n === 1 ? '' : 's'}`;

/** `stale_weeks` read: whole weeks 1–104 (the API's bounds), else not filtered. */
function weeksOf(value: string | null) {
  const n = value && /^\d{1,3}$/.test(value) ? Number(value) : 0;
  return n >= 1 && n <= 104 ? n : null;
}

/**
 * The screen's filters from its address (Home's collection figures link with them): the
 * collections dated a month, and the active ones with no new ad for some weeks (the API says
 * which, as Home's tile counts them). The whole list is still read and edited as it is: these
 * only choose the rows shown, and each is a removable chip saying what it shows and how many.
 */
export function useAddressFilters(records: readonly Collection[] | undefined, keep: number | null) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(COLLECTION_URL_KEYS.month);
  const month = asked && MONTH_PATTERN.test(asked) ? asked : null;
  const weeks = weeksOf(params.get(COLLECTION_URL_KEYS.staleWeeks));
  const stale = useStaleIds(weeks);
  const staleIds = stale.data ? new Set(stale.data.ids) : null;
  // a row just added stays in sight (it has no month yet) so it can be filled in
  const shown = records?.filter(
    (c) =>
      c.id === keep ||
      ((!month || c.collection_date === month) && (weeks === null || (staleIds?.has(c.id) ?? false))),
  );
  const remove = (...keys: string[]) =>
    setParams(
      (p) => {
        for (const key of keys) p.delete(key);
        return p;
      },
      { replace: true },
    );
  const count = (pick: (c: Collection) => boolean) => (records ?? []).filter(pick).length;
  const chips: FilterChip[] = [];
  if (month)
    chips.push({
      key: 'month',
      label: `Dated ${monthText(month)} · ${plural(count((c) => c.collection_date === month))}`,
      onRemove: () => remove(COLLECTION_URL_KEYS.month),
    });
  // without the ids (a failed call) the chip still says the filter, so it can be removed
  if (weeks !== null)
    chips.push({
      key: 'stale',
      label: `No new ads for ${weeks} weeks${staleIds ? ` · ${plural(count((c) => staleIds.has(c.id)))}` : ''}`,
      onRemove: () => remove(COLLECTION_URL_KEYS.staleWeeks),
    });
  return {
    shown,
    chips,
    filtered: month !== null || weeks !== null,
    pending: weeks !== null && stale.isPending && !stale.isError,
    /** the stale ids could not be read: the screen says so, with a Retry */
    error: weeks !== null && stale.isError ? { error: stale.error, retry: () => stale.refetch() } : null,
    resetAll: () => remove(COLLECTION_URL_KEYS.month, COLLECTION_URL_KEYS.staleWeeks),
  };
}
