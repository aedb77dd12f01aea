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
