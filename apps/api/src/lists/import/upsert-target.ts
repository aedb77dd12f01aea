import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/audit.js';
import type { BatchOutcome, ImportTarget } from './target.js';
import { type ArrayCell, upsertRows } from './upsert-rows.js';

type FieldOf<S extends z.ZodObject> = keyof z.output<S> & string;

/** What an area declares to import into a plain table, upserting on a unique column. */
export interface UpsertImport<S extends z.ZodObject>
  extends Pick<
    ImportTarget<S>,
    'entity' | 'schema' | 'aliases' | 'ignored' | 'requiredColumns' | 'batchRows' | 'duplicates'
  > {
  table: PgTable;
  /** the unique column a row is matched on (ON CONFLICT), a field of the schema */
  key: FieldOf<S>;
  /**
   * Fields written only when the row gives a value: a row without one keeps the stored value
   * (or gets the column's default when new), as a Created Time left out of a file does.
   */
  keptWhenEmpty?: readonly FieldOf<S>[];
}

/**
 * A cell as its column array carries it (upsertRows): a time as ISO text (a form's local
 * date-time read as the server reads the form's), the rest as they are.
 */
const cellOf = (value: unknown, isTime: boolean): ArrayCell => {
  if (value === undefined || value === null) return null;
  if (isTime || value instanceof Date) return new Date(value as string | Date).toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

/**
 * An import target whose columns are the schema's fields (each a column of the table), derived
 * once: every row is one upsert by `key` (a stored row equal to the file's is left alone, not
 * counted as updated, its updated_at kept). Rows are written in groups by which of the
 * `keptWhenEmpty` fields they give, so a missing value never overwrites a stored one.
 */
export function upsertImport<S extends z.ZodObject>(o: UpsertImport<S>): ImportTarget<S> {
  const kept = o.keptWhenEmpty ?? [];
  const times = new Set(
    Object.entries(getTableColumns(o.table))
      .filter(([, c]) => c.getSQLType().startsWith('timestamp'))
      .map(([k]) => k),
  );
  const always = importColumnsOf(o.schema, o.key, kept);
  const isTime = (columns: readonly string[]) => columns.map((c) => times.has(c));

  function write(tx: Tx, rows: readonly z.output<S>[], auditId: number, given: readonly string[]) {
    const columns = [...always, ...given];
    const timeAt = isTime(columns);
    return upsertRows(tx, {
      table: o.table,
      key: o.key,
      columns,
      rows: rows.map((row) =>
        columns.map((c, i) => cellOf((row as Record<string, unknown>)[c], timeAt[i] ?? false)),
      ),
      now: new Date(),
      audit: { id: auditId, entity: o.entity },
    });
  }

  return {
    entity: o.entity,
    schema: o.schema,
    aliases: o.aliases,
    ignored: o.ignored,
    ...(o.requiredColumns && { requiredColumns: o.requiredColumns }),
    ...(o.batchRows && { batchRows: o.batchRows }),
    ...(o.duplicates && { duplicates: o.duplicates }),
    key: (row) => (row as Record<string, unknown>)[o.key] as string | number | undefined,
    write: async (tx, rows, { auditId }) => {
      const groups = new Map<string, { given: string[]; rows: z.output<S>[] }>();
      for (const row of rows) {
        const given = kept.filter((f) => (row as Record<string, unknown>)[f]);
        const group = groups.get(given.join()) ?? { given, rows: [] };
        group.rows.push(row);
        groups.set(given.join(), group);
      }
      const total: BatchOutcome = { inserted: 0, updated: 0, unchanged: 0 };
      for (const { given, rows: part } of groups.values()) {
        const done = await write(tx, part, auditId, given);
        total.inserted += done.inserted;
        total.updated += done.updated;
        total.unchanged += done.unchanged;
      }
      return total;
    },
  };
}

/** The columns every row of an import writes: the key first, then the schema's fields in order. */
export const importColumnsOf = (schema: z.ZodObject, key: string, kept: readonly string[] = []) => [
  key,
  ...Object.keys(schema.shape).filter((f) => f !== key && !kept.includes(f)),
];
