import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { PageRowBase } from './declaration.js';
import { isoTimeSql } from './orders.js';

/**
 * Each field once (issue 24 §1): the list's columns, its item mapping and the CSV export's
 * columns are read off the shared schemas and the Drizzle table when an area is declared, at
 * start; a request only runs what was built here (decision 006).
 */

/** Every column quoted: 'new' (and any other keyword a field may be named) needs no special case. */
export const quoted = (field: string) => `"${field.replace(/"/g, '""')}"`;

/**
 * `row => ({ a: row.a, b: row.b })` for these keys, compiled once. A literal of fixed keys
 * gives every item one hidden class, which keeps JSON.stringify on V8's fast path (decision
 * 006); a loop copying keys into `{}` would build each object by transitions and run the
 * generic path. The keys come from the area's own shared schema, never from a request, and
 * JSON.stringify quotes each one, so the generated text is a plain object literal.
 */
export function itemMapper<TItem>(keys: readonly string[]): (row: TItem & PageRowBase) => TItem {
  const body = `return { ${keys.map((k) => `${JSON.stringify(k)}: row[${JSON.stringify(k)}]`).join(', ')} };`;
  return new Function('row', body) as (row: TItem & PageRowBase) => TItem;
}

/** Time fields of the table: what the list sends and the export writes as ISO text. */
function timeFieldsOf(table: PgTable): Set<string> {
  const columns = Object.entries(getTableColumns(table));
  return new Set(columns.filter(([, c]) => c.getSQLType().startsWith('timestamp')).map(([k]) => k));
}

/** The list row's media fields (shared listMediaFields): read from the media row, not stored on the record. */
const MEDIA_FIELDS = ['thumb', 'placeholder'] as const;
const MEDIA_ROW_COLUMN = { thumb: 'thumb_url', placeholder: 'placeholder' } as const;

/**
 * The outer query's `thumb` and `placeholder` of a page row whose creative's URL is in
 * `column`: looked up by the media table's unique source_url index, after LIMIT (one probe per
 * row of the page), and only once the media is ready.
 */
export const mediaItemColumns = (column: string) =>
  MEDIA_FIELDS.map(
    (f) =>
      `(select m.${MEDIA_ROW_COLUMN[f]} from media m where m.source_url = p.${quoted(column)} and m.state = 'ready') as ${quoted(f)}`,
  ).join(', ');

/**
 * A list's page columns, item columns and item mapping from its shared item schema: each item
 * field is a stored column of `table` (times sent as ISO text, written by the database after
 * LIMIT). `extra` adds stored columns the inner query needs beside them (an order's column).
 * `media`: the column holding the row's creative, whose thumbnail and placeholder the item's
 * media fields (shared listMediaFields) carry.
 */
export function listFields<S extends z.ZodObject>(
  item: S,
  table: PgTable,
  extra: readonly string[] = [],
  media?: string,
) {
  const keys = Object.keys(item.shape);
  const isMediaField = (k: string) => media !== undefined && (MEDIA_FIELDS as readonly string[]).includes(k);
  const stored = keys.filter((k) => !isMediaField(k));
  const times = timeFieldsOf(table);
  const storedColumns = stored.map((k) =>
    times.has(k) ? `${isoTimeSql(quoted(k))} as ${quoted(k)}` : quoted(k),
  );
  return {
    pageColumns: [...new Set([...stored, ...extra, ...(media ? [media] : [])])].map(quoted).join(', '),
    itemColumns: [...storedColumns, ...(media ? [mediaItemColumns(media)] : [])].join(', '),
    item: itemMapper<z.output<S>>(keys),
  };
}

/**
 * The CSV export of a list: the shared record schema's fields in its order (the header), each a
 * stored column, times written as ISO text. `omit` leaves out fields that are not columns.
 */
export function exportFields<S extends z.ZodObject>(
  name: string,
  record: S,
  table: PgTable,
  omit: readonly string[] = [],
) {
  const fields = Object.keys(record.shape).filter((k) => !omit.includes(k));
  const times = timeFieldsOf(table);
  return {
    name,
    fields,
    sql: Object.fromEntries(fields.map((f) => [f, quoted(f)])),
    times: fields.filter((f) => times.has(f)),
  };
}
