import type { AdvertisementValues } from '@adlib/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import { assertNotStale, recordAudit, type Tx } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { advertisementCollections, advertisements, collections } from '../../db/schema.js';
import { adSearchText } from '../../db/search-text.js';
import { badRequest, notFound } from '../../http/errors.js';
import { type AdRow, toAdvertisement } from './rows.js';

const ads = advertisements;
const links = advertisementCollections;
const ENTITY = 'advertisement';

async function lockedAd(tx: Tx, id: number) {
  const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  if (!row) throw notFound('Advertisement');
  return row;
}

/** Unknown collection ids answer 400 on the form's Collections field, not a database error. */
async function checkedCollections(tx: Tx, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((x, y) => x - y);
  if (!unique.length) return unique;
  const found = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(inArray(collections.id, unique));
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) {
    throw badRequest('Some collections do not exist', {
      collections: `Unknown collection${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
    });
  }
  return unique;
}

/** The stored columns of a form: everything but collections and the seen updated_at. */
function columnsOf(values: AdvertisementValues) {
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

export function createAdvertisement(db: Db, actor: AuthUser | undefined, values: AdvertisementValues) {
  return db.transaction(async (tx) => {
    const collectionIds = await checkedCollections(tx, values.collections);
    const now = new Date();
    const [row] = (await tx
      .insert(ads)
      .values({ ...columnsOf(values), created_at: now, updated_at: now })
      .returning()) as [AdRow];
    await linkCollections(tx, row.id, collectionIds);
    await recordAudit(tx, actor, ENTITY, row.id, 'create', null, toAdvertisement(row, collectionIds));
    return row;
  });
}

/** PUT replaces the whole form, as the edit screen sends it; `updated_at` guards it (409). */
export function updateAdvertisement(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  values: AdvertisementValues,
) {
  return db.transaction(async (tx) => {
    const before = await lockedAd(tx, id);
    assertNotStale(before.updated_at, values.updated_at, 'advertisement');
    const collectionIds = await checkedCollections(tx, values.collections);
    const [after] = (await tx
      .update(ads)
      .set({ ...columnsOf(values), updated_at: new Date() })
      .where(eq(ads.id, id))
      .returning()) as [AdRow];
    await linkCollections(tx, id, collectionIds);
    await recordAudit(
      tx,
      actor,
      ENTITY,
      id,
      'update',
      toAdvertisement(before),
      toAdvertisement(after, collectionIds),
    );
    return after;
  });
}

export function deleteAdvertisement(db: Db, actor: AuthUser | undefined, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockedAd(tx, id);
    await tx.delete(ads).where(eq(ads.id, id));
    await recordAudit(tx, actor, ENTITY, id, 'delete', toAdvertisement(before), null);
  });
}

/** The list's Visible toggle. Only `visible` changes, so search_text stays as it is. */
export function setVisibility(db: Db, actor: AuthUser | undefined, id: number, visible: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockedAd(tx, id);
    const [after] = (await tx
      .update(ads)
      .set({ visible, updated_at: new Date() })
      .where(eq(ads.id, id))
      .returning()) as [AdRow];
    await recordAudit(tx, actor, ENTITY, id, 'update', { visible: before.visible }, { visible });
    return after;
  });
}

/** Points the ad at an uploaded file (404 when the ad is gone meanwhile). */
export function setMediaSource(db: Db, actor: AuthUser | undefined, id: number, url: string) {
  return db.transaction(async (tx) => {
    const before = await lockedAd(tx, id);
    const [after] = (await tx
      .update(ads)
      .set({ media_source: url, updated_at: new Date() })
      .where(eq(ads.id, id))
      .returning()) as [AdRow];
    await recordAudit(
      tx,
      actor,
      ENTITY,
      id,
      'upload',
      { media_source: before.media_source },
      { media_source: url },
    );
    return after;
  });
}

export async function advertisementExists(db: Db, id: number) {
  const [row] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id));
  return Boolean(row);
}

/**
 * show | hide | delete for many ads in one transaction, one audit entry per ad changed.
 * Ids that do not exist, or already have the asked visibility, are not counted.
 */
export function bulkAdvertisements(
  db: Db,
  actor: AuthUser | undefined,
  ids: readonly number[],
  action: 'show' | 'hide' | 'delete',
) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if (action === 'delete') {
      const linked = await tx
        .select()
        .from(links)
        .where(inArray(links.advertisement_id, unique))
        .orderBy(asc(links.collection_id));
      const rows = await tx.delete(ads).where(inArray(ads.id, unique)).returning();
      for (const row of rows) {
        const collectionIds = linked.filter((l) => l.advertisement_id === row.id).map((l) => l.collection_id);
        await recordAudit(tx, actor, ENTITY, row.id, 'delete', toAdvertisement(row, collectionIds), null);
      }
      return rows.map((r) => r.id);
    }
    const visible = action === 'show';
    const rows = await tx
      .update(ads)
      .set({ visible, updated_at: new Date() })
      .where(and(inArray(ads.id, unique), ne(ads.visible, visible)))
      .returning({ id: ads.id });
    for (const row of rows) {
      await recordAudit(tx, actor, ENTITY, row.id, 'update', { visible: !visible }, { visible });
    }
    return rows.map((r) => r.id);
  });
}
