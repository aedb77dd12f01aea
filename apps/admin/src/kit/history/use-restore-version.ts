import type { HistoryEndpoints, HistoryVersion } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { versionTime } from './history-version-card';
import { useRestore } from './use-history';

interface Options {
  endpoints: HistoryEndpoints;
  /** the record's id */
  id: number;
  seen: string;
  what: string;
  versions: HistoryVersion[];
  onRestored: (updatedAt: string) => void | Promise<void>;
  /** the drawer closes once a restore wrote */
  closeDrawer: () => void;
}

/** Which version is asked about, and the restore it confirms. */
export function useRestoreVersion({ endpoints, id, seen, what, versions, onRestored, closeDrawer }: Options) {
  const [asked, setAsked] = useState<number | null>(null);
  const restore = useRestore(endpoints, id);
  const queryClient = useQueryClient();
  const chosen = asked === null ? undefined : versions[asked];

  const ask = (index: number) => {
    restore.reset();
    setAsked(index);
  };
  const cancel = () => setAsked(null);

  const confirm = async () => {
    if (!chosen) return;
    const result = await restore.mutateAsync({ version: chosen.version, seen }).catch(() => null);
    if (!result) return; // the dialog shows the error
    setAsked(null);
    if (!result.restored) {
      notifications.show({ message: `Nothing to restore: the ${what} already is that version.` });
      return;
    }
    closeDrawer();
    notifications.show({
      color: 'green',
      message: `The ${what} is back to the version of ${versionTime(chosen.at)}.`,
    });
    await onRestored(String(result.updated_at));
    // lists and other screens showing the record refetch after the form has its record
    void queryClient.invalidateQueries();
  };

  return { asked, chosen, restore, ask, cancel, confirm };
}

export type RestoreVersion = ReturnType<typeof useRestoreVersion>;
