import type { UgcCreator } from '@adlib/shared';
import { ugcCreatorContract } from '@adlib/shared';
import { EditRecordForm, EditRecordScreen } from '../../../kit/form/edit-record-screen';
import { NewRecordScreen } from '../../../kit/form/new-record-screen';
import type { RecordFields } from '../../../kit/form/record-screens';
import { CREATOR_DELETE_DIALOG } from '../delete-dialog';
import { CREATOR } from '../form/creator-declaration';
import { CreatorFields } from '../form/creator-fields';
import { CreatorFiles } from '../form/creator-files';
import { CreatorMedia } from '../form/creator-media';

// the edit screen gives the stored record: the media panels of its files show then
const fields: RecordFields = ({ busy, picks }, record) => (
  <>
    <CreatorFields disabled={busy} />
    {picks && <CreatorFiles picks={picks} disabled={busy} />}
    {record !== undefined && <CreatorMedia />}
  </>
);

/** SPEC 2 "UGC creator create/edit form", for a new creator (no Save & Create other). */
export function NewCreatorPage() {
  return (
    <NewRecordScreen declaration={CREATOR} title="New UGC Creator" fields={fields} createOther={false} />
  );
}

// SPEC 2: a red Delete button
const FORM = { declaration: CREATOR, fields, deleteDialog: CREATOR_DELETE_DIALOG, deleteFilled: true };

/** SPEC 2 "UGC creator create/edit form": loads the creator by the route's id, then the form. */
export function EditCreatorPage() {
  return (
    <EditRecordScreen
      {...FORM}
      title={(_c, id) => `Edit UGC Creator #${id}`}
      history={ugcCreatorContract.history}
      layout="wide"
      width={880}
      skeleton={[320, 480]}
    />
  );
}

interface Props {
  creator: UgcCreator;
  /** fetches the stored creator again (after a 409) */
  reload: () => Promise<UgcCreator | undefined>;
}

/** The loaded creator in the form; Delete, Cancel and Save. */
export function EditCreatorScreen({ creator, reload }: Props) {
  return <EditRecordForm {...FORM} record={creator} reload={reload} />;
}
