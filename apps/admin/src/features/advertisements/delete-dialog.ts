import type { ConfirmOptions } from '../../components/confirm-dialog';

/** SPEC's delete dialog of a advertisement, word for word. */
export const AD_DELETE_DIALOG: ConfirmOptions = {
  title: 'Delete advertisement',
  text: 'Are you sure you want to delete this advertisement?',
  confirmLabel: 'Yes',
};
