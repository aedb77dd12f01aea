import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { quoted } from '../fields.js';
import type { Params } from '../statement.js';
import type { SetChange } from './set-change.js';

/** A set-wise change as the bulk routes run it: built over the statement's parameters. */
export type BuildChange = (p: Params) => SetChange;

/**
 * One column set to a value, the rows already holding it left alone; the value is cast to the
 * column's own SQL type (read off the Drizzle table once).
 */
export function setColumn(table: PgTable, field: string, value: unknown): BuildChange {
  const column = getTableColumns(table)[field];
  if (!column) throw new Error(`setColumn: ${field} is not a column of the table`);
  const name = quoted(field);
  const type = column.getSQLType();
  return (p) => {
    const v = `${p.add(value)}::${type}`;
    return {
      logged: { [field]: name },
      set: `${name} = ${v}`,
      wouldChange: `${name} is distinct from ${v}`,
      summary: { [field]: value },
    };
  };
}

/**
 * The change of a bulk edit body (shared bulkEditBody): `field` names the column, its value
 * travels under the field's name. The schema admitted only the declared fields.
 */
export const setEditedColumn =
  (table: PgTable) =>
  (edit: { field: string }): BuildChange =>
    setColumn(table, edit.field, (edit as Record<string, unknown>)[edit.field]);
