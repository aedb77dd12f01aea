import { Button, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Downloads the rows matching the list's current filters as CSV (`run` is the resource's
 * exportCsv). While the file streams in, the button counts the rows received, so a long
 * download of a large list shows it is moving.
 */
export function ExportCsvButton({
  run,
  label = 'Export CSV',
}: {
  run: (onProgress: (lines: number) => void) => Promise<void>;
  label?: string;
}) {
  // null: idle; a number: downloading, that many rows received (the header line not counted)
  const [rows, setRows] = useState<number | null>(null);
  const onClick = async () => {
    setRows(0);
    try {
      await run((lines) => setRows(Math.max(0, lines - 1)));
    } catch (err) {
      notifications.show({ color: 'red', title: 'Export failed', message: (err as Error).message });
    } finally {
      setRows(null);
    }
  };
  const busy = rows !== null;
  return (
    <Button
      variant="default"
      leftSection={busy ? <Loader size={14} /> : <IconFileDownload size={16} />}
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy ? `Downloading… ${rows.toLocaleString('en')} rows` : label}
    </Button>
  );
}
