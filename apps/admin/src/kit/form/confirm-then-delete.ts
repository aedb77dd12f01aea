import { type ConfirmOptions, confirmDialog } from '../../components/confirm-dialog';

/**
 * A Delete button's whole question: ask with `confirm`, then run `remove`. True once deleted;
 * false when the user said no, or when the delete failed (the query client has shown why).
 */
export async function confirmThenDelete(
  confirm: ConfirmOptions,
  remove: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await confirmDialog(confirm))) return false;
  try {
    await remove();
  } catch {
    return false;
  }
  return true;
}
