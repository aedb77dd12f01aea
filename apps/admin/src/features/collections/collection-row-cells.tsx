import type { CollectionInput } from '@adlib/shared';
import { Badge, Button, Group, MultiSelect, Stack, TagsInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { type Control, Controller } from 'react-hook-form';
import { dayToMonth, monthToDay } from '../../kit/form/month-field';
import classes from './collections-table.module.css';
import type { RowValues } from './row-values';
import type { useRowSaves } from './use-row-saves';

// The cells of a collection row (collection-row.tsx) that are more than one input.

type RowControl = Control<RowValues, unknown, CollectionInput>;

/** Public or Pending, a button that flips it (saved with the row). */
export function PublicBadge({ control }: { control: RowControl }) {
  return (
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
  );
}

/** The Collection Month, picked as a month and held as YYYY-MM. */
export function MonthField({ control, error }: { control: RowControl; error?: string }) {
  return (
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
          error={error}
        />
      )}
    />
  );
}

interface TagsAndRolesProps {
  control: RowControl;
  roleNames: string[];
  tagsError?: string;
  rolesError?: string;
}

/** Tags, and under them the roles that find the collection (none: everyone). */
export function TagsAndRoles({ control, roleNames, tagsError, rolesError }: TagsAndRolesProps) {
  return (
    <>
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
            error={tagsError}
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
            error={rolesError}
          />
        )}
      />
    </>
  );
}

type RowSaves = Pick<
  ReturnType<typeof useRowSaves>,
  'onSave' | 'onDelete' | 'onBulkInsert' | 'saving' | 'deleting' | 'bulking'
>;

/** Save and Delete, and Bulk Insert (Done! once it ran). */
export function RowActions({ bulked, dirty, saves }: { bulked: boolean; dirty: boolean; saves: RowSaves }) {
  return (
    <Stack gap={6} w={156}>
      <Group gap={6} wrap="nowrap" grow>
        <Button size="xs" onClick={saves.onSave} disabled={!dirty} loading={saves.saving}>
          Save
        </Button>
        <Button size="xs" color="red" variant="light" onClick={saves.onDelete} loading={saves.deleting}>
          Delete
        </Button>
      </Group>
      {bulked ? (
        <Button size="xs" variant="light" disabled>
          Done!
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          onClick={saves.onBulkInsert}
          loading={saves.bulking}
          // it matches the saved tags and month: unsaved ones would not be what it links by
          disabled={dirty}
          title={dirty ? 'Save the row first: Bulk Insert uses its saved tags and month' : undefined}
        >
          Bulk Insert
        </Button>
      )}
    </Stack>
  );
}
