import { ShownOnceDialog } from '../../components/shown-once-dialog';

/** The signing secret, shown this once (after create or rotate): the server never sends it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <ShownOnceDialog
      value={secret}
      title="Signing secret"
      label="Signing secret"
      advice="Rotate it to get a new one."
      onClose={onClose}
    >
      The receiver checks each delivery's webhook-signature with it (Standard Webhooks).
    </ShownOnceDialog>
  );
}
