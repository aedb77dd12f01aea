import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { categories } from '../api';
import { titleErrorOf } from './category-errors';

/** Adds a category at the top (order 1, SPEC 7's default). */
export function AddCategoryForm() {
  const save = categories.useSave();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save.mutateAsync({ body: { title, order: 1 } });
    } catch (err) {
      setError(titleErrorOf(err));
      return;
    }
    notifications.show({ color: 'green', message: `Category “${title.trim()}” added` });
    setTitle('');
    setError(null);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label="New category"
          placeholder="New category"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={error}
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={save.isPending}>
          Add category
        </Button>
      </Group>
    </form>
  );
}
