import { type Collection, type CollectionInput, collectionInput } from '@adlib/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Switch, Table, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MergePanel } from '../../kit/form/merge/merge-panel';
import { UpdatedNotice } from '../../kit/form/merge/updated-notice';
import { MonthField, PublicBadge, RowActions, TagsAndRoles } from './collection-row-cells';
import classes from './collections-table.module.css';
import { adsOfCollection } from './manifest';
import { ROW_LABELS, type RowValues, toRowValues } from './row-values';
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
  const saves = useRowSaves(c, form);
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
  const { merging } = saves;
  return (
    <>
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
            onChange={(e) => saves.onToggleNew(e.currentTarget.checked)}
          />
        </Table.Td>
        <Table.Td data-label="Public">
          <PublicBadge control={control} />
        </Table.Td>
        <Table.Td data-label="Advertisements">
          <Anchor component={Link} to={adsOfCollection(c.id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {c.ad_count} ads
          </Anchor>
        </Table.Td>
        <Table.Td data-label="Collection Month">
          <MonthField control={control} error={err('collection_date')} />
        </Table.Td>
        <Table.Td data-label="Tags and Roles">
          <TagsAndRoles
            control={control}
            roleNames={roleNames}
            tagsError={err('tags')}
            rolesError={err('roles')}
          />
        </Table.Td>
        <Table.Td className={classes.actions}>
          <RowActions bulked={c.bulked} dirty={dirty} saves={saves} />
        </Table.Td>
      </Table.Tr>
      {/* someone else's version of this row: said, or merged with what was typed, right under it */}
      {(merging.updated || merging.merge) && (
        <Table.Tr aria-label={`${label}: changed by someone else`}>
          <Table.Td colSpan={8} className={classes.merge}>
            {merging.merge ? (
              <MergePanel
                size="compact"
                merge={merging.merge}
                pending={merging.pending}
                onChoose={merging.choose}
                onSave={() => void saves.onSave()}
                saving={saves.saving}
                labelOf={(field) => ROW_LABELS[field as keyof typeof ROW_LABELS] ?? field}
                what="collection"
                onDismiss={merging.clear}
                asked={saves.askMerge}
              />
            ) : (
              <UpdatedNotice size="compact" onClose={merging.dismissUpdated} />
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
