import type { ConfirmOptions } from '../../components/confirm-dialog';

/** SPEC's delete dialog of a collection, word for word. */
export const COLLECTION_DELETE_DIALOG: ConfirmOptions = {
  title: 'Delete Collection',
  text: 'Are you sure you want to delete this collection.',
  confirmLabel: 'Delete',
};
