import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table's quoted name, for the statements drizzle's builder cannot write (CTEs, populate). */
export const tableSql = (table: PgTable) => sql.identifier(getTableName(table));
export const columnSql = (column: PgColumn) => sql.identifier(column.name);

/**
 * The columns a restore writes: every stored one but those the database generates itself
 * (search_text), which an insert may not name.
 */
export function storedColumns(table: PgTable): SQL {
  const names = Object.values(getTableColumns(table))
    .filter((c) => !c.generated)
    .map((c) => sql.identifier(c.name));
  return sql.join(names, sql`, `);
}

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
