import { type Tiktok, tiktokInput } from '@adlib/shared';
import { Button, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { confirmDialog, DELETE_DIALOGS } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useCarriedFromLastScreen } from '../../kit/form/carried-to-next-screen';
import { FormActions } from '../../kit/form/form-actions';
import { RecordForm } from '../../kit/form/record-form';
import { RecordFormButtons } from '../../kit/form/record-form-buttons';
import { useMediaChoice } from '../../kit/form/use-media-choice';
import { useRecordForm } from '../../kit/form/use-record-form';
import { useReturnTo } from '../../kit/list/return-to';
import { tiktoks } from './api';
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

/** SPEC 2 "Edit TikTok": loads the post by the route's id, then shows the form. */
export function EditTiktokPage() {
  const id = Number(useParams().id);
  const tiktok = tiktoks.useOne(id);
  if (tiktok.isError) return <ErrorState error={tiktok.error} onRetry={() => tiktok.refetch()} />;
  if (!tiktok.data)
    return (
      <>
        <PageHeader title={`Edit Tiktok #${id}`} />
        <Skeleton h={520} aria-busy="true" aria-label="Loading" />
      </>
    );
  return (
    <EditTiktokScreen key={id} tiktok={tiktok.data} reload={async () => (await tiktok.refetch()).data} />
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
    onSaved: (outcome) => {
      if (!outcome.ok) return; // saved, but the upload failed: stay, the message is on the field
      notifications.show({ color: 'green', message: 'TikTok saved' });
      navigate(back);
    },
  });
  const busy = state.busy || remove.isPending;

  const onDelete = async () => {
    if (!(await confirmDialog(DELETE_DIALOGS.tiktok))) return;
    try {
      await remove.mutateAsync(tiktok.id);
    } catch {
      return; // the query client has shown why
    }
    notifications.show({ color: 'green', message: 'TikTok deleted' });
    state.allowLeave();
    navigate(tiktokPaths.tiktoks);
  };

  return (
    <>
      <PageHeader title={`Edit Tiktok #${tiktok.id}`} />
      <RecordForm
        state={state}
        what="tiktok"
        aside={<TiktokPreview />}
        actions={
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
            <RecordFormButtons busy={state.busy} blocked={remove.isPending} onCancel={() => navigate(back)} />
          </FormActions>
        }
      >
        <TiktokFields media={media} busy={busy} />
      </RecordForm>
    </>
  );
}
