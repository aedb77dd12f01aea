import {
  type AdvertisementInput,
  type AdvertisementListItem,
  type AdvertisementValues,
  advertisementBulkEdit,
  advertisementContract,
  advertisementInput,
} from '@adlib/shared';
import { useCallback } from 'react';
import { MediaPopoverContent } from '../../components/media-popover-content';
import { DuplicatesReviewScreen } from '../../kit/duplicates/duplicates-review-screen';
import { useDuplicateCheck } from '../../kit/duplicates/use-duplicate-check';
import { showCreated } from '../../kit/form/created-notification';
import { EditRecordScreen } from '../../kit/form/edit-record-screen';
import { NewRecordScreen } from '../../kit/form/new-record-screen';
import type { RecordFields, RecordScreensDeclaration } from '../../kit/form/record-screens';
import { ListScreen } from '../../kit/list/list-screen';
import type { RecordOf } from '../../kit/resource/resource-contract';
import { advertisements, useSetVisibility } from './api';
import { AD_DELETE_DIALOG } from './delete-dialog';
import { AD_DUPLICATES } from './duplicates';
import { AdvertisementForm } from './form/advertisement-form';
import { advertisementColumns } from './list/advertisement-columns';
import { AD_GALLERY } from './list/advertisement-gallery';
import { adBulkActions } from './list/bulk-actions';
import { AD_BULK_EDIT_FIELDS } from './list/bulk-edit-fields';
import { AD_FILTER_KEYS, AD_HIDDEN_FILTER_KEYS } from './list/filter-keys';
import { AdvertisementFilterBar, HiddenAdvertisementFilterBar } from './list/filters';
import { LoadFromFeedButton } from './list/load-from-feed-button';
import { adPaths, advertisementsArea } from './manifest';
import { AdPreview } from './preview/ad-preview';

const AD: RecordScreensDeclaration<
  RecordOf<typeof advertisementContract>,
  AdvertisementInput,
  AdvertisementValues
> = {
  name: 'advertisements',
  resource: advertisements,
  schema: advertisementInput,
  noun: 'Advertisement',
  what: 'advertisement',
  list: { to: adPaths.advertisements, label: 'Advertisements' },
  edit: adPaths.advertisementEdit,
  // SPEC 4: a new ad starts with Media Type drive, an ad being edited with link
  media: {
    onNew: 'drive',
    onEdit: 'link',
    savedWithoutFile: 'The advertisement was saved, but the file was not uploaded',
  },
  // issue 26: "Possible duplicate of #123" after a save
  useAfterSave: () => useDuplicateCheck(AD_DUPLICATES),
};

// the edit screen gives the stored record: its media panel shows then
const fields: RecordFields = ({ media, busy }, record) => (
  <AdvertisementForm media={media} busy={busy} stored={record !== undefined} />
);
// the live preview shows a picked file before it is uploaded
const preview: RecordFields = ({ media }) => <AdPreview file={media.file} />;

/**
 * Save lands on the Visible list, where a new ad (not visible unless switched on) is not
 * shown: the notification says where it went, with links to it and to its list.
 */
function announceCreated(id: number, values: AdvertisementInput, navigate: (to: string) => void) {
  const open = { label: `Open ad #${id}`, to: adPaths.advertisementEdit(id) };
  showCreated({
    key: `advertisement-${id}`,
    navigate,
    ...(values.visible === true
      ? { message: `Advertisement #${id} created`, links: [open] }
      : {
          message: `Advertisement #${id} created — not visible yet: it is on the No Visible list`,
          links: [open, { label: 'No Visible list', to: adPaths.advertisementsInvisible }],
        }),
  });
}

/** SPEC 2 "New advertisement": the form beside its live preview; Save & Create other. */
export function NewAdvertisementPage() {
  return (
    <NewRecordScreen
      declaration={AD}
      title="New Advertisement"
      documentTitle="New advertisement"
      announce={announceCreated}
      fields={fields}
      aside={preview}
    />
  );
}

/** SPEC 2 "Edit advertisement": the loaded ad beside its live preview; Delete, Cancel and Save. */
export function EditAdvertisementPage() {
  return (
    <EditRecordScreen
      declaration={AD}
      title={(_ad, id) => `Edit Advertisement #${id}`}
      documentTitle={(id) => `Edit advertisement #${id}`}
      history={advertisementContract.history}
      layout="wide"
      skeleton={[110, 520]}
      fields={fields}
      aside={preview}
      deleteDialog={AD_DELETE_DIALOG}
    />
  );
}

// Module-level, so the rows (memoised) do not re-render on every scroll frame.
const adPopover = (ad: AdvertisementListItem) => (
  <MediaPopoverContent
    url={ad.media_source}
    text={ad.analysis}
    title={`${ad.name} · #${ad.id}`}
    thumb={ad.thumb}
    placeholder={ad.placeholder}
  />
);
const BULK_EDIT = { schema: advertisementBulkEdit, fields: AD_BULK_EDIT_FIELDS };
const FILTERS = {
  visible: { keys: AD_FILTER_KEYS, FilterBar: AdvertisementFilterBar },
  hidden: { keys: AD_HIDDEN_FILTER_KEYS, FilterBar: HiddenAdvertisementFilterBar },
};
const BULK = {
  visible: { buttons: adBulkActions(true), edit: BULK_EDIT },
  hidden: { buttons: adBulkActions(false), edit: BULK_EDIT },
};

/** SPEC 2 "Advertisements lists": the visible list (with filters) or the not-visible one. */
export function AdvertisementsListPage({ visible }: { visible: boolean }) {
  const { mutate: setVisible } = useSetVisibility();
  const columns = useCallback(
    (returnTo: string) =>
      advertisementColumns({
        visibleList: visible,
        returnTo,
        onVisibleChange: (id, value) => setVisible({ id, value }),
      }),
    [visible, setVisible],
  );
  return (
    <ListScreen
      resource={advertisements}
      filters={visible ? FILTERS.visible : FILTERS.hidden}
      rows={{ columns, name: 'name', popover: adPopover }}
      // SPEC gives filters to the visible list; the other one takes the day added and what is
      // missing only (issue 32), and ignores any other filter in its URL
      fixed={{ visible }}
      bulk={visible ? BULK.visible : BULK.hidden}
      title={visible ? 'Visible Advertisements' : 'No Visible Advertisements'}
      label={visible ? 'Visible advertisements' : 'Not visible advertisements'}
      noun={['advertisement', 'advertisements']}
      totalNoun={['ad', 'ads']}
      area={advertisementsArea}
      create={{ to: adPaths.advertisementNew, label: 'Create Ad' }}
      actions={!visible && <LoadFromFeedButton />}
      gallery={AD_GALLERY}
      duplicates={AD_DUPLICATES}
    />
  );
}

/** Issue 26: the ads' likely duplicates, to merge or dismiss. */
export function AdvertisementDuplicatesPage() {
  return <DuplicatesReviewScreen declaration={AD_DUPLICATES} />;
}
