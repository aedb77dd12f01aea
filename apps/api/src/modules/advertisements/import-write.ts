import type { AdvertisementValues } from '@adlib/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { changedFields, type Tx } from '../../db/audit.js';
import { advertisementCollections, advertisements, auditBulkRecords } from '../../db/schema.js';
import { type BatchOutcome, type ImportWriteContext, MERGED_IMPORT_DIFF } from '../../lists/index.js';
import { type AdRow, adRecords, columnsOf, toAdvertisement } from './records.js';

/** An imported ad: the form's values, and the id of the ad it updates when the file has one. */
export type AdImportRow = AdvertisementValues & { id?: number };

const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`;
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Rows with the id of a stored ad update it; other rows are inserted as new ads. An ad equal
 * to its row is left alone, its collections relinked only when they differ.
 */
export async function writeAds(
  tx: Tx,
  rows: readonly AdImportRow[],
  { auditId }: ImportWriteContext,
): Promise<BatchOutcome> {
  const now = new Date();
  const stamped = rows.map(({ id, ...values }) => ({
    ...(id !== undefined && { id }),
    ...columnsOf(values),
    created_at: now,
    updated_at: now,
  }));
  // the ads the file names as they were (their collections are in collection_ids): each
  // changed ad's diff is logged under the import's entry
  const storedBefore = await storedAds(
    tx,
    rows.flatMap((row) => (row.id === undefined ? [] : [row.id])),
  );
  // each row's ad id: the file's when an ad has it, else the one the insert gives. An id no ad
  // has (deleted forever, or made up) is not written: new ads take the sequence's next ids, so
  // the sequence never moves back or jumps to the end of its range, and no id is ever given to
  // a second ad (whose History would show the first one's versions)
  const ids = rows.map((row) => (row.id !== undefined && storedBefore.has(row.id) ? row.id : undefined));
  const withId = stamped.filter((_, i) => ids[i] !== undefined);
  const withoutId = stamped.flatMap(({ id: _fileId, ...ad }, i) => (ids[i] === undefined ? [ad] : []));
  const linkedBefore = new Map([...storedBefore].map(([id, row]) => [id, row.collection_ids]));
  const written = new Map<number, boolean>(); // id → inserted
  if (withId.length) {
    const columns = Object.keys(columnsOf(rows[0] as AdvertisementValues));
    const set: Record<string, SQL | Date> = { updated_at: now };
    for (const column of columns) set[column] = excluded(column);
    const changed = sql`(${sql.join(
      columns.map((c) => sql`${sql.identifier('advertisements')}.${sql.identifier(c)}`),
      sql`, `,
    )}) is distinct from (${sql.join(columns.map(excluded), sql`, `)})`;
    const upserted = await tx
      .insert(advertisements)
      .values(withId)
      .onConflictDoUpdate({ target: advertisements.id, set, setWhere: changed })
      .returning({ id: advertisements.id, inserted: sql<boolean>`(xmax = 0)` });
    for (const r of upserted) written.set(r.id, r.inserted);
  }
  if (withoutId.length) {
    const inserted = await tx.insert(advertisements).values(withoutId).returning({ id: advertisements.id });
    // RETURNING lists the rows in the order of VALUES (one plain insert)
    const slots = ids.flatMap((id, i) => (id === undefined ? [i] : []));
    inserted.forEach((r, n) => {
      written.set(r.id, true);
      ids[slots[n] as number] = r.id;
    });
  }
  const outcome: BatchOutcome = { inserted: 0, updated: 0, unchanged: 0 };
  const relink: { id: number; collections: number[] }[] = [];
  rows.forEach((row, i) => {
    const id = ids[i] as number;
    const wanted = [...new Set(row.collections)].sort((x, y) => x - y);
    const linksChange = !sameIds(linkedBefore.get(id) ?? [], wanted);
    if (linksChange) relink.push({ id, collections: wanted });
    if (written.get(id) === true) outcome.inserted += 1;
    else if (written.has(id) || linksChange) outcome.updated += 1;
    else outcome.unchanged += 1;
  });
  await relinkCollections(tx, relink);
  await logDiffs(tx, auditId, storedBefore, [...new Set([...written.keys(), ...relink.map((r) => r.id)])]);
  return outcome;
}

async function storedAds(tx: Tx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, AdRow>();
  const stored = (await tx
    .select()
    .from(advertisements)
    .where(inArray(advertisements.id, [...ids]))) as AdRow[];
  return new Map(stored.map((r) => [r.id, r]));
}

/**
 * Each ad the batch inserted or changed gets its own diff under the import's audit entry
 * (audit_bulk_records, as a bulk call's ads do): its History shows the import, and a restore
 * to an earlier version undoes it. Read back after the relink, so collections are as stored.
 */
async function logDiffs(tx: Tx, auditId: number, before: Map<number, AdRow>, ids: readonly number[]) {
  const after = await storedAds(tx, ids);
  const diffs = ids.flatMap((id) => {
    const now = after.get(id);
    if (!now) return [];
    const was = before.get(id);
    const changes = changedFields(was ? toAdvertisement(was) : null, toAdvertisement(now));
    return Object.keys(changes).length
      ? [{ audit_id: auditId, entity: adRecords.entity.name, entity_id: String(id), changes }]
      : [];
  });
  if (diffs.length)
    await tx
      .insert(auditBulkRecords)
      .values(diffs)
      .onConflictDoUpdate({
        target: [auditBulkRecords.entity, auditBulkRecords.entity_id, auditBulkRecords.audit_id],
        set: { changes: sql.raw(MERGED_IMPORT_DIFF) },
      });
}

/** One delete and one multi-row insert of links for the batch (triggers keep collection_ids). */
async function relinkCollections(tx: Tx, ads: readonly { id: number; collections: number[] }[]) {
  if (!ads.length) return;
  await tx.delete(advertisementCollections).where(
    inArray(
      advertisementCollections.advertisement_id,
      ads.map((a) => a.id),
    ),
  );
  const links = ads.flatMap((a) =>
    a.collections.map((collection_id) => ({ advertisement_id: a.id, collection_id })),
  );
  if (links.length) await tx.insert(advertisementCollections).values(links);
}
