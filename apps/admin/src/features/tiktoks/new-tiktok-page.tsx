import { tiktokInput } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { carryToNextScreen } from '../../kit/form/carried-to-next-screen';
import { FormActions } from '../../kit/form/form-actions';
import { FreshEachRound } from '../../kit/form/fresh-each-round';
import { RecordForm } from '../../kit/form/record-form';
import { RecordFormButtons } from '../../kit/form/record-form-buttons';
import { useMediaChoice } from '../../kit/form/use-media-choice';
import { useRecordForm } from '../../kit/form/use-record-form';
import { tiktoks } from './api';
import {
  emptyTiktokForm,
  NEW_TIKTOK_MEDIA_TYPE,
  SAVED_WITHOUT_FILE,
  toBody,
  type UploadFailed,
} from './form-values';
import { tiktokPaths } from './manifest';
import { TiktokFields } from './tiktok-fields';

/** SPEC 2 "New TikTok"; Save & Create other starts a blank form. */
export function NewTiktokPage() {
  return (
    <FreshEachRound>{(startAnother) => <NewTiktokScreen onCreateAnother={startAnother} />}</FreshEachRound>
  );
}

function NewTiktokScreen({ onCreateAnother }: { onCreateAnother: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = tiktoks.useSave();
  const media = useMediaChoice(NEW_TIKTOK_MEDIA_TYPE);
  const state = useRecordForm({
    schema: tiktokInput,
    defaultValues: emptyTiktokForm(),
    save: (body) => save.mutateAsync({ body: toBody(body) }),
    file: { media, upload: tiktoks.upload, savedWithoutFile: SAVED_WITHOUT_FILE },
    onSaved: (outcome, after) => {
      if (!outcome.ok) {
        // The post exists now: go on editing it there, where the upload can be tried again.
        state.allowLeave();
        const carried: UploadFailed = { uploadError: outcome.uploadError };
        carryToNextScreen(queryClient, 'tiktoks', outcome.saved.id, carried);
        navigate(tiktokPaths.tiktokEdit(outcome.saved.id), { replace: true });
        return;
      }
      if (after === 'stay') {
        // Ctrl/⌘+S: keep working on the post just created, on its own screen
        state.allowLeave();
        navigate(tiktokPaths.tiktokEdit(outcome.saved.id), { replace: true });
        return;
      }
      notifications.show({ color: 'green', message: 'TikTok created' });
      if (after === 'another') {
        window.scrollTo({ top: 0 });
        onCreateAnother();
      } else navigate(tiktokPaths.tiktoks);
    },
  });

  return (
    <>
      <PageHeader back={{ to: tiktokPaths.tiktoks, label: 'TikToks' }} title="New Tiktok" />
      <RecordForm
        state={state}
        what="tiktok"
        maw={880}
        actions={
          <FormActions>
            <RecordFormButtons
              busy={state.busy}
              onCancel={() => navigate(tiktokPaths.tiktoks)}
              onSaveAndCreateOther={() => void state.submitAs('another')()}
            />
          </FormActions>
        }
      >
        <TiktokFields media={media} busy={state.busy} />
      </RecordForm>
    </>
  );
}
