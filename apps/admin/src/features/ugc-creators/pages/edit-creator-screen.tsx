import { type UgcCreator, ugcCreatorInput } from '@adlib/shared';
import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { confirmDialog, DELETE_DIALOGS } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useCarriedFromLastScreen } from '../../../kit/form/carried-to-next-screen';
import { FormActions } from '../../../kit/form/form-actions';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
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
  const carried = useCarriedFromLastScreen<UploadFailed>('ugc-creators', creator.id);
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
    onSaved: (outcome) => {
      if (!outcome.ok) return; // saved, but a file failed: stay, the message is on its slot
      notifications.show({ color: 'green', message: 'UGC creator saved' });
      navigate(back);
    },
  });
  const busy = state.busy || remove.isPending;

  const onDelete = async () => {
    if (!(await confirmDialog(DELETE_DIALOGS.ugcCreator))) return;
    try {
      await remove.mutateAsync(creator.id);
    } catch {
      return; // the query client has shown why
    }
    notifications.show({ color: 'green', message: 'UGC creator deleted' });
    state.allowLeave();
    navigate(creatorPaths.ugcCreators);
  };

  return (
    <>
      <PageHeader title={`Edit UGC Creator #${creator.id}`} />
      <RecordForm
        state={state}
        what="UGC creator"
        maw={880}
        actions={
          <FormActions
            start={
              <Button
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={onDelete}
                disabled={busy}
                loading={remove.isPending}
              >
                Delete
              </Button>
            }
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
    </>
  );
}
