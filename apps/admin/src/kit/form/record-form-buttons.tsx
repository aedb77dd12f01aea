import { Button } from '@mantine/core';

interface Props {
  busy: boolean;
  onCancel: () => void;
  /** offered on new-record screens: saves, then starts a blank form */
  onSaveAndCreateOther?: () => void;
  /** another action in progress (Delete): Save waits */
  blocked?: boolean;
}

/** Cancel / Save & Create other / Save, in that order (Save submits the form). */
export function RecordFormButtons({ busy, onCancel, onSaveAndCreateOther, blocked = false }: Props) {
  return (
    <>
      <Button variant="default" onClick={onCancel} disabled={busy || blocked}>
        Cancel
      </Button>
      {onSaveAndCreateOther && (
        <Button variant="light" onClick={onSaveAndCreateOther} disabled={busy || blocked}>
          Save & Create other
        </Button>
      )}
      <Button type="submit" loading={busy} disabled={blocked}>
        Save
      </Button>
    </>
  );
}
