import { type Collection, type CollectionInput, collectionInput } from '@adlib/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Badge,
  Button,
  Group,
  MultiSelect,
  Stack,
  Switch,
  Table,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import classes from './collections-table.module.css';
import { adsOfCollection } from './manifest';
import { dayToMonth, monthToDay, type RowValues, toRowValues } from './row-values';
import { useRowSaves } from './use-row-saves';

interface Props {
  collection: Collection;
  roleNames: string[];
  /** focus the title on mount (a row just added with New Row) */
  focusTitle: boolean;
  onDirtyChange: (id: number, dirty: boolean) => void;
}

/** One collection, edited in place (SPEC 2 "Collections page"). */
export function CollectionRow({ collection: c, roleNames, focusTitle, onDirtyChange }: Props) {
  const form = useForm<RowValues, unknown, CollectionInput>({
    // the shared schema: the row is checked as the API checks it (public needs title and month)
    resolver: zodResolver(collectionInput) as never, // form values are text where the schema coerces
    defaultValues: toRowValues(c),
  });
  const { register, control, formState } = form;
  const { onSave, onToggleNew, onDelete, onBulkInsert, saving, deleting, bulking } = useRowSaves(c, form);
  const dirty = formState.isDirty;

  useEffect(() => onDirtyChange(c.id, dirty), [c.id, dirty, onDirtyChange]);
  // New Row: the added row's Title takes the focus, whether the refreshed list mounted the row
  // before or after the page learnt its id (autoFocus would only cover the first)
  const titleField = register('title');
  const titleInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (focusTitle) titleInput.current?.focus();
  }, [focusTitle]);
  useEffect(() => () => onDirtyChange(c.id, false), [c.id, onDirtyChange]);

  const label = c.title || `collection ${c.id}`;
  const err = (f: keyof RowValues) => formState.errors[f]?.message as string | undefined;
  return (
    <Table.Tr aria-label={label}>
      <Table.Td data-label="Order">
        <TextInput
          aria-label="Order"
          placeholder="Eg. 0, 10, 20, 30"
          inputMode="numeric"
          w={64}
          {...register('order')}
          error={err('order')}
        />
      </Table.Td>
      <Table.Td data-label="Title">
        <TextInput
          aria-label="Title"
          placeholder="Eg. December, Christmas"
          // the column takes the room the others leave (collections-page.tsx): a title such as
          // 'Hooks under 20 seconds' shows whole at 1440 px
          w="100%"
          miw={220}
          {...titleField}
          ref={(el) => {
            titleField.ref(el);
            titleInput.current = el;
          }}
          error={err('title')}
        />
      </Table.Td>
      <Table.Td data-label="New">
        <Switch
          aria-label={`New: ${label}`}
          checked={c.is_new}
          onChange={(e) => onToggleNew(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td data-label="Public">
        <Controller
          control={control}
          name="public"
          render={({ field }) => (
            <Badge
              component="button"
              type="button"
              // as wide as 'Pending', so neither word is cut and the column does not jump
              w={80}
              style={{ cursor: 'pointer' }}
              color={field.value ? 'green' : 'gray'}
              variant="light"
              aria-label={`${field.value ? 'Public' : 'Pending'}: click to make it ${field.value ? 'pending' : 'public'}`}
              onClick={() => field.onChange(!field.value)}
            >
              {field.value ? 'Public' : 'Pending'}
            </Badge>
          )}
        />
      </Table.Td>
      <Table.Td data-label="Advertisements">
        <Anchor component={Link} to={adsOfCollection(c.id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {c.ad_count} ads
        </Anchor>
      </Table.Td>
      <Table.Td data-label="Collection Month">
        <Controller
          control={control}
          name="collection_date"
          render={({ field }) => (
            <MonthPickerInput
              // the name holds what the button shows (the month, or the format while empty)
              aria-label={`Collection Month, ${field.value || 'YYYY-MM'}`}
              placeholder="YYYY-MM"
              valueFormat="YYYY-MM"
              clearable
              w={112}
              value={monthToDay(field.value)}
              onChange={(day) => field.onChange(dayToMonth(day))}
              error={err('collection_date')}
            />
          )}
        />
      </Table.Td>
      <Table.Td data-label="Tags and Roles">
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              aria-label="Tags"
              placeholder="Add a tag"
              size="xs"
              w={170}
              value={field.value}
              onChange={field.onChange}
              error={err('tags')}
            />
          )}
        />
        {/* roles under the tags: both say who finds the collection, and the row fits 1440 px */}
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <MultiSelect
              className={classes.roles}
              aria-label="Roles"
              placeholder={field.value.length ? undefined : 'Everyone'}
              data={roleNames}
              size="xs"
              w={170}
              mt={6}
              maxValues={roleNames.length}
              value={field.value}
              onChange={field.onChange}
              error={err('roles')}
            />
          )}
        />
      </Table.Td>
      <Table.Td className={classes.actions}>
        <Stack gap={6} w={156}>
          <Group gap={6} wrap="nowrap" grow>
            <Button size="xs" onClick={onSave} disabled={!dirty} loading={saving}>
              Save
            </Button>
            <Button size="xs" color="red" variant="light" onClick={onDelete} loading={deleting}>
              Delete
            </Button>
          </Group>
          {c.bulked ? (
            <Button size="xs" variant="light" disabled>
              Done!
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              onClick={onBulkInsert}
              loading={bulking}
              // it matches the saved tags and month: unsaved ones would not be what it links by
              disabled={dirty}
              title={dirty ? 'Save the row first: Bulk Insert uses its saved tags and month' : undefined}
            >
              Bulk Insert
            </Button>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
