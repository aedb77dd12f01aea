import {
  type Tiktok,
  type TiktokInput,
  type TiktokListItem,
  type TiktokValues,
  tiktokBulkEdit,
  tiktokContract,
  tiktokInput,
} from '@adlib/shared';
import type { ConfirmOptions } from '../../components/confirm-dialog';
import { MediaPopoverContent } from '../../components/media-popover-content';
import { DuplicatesReviewScreen } from '../../kit/duplicates/duplicates-review-screen';
import { useDuplicateCheck } from '../../kit/duplicates/use-duplicate-check';
import { EditRecordScreen } from '../../kit/form/edit-record-screen';
import { NewRecordScreen } from '../../kit/form/new-record-screen';
import type { RecordFields, RecordScreensDeclaration } from '../../kit/form/record-screens';
import { localDateTime } from '../../kit/form/schema-form-values';
import { ListScreen } from '../../kit/list/list-screen';
import { tiktoks } from './api';
import { TIKTOK_DUPLICATES } from './duplicates';
import { tiktokPaths, tiktoksArea } from './manifest';
import { TIKTOK_BULK_BUTTONS, TIKTOK_BULK_EDIT_FIELDS } from './tiktok-bulk-actions';
import { tiktokColumns } from './tiktok-columns';
import { TiktokFields } from './tiktok-fields';
import { tiktokFilters } from './tiktok-filters';
import { TIKTOK_GALLERY } from './tiktok-gallery';
import { TiktokPreview } from './tiktok-preview';

/** SPEC's delete dialog of a tiktok, word for word. */
const TIKTOK_DELETE_DIALOG: ConfirmOptions = {
  title: 'Delete tiktok',
  text: 'Are you sure you want to delete this tiktok?',
  confirmLabel: 'Yes',
};

const LIST = { to: tiktokPaths.tiktoks, label: 'TikToks' };

const TIKTOK: RecordScreensDeclaration<Tiktok, TiktokInput, TiktokValues> = {
  name: 'tiktoks',
  resource: tiktoks,
  schema: tiktokInput,
  // the list and the API hold an instant; the form's datetime-local input the browser's time
  conversions: { created_time: localDateTime },
  noun: 'TikTok',
  what: 'tiktok',
  list: LIST,
  edit: tiktokPaths.tiktokEdit,
  // SPEC 2: the Media Type starts at drive; an edited post's link is its download link
  media: {
    onNew: 'drive',
    onEdit: 'link',
    savedWithoutFile: 'The TikTok was saved, but the video was not uploaded',
  },
  // issue 26: "Possible duplicate of #123" after a save
  useAfterSave: () => useDuplicateCheck(TIKTOK_DUPLICATES),
};

// the edit screen gives the stored record: the video's media panel shows then
const fields: RecordFields = ({ media, busy }, record) => (
  <TiktokFields media={media} busy={busy} stored={record !== undefined} />
);

/** SPEC 2 "New TikTok"; Save & Create other starts a blank form. */
export function NewTiktokPage() {
  return <NewRecordScreen declaration={TIKTOK} title="New Tiktok" fields={fields} />;
}

/** SPEC 2 "Edit TikTok": the form beside its preview; Delete, Cancel and Save. */
export function EditTiktokPage() {
  return (
    <EditRecordScreen
      declaration={TIKTOK}
      title={(_t, id) => `Edit Tiktok #${id}`}
      history={tiktokContract.history}
      layout="wide"
      skeleton={[520]}
      fields={fields}
      aside={<TiktokPreview />}
      deleteDialog={TIKTOK_DELETE_DIALOG}
    />
  );
}

// Module-level, so the rows (memoised) do not re-render on every scroll frame.
// SPEC 2: the download link with Copy URL, and a video preview for .mp4
const tiktokPopover = (t: TiktokListItem) => (
  <MediaPopoverContent url={t.download_link} thumb={t.thumb} placeholder={t.placeholder} />
);
const BULK = {
  buttons: TIKTOK_BULK_BUTTONS,
  edit: { schema: tiktokBulkEdit, fields: TIKTOK_BULK_EDIT_FIELDS },
};

/** SPEC 2 "TikToks list": filters, the scrolled list with its bulk actions, Create Tiktok. */
export function TiktoksListPage() {
  return (
    <ListScreen
      resource={tiktoks}
      filters={tiktokFilters}
      rows={{ columns: tiktokColumns, name: 'username', popover: tiktokPopover }}
      bulk={BULK}
      noun={['TikTok', 'TikToks']}
      area={tiktoksArea}
      create={{ to: tiktokPaths.tiktokNew, label: 'Create Tiktok' }}
      gallery={TIKTOK_GALLERY}
      duplicates={TIKTOK_DUPLICATES}
    />
  );
}

/** Issue 26: the TikToks' likely duplicates, to merge or dismiss. */
export function TiktokDuplicatesPage() {
  return <DuplicatesReviewScreen declaration={TIKTOK_DUPLICATES} />;
}
