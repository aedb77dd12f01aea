import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSaveShortcut } from '../../../components/use-save-shortcut';
import { useUnsavedChanges } from '../../../components/use-unsaved-changes';
import { paths } from '../../../config/paths';
import { AdvertisementForm } from '../form/advertisement-form';
import { FormActions } from '../form/form-actions';
import { emptyAdForm, NEW_AD_MEDIA_TYPE } from '../form/form-values';
import { useAdvertisementForm } from '../form/use-advertisement-form';
import { type SubmitOutcome, useAdvertisementSubmit } from '../form/use-advertisement-submit';
import { useMediaChoice } from '../form/use-media-choice';
import type { EditPageState } from './edit-page-state';

/** 'Save & Create other' starts a fresh screen: a new key gives a blank form and clean state. */
export function NewAdvertisementPage() {
  const [round, setRound] = useState(0);
  return <NewAdvertisementScreen key={round} onCreateAnother={() => setRound((r) => r + 1)} />;
}

function NewAdvertisementScreen({ onCreateAnother }: { onCreateAnother: () => void }) {
  const navigate = useNavigate();
  const form = useAdvertisementForm(emptyAdForm());
  const media = useMediaChoice(NEW_AD_MEDIA_TYPE);
  const allowLeave = useUnsavedChanges(form.formState.isDirty || media.file !== null);
  const then = useRef<'list' | 'another'>('list');

  const onDone = (outcome: SubmitOutcome) => {
    allowLeave();
    if (!outcome.ok) {
      // The ad exists now: go on editing it there, where the upload can be tried again.
      const state: EditPageState = { mediaType: 'file', uploadError: outcome.uploadError };
      navigate(paths.advertisementEdit(outcome.saved.id), { replace: true, state });
      return;
    }
    notifications.show({ color: 'green', message: 'Advertisement created' });
    if (then.current === 'another') {
      window.scrollTo({ top: 0 });
      onCreateAnother();
    } else navigate(paths.advertisements);
  };
  const { submit, busy } = useAdvertisementSubmit({ form, media, onDone });
  const save = (next: 'list' | 'another') => {
    then.current = next;
    void submit();
  };
  useSaveShortcut(() => save('list'));

  return (
    <>
      <PageHeader title="New Advertisement" />
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save('list');
          }}
          style={{ maxWidth: 880 }}
        >
          <AdvertisementForm media={media} busy={busy} />
          <FormActions>
            <Button variant="default" onClick={() => navigate(paths.advertisements)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="light" onClick={() => save('another')} disabled={busy}>
              Save & Create other
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </FormActions>
        </form>
      </FormProvider>
    </>
  );
}
