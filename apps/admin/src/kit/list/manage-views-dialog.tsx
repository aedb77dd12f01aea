import type { SavedView } from '@adlib/shared';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { confirmDialog } from '../../components/confirm-dialog';
import type { useViewWrites } from './saved-views-api';
import { ViewNameDialog } from './view-name-dialog';

export interface ManageViewsDialogProps {
  /** the user's own views of the list */
  views: SavedView[];
  writes: ReturnType<typeof useViewWrites>;
  /** the list's current URL filters, for "Update with current filters" */
  current: Record<string, string>;
  onClose: () => void;
}

const sameQuery = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const failed = (title: string) => (err: unknown) =>
  notifications.show({ color: 'red', title, message: err instanceof Error ? err.message : String(err) });

/** Rename, update with the current filters, share or unshare, delete (asks first): the user's views. */
export function ManageViewsDialog({ views, writes, current, onClose }: ManageViewsDialogProps) {
  const [renaming, setRenaming] = useState<SavedView>();
  const change = (
    view: SavedView,
    body: { query?: Record<string, string>; shared?: boolean },
    done: string,
  ) =>
    writes.update
      .mutateAsync({ id: view.id, body: { ...body, updated_at: view.updated_at } })
      .then(() => notifications.show({ message: done }), failed(`“${view.name}” not changed`));
  const remove = async (view: SavedView) => {
    const yes = await confirmDialog({
      title: 'Delete view',
      text: `Delete the view “${view.name}”?${view.shared ? ' Staff it is shared with lose it too.' : ''}`,
      confirmLabel: 'Delete',
    });
    if (yes) await writes.remove.mutateAsync(view.id).catch(() => {}); // the query client said why
  };

  return (
    <>
      <Modal opened={!renaming} onClose={onClose} title="My views of this list" size="lg">
        {views.length === 0 ? (
          <Text c="dimmed">You have no views of this list yet.</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {views.map((view) => (
              <li key={view.id}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Group gap="xs">
                    <Text fw={500}>{view.name}</Text>
                    {view.shared && (
                      <Badge size="sm" variant="light">
                        Shared
                      </Badge>
                    )}
                  </Group>
                  <Group gap={6}>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setRenaming(view)}
                      aria-label={`Rename “${view.name}”`}
                    >
                      Rename
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      // the same filters again would change nothing
                      disabled={sameQuery(view.query, current)}
                      onClick={() =>
                        change(view, { query: current }, `“${view.name}” now has the current filters`)
                      }
                      aria-label={`Update “${view.name}” with the current filters`}
                    >
                      Update with current filters
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() =>
                        change(
                          view,
                          { shared: !view.shared },
                          view.shared
                            ? `“${view.name}” is yours alone again`
                            : `“${view.name}” is shared with all staff`,
                        )
                      }
                      aria-label={`${view.shared ? 'Stop sharing' : 'Share'} “${view.name}”`}
                    >
                      {view.shared ? 'Unshare' : 'Share'}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      onClick={() => remove(view)}
                      aria-label={`Delete “${view.name}”`}
                    >
                      Delete
                    </Button>
                  </Group>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Modal>
      {renaming && (
        <ViewNameDialog
          title={`Rename “${renaming.name}”`}
          initialName={renaming.name}
          submitLabel="Rename"
          onSubmit={({ name }) =>
            writes.update.mutateAsync({ id: renaming.id, body: { name, updated_at: renaming.updated_at } })
          }
          onClose={() => setRenaming(undefined)}
        />
      )}
    </>
  );
}
