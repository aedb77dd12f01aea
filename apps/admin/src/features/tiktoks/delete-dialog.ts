import type { ConfirmOptions } from '../../components/confirm-dialog';

/** SPEC's delete dialog of a tiktok, word for word. */
export const TIKTOK_DELETE_DIALOG: ConfirmOptions = {
  title: 'Delete tiktok',
  text: 'Are you sure you want to delete this tiktok?',
  confirmLabel: 'Yes',
};
