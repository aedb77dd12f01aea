import type { FiltersDeclaration } from '@adlib/shared';
import { Button, Loader, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useListViewModeContext } from './list-view-mode';
import { ManageViewsDialog } from './manage-views-dialog';
import { useSavedViews, useViewWrites } from './saved-views-api';
import { type CheckedView, useListViews } from './use-list-views';
import type { FilterChanges, FilterValues } from './use-url-filters';
import type { FilterTuning } from './view-filters';
import { ViewNameDialog } from './view-name-dialog';

export interface ViewsMenuProps<K extends string> {
  declaration: FiltersDeclaration;
  keys: readonly K[];
  tune?: Partial<Record<K, FilterTuning<K>>>;
  filters: FilterValues<K>;
  onChange: (changes: FilterChanges<K>) => void;
}

/** A list's identity for its views: the list screen's path ('/advertisements/' → 'advertisements'). */
export const viewListKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '').toLowerCase() || 'home';

/**
 * The filter bar's Views menu: the user's views of this list, then those others share; choosing
 * one puts its filters in the URL (what no longer applies is dropped and named). Save view…
 * keeps the current filters; Manage… renames, updates, shares and deletes the user's own.
 */
export function ViewsMenu<K extends string>({
  declaration,
  keys,
  tune,
  filters,
  onChange,
}: ViewsMenuProps<K>) {
  const list = viewListKey(useLocation().pathname);
  const views = useSavedViews(list);
  const writes = useViewWrites(list);
  const [dialog, setDialog] = useState<'save' | 'manage'>();
  const mode = useListViewModeContext();

  const { checked, active, mine, shared, current, apply } = useListViews({
    views: views.data,
    declaration,
    keys,
    tune,
    filters,
    onChange,
    mode,
  });
  const item = (c: CheckedView<K>, owner?: string) => (
    <Menu.Item
      key={c.view.id}
      onClick={() => apply(c)}
      aria-current={c === active ? 'true' : undefined}
      fw={c === active ? 600 : undefined}
    >
      {c.view.name}
      {owner && (
        <Text span size="xs" c="dimmed">
          {' '}
          · {owner}
        </Text>
      )}
    </Menu.Item>
  );

  return (
    <>
      <Menu position="bottom-start" shadow="md" width={280}>
        <Menu.Target>
          <Button
            variant={active ? 'light' : 'default'}
            size="compact-sm"
            radius="xl"
            leftSection={<IconBookmark size={14} />}
            rightSection={<IconChevronDown size={14} />}
            aria-label={active ? `Views (showing “${active.view.name}”)` : 'Views'}
          >
            {active ? active.view.name : 'Views'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Saved views">
          {views.isPending ? (
            <Menu.Label>
              <Loader size="xs" mr={6} /> Loading views…
            </Menu.Label>
          ) : views.isError ? (
            <>
              <Menu.Label c="red">Could not load the views</Menu.Label>
              <Menu.Item closeMenuOnClick={false} onClick={() => views.refetch()}>
                Retry
              </Menu.Item>
            </>
          ) : checked.length === 0 ? (
            <Menu.Label>No saved views of this list yet</Menu.Label>
          ) : (
            <>
              {mine.length > 0 && <Menu.Label>My views</Menu.Label>}
              {mine.map((c) => item(c))}
              {shared.length > 0 && <Menu.Label>Shared by others</Menu.Label>}
              {shared.map((c) => item(c, c.view.owner_name))}
            </>
          )}
          <Menu.Divider />
          {Object.keys(current).length > 0 ? (
            <Menu.Item onClick={() => setDialog('save')}>Save current filters as a view…</Menu.Item>
          ) : (
            <Menu.Label>Choose filters to save them as a view</Menu.Label>
          )}
          {mine.length > 0 && <Menu.Item onClick={() => setDialog('manage')}>Manage my views…</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'save' && (
        <ViewNameDialog
          title="Save view"
          withShare
          submitLabel="Save view"
          onSubmit={async (values) => {
            const saved = await writes.create.mutateAsync({ ...values, query: current });
            notifications.show({ message: `View “${saved.name}” saved` });
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'manage' && (
        <ManageViewsDialog
          views={mine.map((c) => c.view)}
          writes={writes}
          current={current}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}
