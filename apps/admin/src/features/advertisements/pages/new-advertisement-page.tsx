import { advertisementInput } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { carryToNextScreen } from '../../../kit/form/carried-to-next-screen';
import { FormActions } from '../../../kit/form/form-actions';
import { FreshEachRound } from '../../../kit/form/fresh-each-round';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { useMediaChoice } from '../../../kit/form/use-media-choice';
import { useRecordForm } from '../../../kit/form/use-record-form';
import { advertisements } from '../api';
import { AdvertisementForm } from '../form/advertisement-form';
import { emptyAdForm, NEW_AD_MEDIA_TYPE, SAVED_WITHOUT_FILE, type UploadFailed } from '../form/form-values';
import { adPaths } from '../manifest';
import { AdPreview } from '../preview/ad-preview';

export function NewAdvertisementPage() {
  return (
    <FreshEachRound>
      {(startAnother) => <NewAdvertisementScreen onCreateAnother={startAnother} />}
    </FreshEachRound>
  );
}

function NewAdvertisementScreen({ onCreateAnother }: { onCreateAnother: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = advertisements.useSave();
  const media = useMediaChoice(NEW_AD_MEDIA_TYPE);
  const state = useRecordForm({
    schema: advertisementInput,
    defaultValues: emptyAdForm(),
    save: (body) => save.mutateAsync({ body }),
    file: { media, upload: advertisements.upload, savedWithoutFile: SAVED_WITHOUT_FILE },
    onSaved: (outcome, after) => {
      if (!outcome.ok) {
        // The ad exists now: go on editing it there, where the upload can be tried again.
        state.allowLeave();
        const carried: UploadFailed = { uploadError: outcome.uploadError };
        carryToNextScreen(queryClient, 'advertisements', outcome.saved.id, carried);
        navigate(adPaths.advertisementEdit(outcome.saved.id), { replace: true });
        return;
      }
      if (after === 'stay') {
        // Ctrl/⌘+S: keep working on the ad just created, on its own screen
        state.allowLeave();
        navigate(adPaths.advertisementEdit(outcome.saved.id), { replace: true });
        return;
      }
      notifications.show({ color: 'green', message: 'Advertisement created' });
      if (after === 'another') {
        window.scrollTo({ top: 0 });
        onCreateAnother();
      } else navigate(adPaths.advertisements);
    },
  });

  return (
    <>
      <PageHeader
        back={{ to: adPaths.advertisements, label: 'Advertisements' }}
        title="New Advertisement"
        documentTitle="New advertisement"
      />
      <RecordForm
        state={state}
        what="advertisement"
        aside={<AdPreview file={media.file} />}
        actions={
          <FormActions>
            <RecordFormButtons
              busy={state.busy}
              onCancel={() => navigate(adPaths.advertisements)}
              onSaveAndCreateOther={() => void state.submitAs('another')()}
            />
          </FormActions>
        }
      >
        <AdvertisementForm media={media} busy={state.busy} />
      </RecordForm>
    </>
  );
}
