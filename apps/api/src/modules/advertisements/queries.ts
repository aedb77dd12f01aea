import type { AdvertisementValues, AuditAction } from '@adlib/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import type { Tx } from '../../db/audit.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { knownIds } from '../../db/known-ids.js';
import { advertisementCollections, advertisements, collections } from '../../db/schema.js';
import { adSearchText } from '../../db/search-text.js';
import { notFound } from '../../http/errors.js';
import { type Trashable, trashOne, trashRecords } from '../../trash/index.js';
import { type AdRow, toAdvertisement } from './rows.js';

const ads = advertisements;
const links = advertisementCollections;

/**
 * How the audited writes name an ad (audit entity, 404 and 409 messages). collection_ids is
 * the links' mirror, kept by a trigger: the log records a link change as `collections`.
 */
export const AD: AuditedEntity<AdRow> = {
  table: ads,
  name: 'advertisement',
  label: 'Advertisement',
  unlogged: ['collection_ids'],
};

/**
 * A deleted ad goes to the trash with its collection links kept aside (decision 018). Its
 * collection_ids is refreshed on restore: a collection may have gone meanwhile.
 */
export const AD_TRASH: Trashable = {
  table: ads,
  entity: AD,
  label: ads.name,
  links: [
    {
      table: links,
      column: links.advertisement_id,
      other: { column: links.collection_id, table: collections },
    },
  ],
  media: [ads.media_source, ads.logo],
  afterRestore: (tx, ids) =>
    tx.execute(sql`select ads_refresh_collection_ids(${`{${ids.join(',')}}`}::int[])`),
};

/** Unknown collection ids answer 400 on the form's Collections field, not a database error. */
const checkedCollections = (tx: Tx, ids: readonly number[]) =>
  knownIds(tx, collections, ids, 'collections', { one: 'collection', many: 'collections' });

/** The stored columns of a form: everything but collections and the seen updated_at. */
export function columnsOf(values: AdvertisementValues) {
  const { collections: _links, updated_at: _seen, ...fields } = values;
  return { ...fields, search_text: adSearchText(fields) };
}

async function linkCollections(tx: Tx, id: number, collectionIds: number[]) {
  await tx.delete(links).where(eq(links.advertisement_id, id));
  if (collectionIds.length) {
    await tx
      .insert(links)
      .values(collectionIds.map((collection_id) => ({ advertisement_id: id, collection_id })));
  }
}

export async function getAdvertisement(db: Db, id: number) {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  if (!row) throw notFound('Advertisement');
  return toAdvertisement(row);
}

export async function createAdvertisement(db: Db, actor: AuthUser | undefined, values: AdvertisementValues) {
  const { row } = await auditedWrite(db, actor, AD, {
    action: 'create',
    apply: async (tx) => {
      const collectionIds = await checkedCollections(tx, values.collections);
      const now = new Date();
      const [row] = (await tx
        .insert(ads)
        .values({ ...columnsOf(values), created_at: now, updated_at: now })
        .returning()) as [AdRow];
      await linkCollections(tx, row.id, collectionIds);
      return { row, collectionIds };
    },
    audit: ({ row, collectionIds }) => [
      { id: row.id, before: null, after: toAdvertisement(row, collectionIds) },
    ],
  });
  return row;
}

/** PUT replaces the whole form, as the edit screen sends it; `updated_at` guards it (409). */
export async function updateAdvertisement(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  values: AdvertisementValues,
) {
  const { row } = await auditedWrite(db, actor, AD, {
    action: 'update',
    id,
    seen: values.updated_at,
    apply: async (tx) => {
      const collectionIds = await checkedCollections(tx, values.collections);
      const [row] = (await tx
        .update(ads)
        .set({ ...columnsOf(values), updated_at: new Date() })
        .where(eq(ads.id, id))
        .returning()) as [AdRow];
      await linkCollections(tx, id, collectionIds);
      return { row, collectionIds };
    },
    audit: ({ row, collectionIds }, before) => ({
      id,
      before: toAdvertisement(before),
      after: toAdvertisement(row, collectionIds),
    }),
  });
  return row;
}

/** Moves the ad to the trash; answers the batch its Undo restores. */
export const deleteAdvertisement = (db: Db, actor: AuthUser | undefined, id: number) =>
  trashOne(db, actor, { entity: AD, trash: AD_TRASH }, id, toAdvertisement);

/** Sets some columns of one ad (no collections, no search words), audited as those columns. */
function setColumns(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  action: AuditAction,
  set: Partial<Pick<AdRow, 'visible' | 'media_source'>>,
) {
  return auditedWrite(db, actor, AD, {
    action,
    id,
    apply: async (tx) => {
      const [after] = (await tx
        .update(ads)
        .set({ ...set, updated_at: new Date() })
        .where(eq(ads.id, id))
        .returning()) as [AdRow];
      return after;
    },
    audit: (_, before) => ({
      id,
      before: Object.fromEntries(Object.keys(set).map((k) => [k, before[k as keyof typeof set]])),
      after: set,
    }),
  });
}

/** The list's Visible toggle. Only `visible` changes, so search_text stays as it is. */
export const setVisibility = (db: Db, actor: AuthUser | undefined, id: number, visible: boolean) =>
  setColumns(db, actor, id, 'update', { visible });

/** Points the ad at an uploaded file (404 when the ad is gone meanwhile). */
export const setMediaSource = (db: Db, actor: AuthUser | undefined, id: number, url: string) =>
  setColumns(db, actor, id, 'upload', { media_source: url });

export async function advertisementExists(db: Db, id: number) {
  const [row] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id));
  return Boolean(row);
}

/**
 * Moves many ads to the trash under one batch (one Undo) in one transaction, one audit entry
 * per ad; ids that do not exist are not counted. The bulk routes call it with the checked ids
 * or a filter's rows, in parts, all under the call's batch.
 */
export async function bulkDeleteAdvertisements(
  db: Db,
  actor: AuthUser | undefined,
  ids: readonly number[],
  batch: string,
) {
  const unique = [...new Set(ids)];
  const deleted = await auditedWrite(db, actor, AD, {
    action: 'delete',
    apply: async (tx) => {
      const linked = await tx
        .select()
        .from(links)
        .where(inArray(links.advertisement_id, unique))
        .orderBy(asc(links.collection_id));
      const rows = await tx.select().from(ads).where(inArray(ads.id, unique)).for('update');
      const trashed = new Set(await trashRecords(tx, AD_TRASH, unique, batch, actor));
      return rows
        .filter((row) => trashed.has(row.id))
        .map((row) => ({
          id: row.id,
          before: toAdvertisement(
            row,
            linked.filter((l) => l.advertisement_id === row.id).map((l) => l.collection_id),
          ),
          after: null,
        }));
    },
    audit: (changes) => changes,
  });
  return deleted.map((c) => c.id).sort((a, b) => a - b);
}
