import { type Tiktok, tiktokInput } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useCarriedFromLastScreen } from '../../kit/form/carried-to-next-screen';
import { confirmThenDelete } from '../../kit/form/confirm-then-delete';
import { DeleteButton } from '../../kit/form/delete-button';
import { FormActions } from '../../kit/form/form-actions';
import { RecordEditScreen } from '../../kit/form/record-edit-screen';
import { RecordForm } from '../../kit/form/record-form';
import { RecordFormButtons } from '../../kit/form/record-form-buttons';
import { useMediaChoice } from '../../kit/form/use-media-choice';
import { useRecordForm } from '../../kit/form/use-record-form';
import { useReturnTo } from '../../kit/list/return-to';
import { tiktoks } from './api';
import { TIKTOK_DELETE_DIALOG } from './delete-dialog';
import {
  EDIT_TIKTOK_MEDIA_TYPE,
  SAVED_WITHOUT_FILE,
  toBody,
  toFormValues,
  type UploadFailed,
} from './form-values';
import { tiktokPaths } from './manifest';
import { TiktokFields } from './tiktok-fields';
import { TiktokPreview } from './tiktok-preview';

const LIST = { to: tiktokPaths.tiktoks, label: 'TikToks' };

/** SPEC 2 "Edit TikTok": loads the post by the route's id, then shows the form. */
export function EditTiktokPage() {
  return (
    <RecordEditScreen
      useOne={tiktoks.useOne}
      what="tiktok"
      list={LIST}
      title={(_t, id) => `Edit Tiktok #${id}`}
      history={(id) => `/tiktoks/${id}`}
      layout="wide"
      skeleton={[520]}
    >
      {(tiktok, reload) => <EditTiktokScreen key={tiktok.id} tiktok={tiktok} reload={reload} />}
    </RecordEditScreen>
  );
}

interface Props {
  tiktok: Tiktok;
  /** fetches the stored post again (after a 409) */
  reload: () => Promise<Tiktok | undefined>;
}

/** The loaded post in the form, beside its preview; Delete, Cancel and Save. */
function EditTiktokScreen({ tiktok, reload }: Props) {
  const navigate = useNavigate();
  const back = useReturnTo(tiktokPaths.tiktoks);
  // the new page saved this post but not its video: go on in file mode, saying why
  const carried = useCarriedFromLastScreen<UploadFailed>('tiktoks', tiktok.id);
  const media = useMediaChoice(carried ? 'file' : EDIT_TIKTOK_MEDIA_TYPE, carried?.uploadError ?? null);
  const save = tiktoks.useSave();
  const remove = tiktoks.useDelete();
  const state = useRecordForm({
    schema: tiktokInput,
    defaultValues: toFormValues(tiktok),
    save: (body) => save.mutateAsync({ id: tiktok.id, body: toBody(body) }),
    file: { media, upload: tiktoks.upload, savedWithoutFile: SAVED_WITHOUT_FILE },
    reload: async () => {
      const fresh = await reload();
      return fresh && toFormValues(fresh);
    },
    onSaved: (outcome, after) => {
      // saved but the upload failed (the message is on the field), or Ctrl/⌘+S: stay
      if (!outcome.ok || after === 'stay') return;
      notifications.show({ color: 'green', message: 'TikTok saved' });
      navigate(back);
    },
  });
  const busy = state.busy || remove.isPending;

  const onDelete = async () => {
    if (!(await confirmThenDelete(TIKTOK_DELETE_DIALOG, () => remove.mutateAsync(tiktok.id)))) return;
    // the kit says it, with Undo (the record went to the trash)
    state.allowLeave();
    navigate(tiktokPaths.tiktoks);
  };

  return (
    <RecordForm
      state={state}
      what="tiktok"
      aside={<TiktokPreview />}
      actions={
        <FormActions start={<DeleteButton onClick={onDelete} busy={busy} deleting={remove.isPending} />}>
          <RecordFormButtons busy={state.busy} blocked={remove.isPending} onCancel={() => navigate(back)} />
        </FormActions>
      }
    >
      <TiktokFields media={media} busy={busy} />
    </RecordForm>
  );
}
