import { type Advertisement, advertisementInput } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { confirmThenDelete } from '../../../kit/form/confirm-then-delete';
import { DeleteButton } from '../../../kit/form/delete-button';
import { FormActions } from '../../../kit/form/form-actions';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { useHandedOver } from '../../../kit/form/screen-handover';
import { useMediaChoice } from '../../../kit/form/use-media-choice';
import { useRecordForm } from '../../../kit/form/use-record-form';
import { useReturnTo } from '../../../kit/list/return-to';
import { advertisements } from '../api';
import { AD_DELETE_DIALOG } from '../delete-dialog';
import { AdvertisementForm } from '../form/advertisement-form';
import { EDIT_AD_MEDIA_TYPE, SAVED_WITHOUT_FILE, toFormValues, type UploadFailed } from '../form/form-values';
import { adPaths } from '../manifest';
import { AdPreview } from '../preview/ad-preview';

interface Props {
  ad: Advertisement;
  /** fetches the stored ad again (after a 409) */
  reload: () => Promise<Advertisement | undefined>;
}

/** The loaded ad in the form, beside its live preview; Delete, Cancel and Save. */
export function EditAdvertisementScreen({ ad, reload }: Props) {
  const navigate = useNavigate();
  const back = useReturnTo(adPaths.advertisements);
  // the new page saved this ad but not its file: go on in file mode, saying why
  const carried = useHandedOver<UploadFailed>('advertisements', ad.id);
  const media = useMediaChoice(carried ? 'file' : EDIT_AD_MEDIA_TYPE, carried?.uploadError ?? null);
  const save = advertisements.useSave();
  const remove = advertisements.useDelete();
  const state = useRecordForm({
    schema: advertisementInput,
    defaultValues: toFormValues(ad),
    save: (body) => save.mutateAsync({ id: ad.id, body }),
    file: { media, upload: advertisements.upload, savedWithoutFile: SAVED_WITHOUT_FILE },
    reload: async () => {
      const fresh = await reload();
      return fresh && toFormValues(fresh);
    },
    onSaved: (outcome, after) => {
      // saved but the upload failed (the message is on the field), or Ctrl/⌘+S: stay
      if (!outcome.ok || after === 'stay') return;
      notifications.show({ color: 'green', message: 'Advertisement saved' });
      navigate(back);
    },
  });
  const busy = state.busy || remove.isPending;

  const onDelete = async () => {
    if (!(await confirmThenDelete(AD_DELETE_DIALOG, () => remove.mutateAsync(ad.id)))) return;
    // the kit says it, with Undo (the record went to the trash)
    state.allowLeave();
    navigate(adPaths.advertisements);
  };

  return (
    <RecordForm
      state={state}
      what="advertisement"
      aside={<AdPreview file={media.file} />}
      actions={
        <FormActions start={<DeleteButton onClick={onDelete} busy={busy} deleting={remove.isPending} />}>
          <RecordFormButtons busy={state.busy} blocked={remove.isPending} onCancel={() => navigate(back)} />
        </FormActions>
      }
    >
      <AdvertisementForm media={media} busy={busy} />
    </RecordForm>
  );
}
