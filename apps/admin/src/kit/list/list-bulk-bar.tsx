import { useMemo } from 'react';
import type { z } from 'zod';
import type { BulkBody, BulkEditBody } from '../resource/resource-types';
import { BulkActionBar, type BulkActionButton, type BulkMutation } from './bulk-action-bar';
import type { BulkEditField } from './bulk-edit-modal';
import { useBulkRows } from './use-bulk-rows';

/** The bulk calls of a resource whose contract has them (its list's bulk bar). */
export interface BulkResource {
  useBulk: <Action extends string>(errorTitle: string) => BulkMutation<Action>;
  countBulk: <Action extends string>(body: BulkBody<Action>) => Promise<{ count: number }>;
  bulkEdit: (body: BulkEditBody, dryRun?: boolean) => Promise<{ count: number }>;
  useAfterBulk: () => () => unknown;
}

/** A list's bulk bar: its buttons (a module constant), the title of its failure and "Edit field…". */
export interface ListBulkDeclaration<Action extends string> {
  buttons: readonly BulkActionButton<Action>[];
  failed?: string;
  edit?: ListBulkEditDeclaration;
}

/** "Edit field…": the shared bulk-edit schema and the fields it offers (bulkEditFields). */
export interface ListBulkEditDeclaration {
  schema: z.ZodType;
  fields: readonly BulkEditField[];
}

/** A list declaring a bulk bar needs its resource's bulk calls (its contract's bulk). */
export function bulkCalls(resource: Partial<BulkResource>): BulkResource {
  const { useBulk, countBulk, bulkEdit, useAfterBulk } = resource;
  if (!useBulk || !countBulk || !bulkEdit || !useAfterBulk)
    throw new Error('A list with a bulk bar needs a resource whose contract has bulk calls');
  return { useBulk, countBulk, bulkEdit, useAfterBulk };
}

interface Props<Action extends string> {
  resource: BulkResource;
  /** the list screen's state (useListPage) */
  list: Parameters<typeof useBulkRows>[0];
  noun: readonly [string, string];
  declared: ListBulkDeclaration<Action>;
}

/**
 * A list screen's bulk bar with its hooks, rendered only when the list declares one, so a
 * list whose area has no bulk calls runs none of them.
 */
export function ListBulkBar<Action extends string>({ resource, list, noun, declared }: Props<Action>) {
  const bulk = resource.useBulk<Action>(declared.failed ?? 'Bulk action failed');
  const bulkRows = useBulkRows(list, resource.countBulk);
  const refresh = resource.useAfterBulk();
  const { edit: bulkEdit } = declared;
  const edit = useMemo(
    () => bulkEdit && { fields: bulkEdit.fields, schema: bulkEdit.schema, send: resource.bulkEdit, refresh },
    [bulkEdit, resource.bulkEdit, refresh],
  );
  return <BulkActionBar {...bulkRows} noun={noun} actions={declared.buttons} bulk={bulk} edit={edit} />;
}
