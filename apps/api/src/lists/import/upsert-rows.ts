import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/audit.js';
import type { BatchOutcome } from './target.js';

/** A cell as it travels in a column array: Dates are sent as ISO text (both drivers agree on it). */
export type ArrayCell = string | number | boolean | null;

export interface UpsertRows<TColumn extends string> {
  table: PgTable;
  /** the unique column rows are matched on (ON CONFLICT) */
  key: TColumn;
  /** the columns written, the key among them; each row gives one cell per column, in this order */
  columns: readonly TColumn[];
  rows: readonly (readonly ArrayCell[])[];
  /** created_at of a new row and updated_at of a changed one */
  now: Date;
  /**
   * The import's audit entry: each row changed gets its own diff under it (audit_bulk_records,
   * as a bulk call's rows do), so the record's History shows the import and a restore to an
   * earlier version undoes it; each row inserted gets a row marked `created`, whose fields
   * History rebuilds from the record (decision 014).
   */
  audit?: { id: number; entity: string };
}

/**
 * A record written twice by one import (its key repeated in a later batch) keeps one diff
 * under the import's entry: the first write's before, the last write's after, fields that
 * came back to where they were dropped: the new `changes` on conflict (entity, entity_id, audit_id).
 * A record the import created stays `created`, with no diff (see upsertRows).
 */
export const MERGED_IMPORT_DIFF = `case when audit_bulk_records.created then '{}'::jsonb else ((
  select coalesce(jsonb_object_agg(m.k, jsonb_build_object('before', m.b, 'after', m.a)), '{}'::jsonb)
  from (
    select keys.k,
      case when audit_bulk_records.changes ? keys.k then audit_bulk_records.changes -> keys.k -> 'before'
        else excluded.changes -> keys.k -> 'before' end as b,
      case when excluded.changes ? keys.k then excluded.changes -> keys.k -> 'after'
        else audit_bulk_records.changes -> keys.k -> 'after' end as a
    from (select jsonb_object_keys(audit_bulk_records.changes)
          union select jsonb_object_keys(excluded.changes)) as keys(k)
  ) m
  where m.b is distinct from m.a)) end`;

/** A stored value as the audit log writes it: times as the API sends them (ISO, UTC, ms). */
const loggedValue = (column: SQL, sqlType: string) =>
  sqlType.startsWith('timestamp')
    ? sql`to_jsonb(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`to_jsonb(${column})`;

/**
 * One upsert of many rows as one statement with one parameter per column (decision 014):
 *   insert … select … from unnest($1::text[], $2::integer[], …)
 *   on conflict (key) do update set … where (stored columns) is distinct from (excluded)
 * A parameter a column instead of one a cell: no parameter limit caps the batch, the
 * statement text is the same for every batch, and neither driver builds a row of parameters per
 * row. A stored row equal to the file's is not written (unchanged, its updated_at kept); the
 * database counts inserted (`xmax = 0`) and updated rows, so no row comes back to the client.
 * Keys must be distinct within one call (a statement cannot write one row twice).
 */
export async function upsertRows<TColumn extends string>(
  tx: Tx,
  { table, key, columns, rows, now, audit }: UpsertRows<TColumn>,
): Promise<BatchOutcome> {
  if (!rows.length) return { inserted: 0, updated: 0, unchanged: 0 };
  const updated = columns.filter((c) => c !== key);
  if (!updated.length) throw new Error('upsertRows: give a column to write besides the key');
  const byName = getTableColumns(table);
  const cast = (column: string) => {
    const found = byName[column];
    if (!found) throw new Error(`upsertRows: ${column} is not a column of the table`);
    return sql.raw(`${found.getSQLType()}[]`);
  };
  const ident = (column: string) => sql`${sql.identifier(column)}`;
  const excluded = (column: string) => sql`excluded.${ident(column)}`;
  const stored = (column: string) => sql`${table}.${ident(column)}`;
  const list = (items: SQL[]) => sql.join(items, sql`, `);
  const arrays = columns.map((_, i) => arrayLiteral(rows, i));
  const stamp = sql.param(now.toISOString());
  const sqlType = (column: string) => byName[column]?.getSQLType() ?? 'text';
  const keyIndex = columns.indexOf(key);

  // with an audit entry: the stored rows the file matches, as they were, beside what was written
  const before = audit
    ? // a join on the file's keys, not `key = any(array)`: on a table the planner believes
      // small, that is a scan comparing every row with every key (350 ms for 2,000 keys)
      sql`old as (
      select s.id, ${list(columns.map((c) => sql`s.${ident(c)}`))} from ${table} s
      join unnest(${sql.param(arrays[keyIndex])}::text::${cast(key)}) as k(v) on s.${ident(key)} = k.v
    ),`
    : sql``;
  // A changed row logs its diff. An inserted row is only marked `created`: building a diff of
  // every field of every new row was most of a new row's database time (decision 014).
  const logged = audit
    ? sql`, logged as (
      insert into audit_bulk_records (audit_id, entity, entity_id, created, changes)
      select ${sql.param(audit.id)}::bigint, ${sql.param(audit.entity)}, w.id::text, w.inserted,
        case when w.inserted then '{}'::jsonb else
        (select coalesce(jsonb_object_agg(f.k, jsonb_build_object('before', f.b, 'after', f.a)), '{}'::jsonb)
         from (values ${list(
           columns.map(
             (c) =>
               sql`(${sql.param(c)}::text, ${loggedValue(sql`o.${ident(c)}`, sqlType(c))}, ${loggedValue(sql`w.${ident(c)}`, sqlType(c))})`,
           ),
         )}) as f(k, b, a)
         where f.b is distinct from f.a) end
      from written w left join old o on o.id = w.id
      on conflict (entity, entity_id, audit_id) do update set changes = ${sql.raw(MERGED_IMPORT_DIFF)}
    )`
    : sql``;
  const returned = audit ? sql`, id, ${list(columns.map(ident))}` : sql``;

  const { rows: counts } = await tx.execute<{ inserted: number; written: number }>(sql`
    with ${before} written as (
      insert into ${table} (${list(columns.map(ident))}, created_at, updated_at)
      select ${list(columns.map((c) => sql`r.${ident(c)}`))}, ${stamp}::timestamptz, ${stamp}::timestamptz
      from unnest(${list(arrays.map((values, i) => sql`${sql.param(values)}::text::${cast(columns[i] as string)}`))})
        as r(${list(columns.map(ident))})
      on conflict (${ident(key)}) do update set ${list(updated.map((c) => sql`${ident(c)} = ${excluded(c)}`))},
        updated_at = ${stamp}::timestamptz
      where (${list(updated.map(stored))}) is distinct from (${list(updated.map(excluded))})
      returning xmax = 0 as inserted${returned}
    )${logged}
    select (count(*) filter (where inserted))::int as inserted, count(*)::int as written from written`);
  const { inserted = 0, written = 0 } = counts[0] ?? {};
  return { inserted, updated: written - inserted, unchanged: rows.length - written };
}

const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;

/**
 * The column `i` of the rows as one PostgreSQL array literal ({"a","b",NULL,1,t}), sent as text
 * and cast by the statement. Written here rather than by the driver: node-postgres escapes each
 * element with two regular expressions and PGlite serialises arrays its own way; one loop is
 * the same for both and half the cost. Quoted elements escape only `\` and `"`.
 */
export function arrayLiteral(rows: readonly (readonly ArrayCell[])[], i: number): string {
  const parts = new Array<string>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const cell = (rows[r] as readonly ArrayCell[])[i] ?? null;
    if (cell === null) parts[r] = 'NULL';
    else if (typeof cell === 'string')
      parts[r] = `"${NEEDS_ESCAPE.test(cell) ? cell.replace(ESCAPED, '\\$&') : cell}"`;
    else if (typeof cell === 'boolean') parts[r] = cell ? 't' : 'f';
    else parts[r] = String(cell);
  }
  return `{${parts.join(',')}}`;
}
