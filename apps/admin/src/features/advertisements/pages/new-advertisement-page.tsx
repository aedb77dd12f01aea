import { advertisementInput } from '@adlib/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { showCreated } from '../../../kit/form/created-notification';
import { FormActions } from '../../../kit/form/form-actions';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { RemountableForm } from '../../../kit/form/remountable-form';
import { handOverToNextScreen } from '../../../kit/form/screen-handover';
import { useMediaChoice } from '../../../kit/form/use-media-choice';
import { useRecordForm } from '../../../kit/form/use-record-form';
import { advertisements } from '../api';
import { AdvertisementForm } from '../form/advertisement-form';
import { emptyAdForm, NEW_AD_MEDIA_TYPE, SAVED_WITHOUT_FILE, type UploadFailed } from '../form/form-values';
import { adPaths } from '../manifest';
import { AdPreview } from '../preview/ad-preview';

/**
 * Save lands on the Visible list, where a new ad (not visible unless switched on) is not
 * shown: the notification says where it went, with links to it and to its list.
 */
function announceCreated(id: number, visible: boolean, navigate: (to: string) => void) {
  const open = { label: `Open ad #${id}`, to: adPaths.advertisementEdit(id) };
  showCreated({
    key: `advertisement-${id}`,
    navigate,
    ...(visible
      ? { message: `Advertisement #${id} created`, links: [open] }
      : {
          message: `Advertisement #${id} created — not visible yet: it is on the No Visible list`,
          links: [open, { label: 'No Visible list', to: adPaths.advertisementsInvisible }],
        }),
  });
}

export function NewAdvertisementPage() {
  return (
    <RemountableForm>
      {(startAnother) => <NewAdvertisementScreen onCreateAnother={startAnother} />}
    </RemountableForm>
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
        handOverToNextScreen(queryClient, 'advertisements', outcome.saved.id, carried);
        navigate(adPaths.advertisementEdit(outcome.saved.id), { replace: true });
        return;
      }
      if (after === 'stay') {
        // Ctrl/⌘+S: keep working on the ad just created, on its own screen
        state.allowLeave();
        navigate(adPaths.advertisementEdit(outcome.saved.id), { replace: true });
        return;
      }
      announceCreated(outcome.saved.id, state.form.getValues('visible') === true, navigate);
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
