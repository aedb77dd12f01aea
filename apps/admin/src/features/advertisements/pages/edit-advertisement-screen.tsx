import type { Advertisement } from '@adlib/shared';
import { Box, Button, Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { confirmDialog, DELETE_DIALOGS } from '../../../components/confirm-dialog';
import { ConflictAlert } from '../../../components/conflict-alert';
import { PageHeader } from '../../../components/page-header';
import { useSaveShortcut } from '../../../components/use-save-shortcut';
import { useUnsavedChanges } from '../../../components/use-unsaved-changes';
import { paths } from '../../../config/paths';
import { useDeleteAdvertisement } from '../api/use-delete-advertisement';
import { AdvertisementForm } from '../form/advertisement-form';
import { FormActions } from '../form/form-actions';
import { EDIT_AD_MEDIA_TYPE, toFormValues } from '../form/form-values';
import { useAdvertisementForm } from '../form/use-advertisement-form';
import { type SubmitOutcome, useAdvertisementSubmit } from '../form/use-advertisement-submit';
import { useMediaChoice } from '../form/use-media-choice';
import { AdPreview } from '../preview/ad-preview';
import type { EditPageState } from './edit-page-state';

interface Props {
  ad: Advertisement;
  /** fetches the stored ad again (after a 409) */
  reload: () => Promise<Advertisement | undefined>;
}

/** The loaded ad in the form, beside its live preview; Delete, Cancel and Save. */
export function EditAdvertisementScreen({ ad, reload }: Props) {
  const navigate = useNavigate();
  const { pathname, state: rawState } = useLocation();
  const state = (rawState ?? {}) as EditPageState;
  const back = state.returnTo ?? paths.advertisements;
  const form = useAdvertisementForm(toFormValues(ad));
  const media = useMediaChoice(state.mediaType ?? EDIT_AD_MEDIA_TYPE, state.uploadError ?? null);
  const remove = useDeleteAdvertisement();

  // The new page's upload error is shown once; a reload of this page should not repeat it.
  useEffect(() => {
    if (state.uploadError) navigate(pathname, { replace: true, state: { returnTo: state.returnTo } });
  }, [state.uploadError, state.returnTo, pathname, navigate]);
  const allowLeave = useUnsavedChanges(form.formState.isDirty || media.file !== null);

  const onDone = (outcome: SubmitOutcome) => {
    if (!outcome.ok) return; // saved, but the upload failed: stay, the message is on the field
    notifications.show({ color: 'green', message: 'Advertisement saved' });
    allowLeave();
    navigate(back);
  };
  const {
    submit,
    conflict,
    clearConflict,
    busy: saving,
  } = useAdvertisementSubmit({
    form,
    media,
    id: ad.id,
    onDone,
  });
  useSaveShortcut(() => void submit());
  const busy = saving || remove.isPending;

  const onDelete = async () => {
    if (!(await confirmDialog(DELETE_DIALOGS.advertisement))) return;
    try {
      await remove.mutateAsync(ad.id);
    } catch {
      return; // the query client has shown why
    }
    notifications.show({ color: 'green', message: 'Advertisement deleted' });
    allowLeave();
    navigate(paths.advertisements);
  };

  const onReload = async () => {
    const fresh = await reload();
    if (fresh) form.reset(toFormValues(fresh));
    clearConflict();
  };

  return (
    <>
      <PageHeader title={`Edit Advertisement #${ad.id}`} />
      <FormProvider {...form}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <form noValidate onSubmit={submit}>
              <Stack gap="lg">
                {conflict && <ConflictAlert what="advertisement" onReload={onReload} />}
                <AdvertisementForm media={media} busy={busy} />
              </Stack>
              <FormActions
                start={
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} />}
                    onClick={onDelete}
                    disabled={busy}
                    loading={remove.isPending}
                  >
                    Delete
                  </Button>
                }
              >
                <Button variant="default" onClick={() => navigate(back)} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving} disabled={remove.isPending}>
                  Save
                </Button>
              </FormActions>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
              <AdPreview file={media.file} />
            </Box>
          </Grid.Col>
        </Grid>
      </FormProvider>
    </>
  );
}
