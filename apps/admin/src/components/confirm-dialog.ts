import { modals } from '@mantine/modals';

export interface ConfirmOptions {
  title: string;
  text: string;
  /** SPEC's delete dialogs say "Yes" (collections say "Delete") */
  confirmLabel?: string;
  cancelLabel?: string;
  /** a red confirm button for destructive actions (the default) */
  danger?: boolean;
}

/** SPEC's delete dialogs, word for word, so every area asks the same way. */
export const DELETE_DIALOGS = {
  advertisement: {
    title: 'Delete advertisement',
    text: 'Are you sure you want to delete this advertisement?',
    confirmLabel: 'Yes',
  },
  collection: {
    title: 'Delete Collection',
    text: 'Are you sure you want to delete this collection.',
    confirmLabel: 'Delete',
  },
  tiktok: {
    title: 'Delete tiktok',
    text: 'Are you sure you want to delete this tiktok?',
    confirmLabel: 'Yes',
  },
  ugcCreator: {
    title: 'Delete UGC Creators',
    text: 'Are you sure you want to delete this ugc creators?',
    confirmLabel: 'Yes',
  },
} as const satisfies Record<string, ConfirmOptions>;

/**
 * Opens a confirm dialog and resolves true on confirm, false on cancel or close. Needs the
 * ModalsProvider of the app layout.
 */
export function confirmDialog({
  title,
  text,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  danger = true,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: text,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
