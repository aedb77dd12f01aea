import { ugcCreatorInput } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FormActions } from '../../../kit/form/form-actions';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { handOverToNextScreen } from '../../../kit/form/screen-handover';
import { useRecordForm } from '../../../kit/form/use-record-form';
import { ugcCreators } from '../api';
import { CreatorFields } from '../form/creator-fields';
import { CreatorFiles } from '../form/creator-files';
import { emptyCreatorForm, type UploadFailed } from '../form/form-values';
import { useCreatorUploads } from '../form/use-creator-uploads';
import { creatorPaths } from '../manifest';

/** SPEC 2 "UGC creator create/edit form", for a new creator. */
export function NewCreatorPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = ugcCreators.useSave();
  const uploads = useCreatorUploads();
  const state = useRecordForm({
    schema: ugcCreatorInput,
    defaultValues: emptyCreatorForm(),
    save: (body) => save.mutateAsync({ body }),
    uploads,
    onSaved: (outcome, after) => {
      if (!outcome.ok) {
        // The creator exists now: go on editing it there, where the failed file can be tried again.
        state.allowLeave();
        const carried: UploadFailed = { uploadError: outcome.uploadError };
        handOverToNextScreen(queryClient, 'ugc-creators', outcome.saved.id, carried);
        navigate(creatorPaths.ugcCreatorEdit(outcome.saved.id), { replace: true });
        return;
      }
      if (after === 'stay') {
        // Ctrl/⌘+S: keep working on the creator just created, on its own screen
        state.allowLeave();
        navigate(creatorPaths.ugcCreatorEdit(outcome.saved.id), { replace: true });
        return;
      }
      notifications.show({ color: 'green', message: 'UGC creator created' });
      navigate(creatorPaths.ugcCreators);
    },
  });

  return (
    <>
      <PageHeader back={{ to: creatorPaths.ugcCreators, label: 'UGC Creators' }} title="New UGC Creator" />
      <RecordForm
        state={state}
        what="UGC creator"
        maw={880}
        actions={
          <FormActions>
            <RecordFormButtons busy={state.busy} onCancel={() => navigate(creatorPaths.ugcCreators)} />
          </FormActions>
        }
      >
        <CreatorFields disabled={state.busy} />
        <CreatorFiles picks={uploads.picks} disabled={state.busy} />
      </RecordForm>
    </>
  );
}
