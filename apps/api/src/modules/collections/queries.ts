import {
  type Collection,
  type CollectionCreate,
  type CollectionValues,
  NEW_COLLECTION_ORDER_STEP,
} from '@adlib/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { linkRows, recordTrash } from '../../area/record-trash.js';
import type { AuthUser } from '../../auth/roles.js';
import type { Tx } from '../../db/audit.js';
import { auditedInsert } from '../../db/audited-insert.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { advertisementCollections, advertisements, collections, roles } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

type CollectionRow = typeof collections.$inferSelect;

/**
 * Every collection (or the one of `id`), highest order first, each with the number of its ads.
 * The counts come from one grouped aggregate joined in, not a count per row; the ads' ids are
 * not sent (a bulked collection may hold tens of thousands, and 'N ads' opens their list).
 */
export async function listCollections(db: Db, id?: number): Promise<Collection[]> {
  const counts = db
    .select({
      collection_id: advertisementCollections.collection_id,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(advertisementCollections)
    .where(id === undefined ? undefined : eq(advertisementCollections.collection_id, id))
    .groupBy(advertisementCollections.collection_id)
    .as('counts');
  const rows = await db
    .select({ row: collections, ad_count: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(collections)
    .leftJoin(counts, eq(counts.collection_id, collections.id))
    .where(id === undefined ? undefined : eq(collections.id, id))
    .orderBy(desc(collections.order), asc(collections.id));
  return rows.map(({ row, ad_count }) => ({
    id: row.id,
    order: row.order,
    title: row.title,
    public: row.public,
    is_new: row.is_new,
    collection_date: row.collection_date,
    tags: row.tags,
    roles: row.roles,
    active: row.active,
    bulked: row.bulked,
    ad_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

async function getCollection(db: Db, id: number) {
  const [row] = await listCollections(db, id);
  if (!row) throw notFound('Collection');
  return row;
}

export const listRoles = (db: Db) =>
  db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));

export const COLLECTION = {
  table: collections,
  name: 'collection',
  label: 'Collection',
} satisfies AuditedEntity<CollectionRow>;

/** SPEC 9: without an order the new row goes first, the first collection's order plus 10. */
async function firstOrderPlusStep(tx: Tx) {
  const [row] = await tx.select({ top: sql<number | null>`max(${collections.order})` }).from(collections);
  return (row?.top ?? -NEW_COLLECTION_ORDER_STEP) + NEW_COLLECTION_ORDER_STEP;
}

/** The stored columns of a row's form but its order (a create without one goes first). */
const toColumns = (input: CollectionCreate) => ({
  title: input.title,
  public: input.public,
  is_new: input.is_new,
  collection_date: input.collection_date,
  tags: input.tags,
  roles: input.roles,
  active: input.active,
});

const createCollection = (db: Db, actor: AuthUser | undefined, input: CollectionCreate) =>
  auditedInsert(db, actor, COLLECTION, async (tx) => ({
    ...toColumns(input),
    order: input.order ?? (await firstOrderPlusStep(tx)),
  }));

/** One audited update of a collection's columns; `seen` makes it conditional (409 when stale). */
function setCollection(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  set: Partial<typeof collections.$inferInsert>,
  seen?: string,
) {
  return auditedWrite(db, actor, COLLECTION, {
    action: 'update',
    id,
    seen,
    apply: async (tx) => {
      const [after] = await tx
        .update(collections)
        .set({ ...set, updated_at: new Date() })
        .where(eq(collections.id, id))
        .returning();
      return after;
    },
    audit: (after, before) => ({ id, before, after: after ?? null }),
  });
}

const updateCollection = (db: Db, actor: AuthUser | undefined, id: number, input: CollectionValues) =>
  setCollection(db, actor, id, { ...toColumns(input), order: input.order }, input.updated_at);

/** The New toggle: saved at once, whatever else the row holds unsaved (no version check). */
export const setCollectionNew = (db: Db, actor: AuthUser | undefined, id: number, isNew: boolean) =>
  setCollection(db, actor, id, { is_new: isNew });

/**
 * A deleted collection goes to the trash with its ad links kept aside (decision 018); its ads
 * stay (unlinked). A restore puts back the links of the ads that still exist (the ads'
 * collection_ids follow through the link table's triggers).
 */
const { trash: COLLECTION_TRASH, remove: deleteCollection } = recordTrash(COLLECTION, {
  label: collections.title,
  links: [
    linkRows(
      advertisementCollections.collection_id,
      advertisementCollections.advertisement_id,
      advertisements,
    ),
  ],
});

/** A save's answer: the id and the new version. */
const saved = (id: number, row: { updated_at: Date } | undefined) => ({ id, updated_at: row?.updated_at });

/** The records behind collectionContract's record calls. */
export const collectionRecords = {
  entity: COLLECTION,
  trash: COLLECTION_TRASH,
  all: async (db: Db) => ({ records: await listCollections(db) }),
  get: getCollection,
  create: async (db: Db, actor: AuthUser | undefined, input: CollectionCreate) => {
    const row = await createCollection(db, actor, input);
    return saved(row.id, row);
  },
  update: async (db: Db, actor: AuthUser | undefined, id: number, input: CollectionValues) =>
    saved(id, await updateCollection(db, actor, id, input)),
  remove: deleteCollection,
};
