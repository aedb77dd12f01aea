import type { CategoryRecord } from '@adlib/shared';
import { ActionIcon, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { confirmThenDelete } from '../../../kit/form/confirm-then-delete';
import { categories } from '../api';
import { titleErrorOf } from './category-errors';

interface Props {
  category: CategoryRecord;
  position: number;
  count: number;
  onMove: (from: number, to: number) => void;
  moving: boolean;
}

/** One category: its place, its title (renamed in place), Up/Down and Delete. */
export function CategoryRow({ category, position, count, onMove, moving }: Props) {
  const save = categories.useSave();
  const remove = categories.useDelete();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(category.title);
  const [error, setError] = useState<string | null>(null);

  const rename = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save.mutateAsync({
        id: category.id,
        body: { title, order: category.order, updated_at: category.updated_at },
      });
    } catch (err) {
      setError(titleErrorOf(err));
      return;
    }
    setEditing(false);
    setError(null);
  };

  const onDelete = async () => {
    const carried = category.article_count
      ? ` ${category.article_count} article${category.article_count > 1 ? 's' : ''} will no longer carry it; the articles stay.`
      : '';
    const confirm = {
      title: 'Delete category',
      text: `Delete the category “${category.title}”?${carried}`,
      confirmLabel: 'Delete',
    };
    // the kit says it, with Undo (the category and its links went to the trash)
    await confirmThenDelete(confirm, () => remove.mutateAsync(category.id));
  };

  const articles = `${category.article_count} article${category.article_count === 1 ? '' : 's'}`;
  return (
    <Table.Tr>
      <Table.Td w={{ base: 36, sm: 60 }}>
        <Text size="sm" c="dimmed">
          {position + 1}
        </Text>
      </Table.Td>
      <Table.Td>
        {editing ? (
          <form onSubmit={rename} noValidate>
            <Group gap="xs" align="flex-start">
              <TextInput
                aria-label={`New title for ${category.title}`}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                error={error}
                size="xs"
                autoFocus
              />
              <Button type="submit" size="xs" loading={save.isPending}>
                Save
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setEditing(false);
                  setTitle(category.title);
                  setError(null);
                }}
              >
                Cancel
              </Button>
            </Group>
          </form>
        ) : (
          <>
            <Text size="sm">{category.title}</Text>
            {/* on a phone the count sits under the title: the four buttons need the room */}
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {articles}
            </Text>
          </>
        )}
      </Table.Td>
      <Table.Td w={110} visibleFrom="sm">
        <Text size="sm" c="dimmed">
          {articles}
        </Text>
      </Table.Td>
      <Table.Td w={136}>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${category.title} up`}
            disabled={position === 0 || moving}
            onClick={() => onMove(position, position - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${category.title} down`}
            disabled={position === count - 1 || moving}
            onClick={() => onMove(position, position + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Rename ${category.title}`}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${category.title}`}
            onClick={onDelete}
            loading={remove.isPending}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
