import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/audit.js';
import { trash } from '../db/schema.js';
import type { MediaStorage } from '../storage/index.js';
import { columnSql, rowsOf, tableSql } from './sql-names.js';
import type { Trashable } from './trash-area.js';

const isArrayColumn = (column: PgColumn) => column.columnType === 'PgArray';

/** The media URLs a trashed row holds in the area's media columns (text or text[]). */
export function mediaUrlsOf(trashable: Trashable, row: Record<string, unknown>): string[] {
  const urls: string[] = [];
  for (const column of trashable.media ?? []) {
    const value = row[column.name];
    for (const url of Array.isArray(value) ? value : [value]) {
      if (typeof url === 'string' && url) urls.push(url);
    }
  }
  return urls;
}

const textList = (values: readonly string[]): SQL => sql`${JSON.stringify(values)}::jsonb`;

/**
 * Of `urls`, those still used: by a live record of the area (one scan per media column, not
 * one per URL) or by another of its trashed records (which may yet come back).
 */
async function stillUsed(tx: Tx, trashable: Trashable, urls: readonly string[], leaving: readonly number[]) {
  const used = new Set<string>();
  const wanted = sql`array(select jsonb_array_elements_text(${textList(urls)}))`;
  for (const column of trashable.media ?? []) {
    const col = columnSql(column);
    const found = isArrayColumn(column)
      ? sql`select u from ${tableSql(trashable.table)}, unnest(${col}) u where ${col} && ${wanted} and u = any(${wanted})`
      : sql`select ${col} as u from ${tableSql(trashable.table)} where ${col} = any(${wanted})`;
    for (const row of rowsOf<{ u: string }>(await tx.execute(found))) used.add(row.u);
    const inTrash = await tx.execute(sql`
      select u from ${tableSql(trash)}, jsonb_array_elements_text(${textList(urls)}) u
      where entity = ${trashable.entity.name} and not (id = any(${`{${leaving.join(',')}}`}::bigint[]))
        and (row -> ${column.name}) @> to_jsonb(u)`);
    for (const row of rowsOf<{ u: string }>(inTrash)) used.add(row.u);
  }
  return used;
}

/** Our stored upload's key behind a URL, or undefined for any other address (demo media, links). */
export function storedKeyOf(storage: MediaStorage, url: string): string | undefined {
  const key = /([a-z_]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5})$/.exec(url)?.[1];
  try {
    return key && storage.url(key) === url ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The storage keys of trash entries leaving for good that nothing else uses: read inside the
 * transaction that removes the entries, deleted from storage once it committed.
 */
export async function orphanedMedia(
  tx: Tx,
  storage: MediaStorage,
  trashable: Trashable | undefined,
  entries: readonly { id: number; row: Record<string, unknown> }[],
) {
  if (!trashable?.media?.length) return [];
  const urls = [...new Set(entries.flatMap((e) => mediaUrlsOf(trashable, e.row)))];
  if (urls.length === 0) return [];
  const used = await stillUsed(
    tx,
    trashable,
    urls,
    entries.map((e) => e.id),
  );
  return urls
    .filter((url) => !used.has(url))
    .map((url) => storedKeyOf(storage, url))
    .filter((key): key is string => Boolean(key));
}

/** Removes keys from storage; a failure is logged and left (the file is only orphaned). */
export async function removeMedia(
  storage: MediaStorage,
  keys: readonly string[],
  log: { warn: (obj: object, msg: string) => void },
) {
  let removed = 0;
  for (const key of keys) {
    try {
      await storage.delete(key);
      removed += 1;
    } catch (err) {
      log.warn({ err, key }, 'trash: an uploaded file could not be removed');
    }
  }
  return removed;
}
