import type { ConfirmOptions } from '../../components/confirm-dialog';

/** SPEC's delete dialog of a ugc creator, word for word. */
export const CREATOR_DELETE_DIALOG: ConfirmOptions = {
  title: 'Delete UGC Creators',
  text: 'Are you sure you want to delete this ugc creators?',
  confirmLabel: 'Yes',
};
