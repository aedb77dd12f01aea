import { type UgcCreator, ugcCreatorInput } from '@adlib/shared';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { DELETE_DIALOGS } from '../../../components/confirm-dialog';
import { confirmThenDelete } from '../../../kit/form/confirm-then-delete';
import { DeleteButton } from '../../../kit/form/delete-button';
import { FormActions } from '../../../kit/form/form-actions';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { useHandedOver } from '../../../kit/form/screen-handover';
import { useRecordForm } from '../../../kit/form/use-record-form';
import { useReturnTo } from '../../../kit/list/return-to';
import { ugcCreators } from '../api';
import { CreatorFields } from '../form/creator-fields';
import { CreatorFiles } from '../form/creator-files';
import { toFormValues, type UploadFailed } from '../form/form-values';
import { useCreatorUploads } from '../form/use-creator-uploads';
import { creatorPaths } from '../manifest';

interface Props {
  creator: UgcCreator;
  /** fetches the stored creator again (after a 409) */
  reload: () => Promise<UgcCreator | undefined>;
}

/** The loaded creator in the form; Delete, Cancel and Save. */
export function EditCreatorScreen({ creator, reload }: Props) {
  const navigate = useNavigate();
  const back = useReturnTo(creatorPaths.ugcCreators);
  // the new page saved this creator but not every file: say which, the picks are to redo
  const carried = useHandedOver<UploadFailed>('ugc-creators', creator.id);
  const uploads = useCreatorUploads();
  const save = ugcCreators.useSave();
  const remove = ugcCreators.useDelete();
  const state = useRecordForm({
    schema: ugcCreatorInput,
    defaultValues: toFormValues(creator),
    save: (body) => save.mutateAsync({ id: creator.id, body }),
    uploads,
    reload: async () => {
      const fresh = await reload();
      return fresh && toFormValues(fresh);
    },
    onSaved: (outcome, after) => {
      // saved but a file failed (the message is on its slot), or Ctrl/⌘+S: stay
      if (!outcome.ok || after === 'stay') return;
      notifications.show({ color: 'green', message: 'UGC creator saved' });
      navigate(back);
    },
  });
  const busy = state.busy || remove.isPending;

  const onDelete = async () => {
    if (!(await confirmThenDelete(DELETE_DIALOGS.ugcCreator, () => remove.mutateAsync(creator.id)))) return;
    // the kit says it, with Undo (the record went to the trash)
    state.allowLeave();
    navigate(creatorPaths.ugcCreators);
  };

  return (
    <RecordForm
      state={state}
      what="UGC creator"
      maw={880}
      actions={
        <FormActions
          // SPEC 2: a red Delete button
          start={<DeleteButton filled onClick={onDelete} busy={busy} deleting={remove.isPending} />}
        >
          <RecordFormButtons busy={state.busy} blocked={remove.isPending} onCancel={() => navigate(back)} />
        </FormActions>
      }
    >
      {carried && (
        <Alert color="orange" title="Saved without every file">
          {carried.uploadError}
        </Alert>
      )}
      <CreatorFields disabled={busy} />
      <CreatorFiles picks={uploads.picks} disabled={busy} />
    </RecordForm>
  );
}
