import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { exportAdvertisements } from '../api/export-advertisements';
import type { AdvertisementListFilters } from '../api/list-filters';

/** Downloads the ads matching the list's current filters as CSV. */
export function ExportCsvButton({ filters }: { filters: AdvertisementListFilters }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportAdvertisements(filters);
    } catch (err) {
      notifications.show({ color: 'red', title: 'Export failed', message: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconFileDownload size={16} />} loading={busy} onClick={run}>
      Export CSV
    </Button>
  );
}
