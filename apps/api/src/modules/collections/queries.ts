import type { Collection } from '@adlib/shared';
import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collections } from '../../db/schema.js';

/** Every collection, highest order first, each with the ids of its ads (one query). */
export async function listCollections(db: Db): Promise<Collection[]> {
  const rows = await db
    .select({
      id: collections.id,
      order: collections.order,
      title: collections.title,
      public: collections.public,
      is_new: collections.is_new,
      collection_date: collections.collection_date,
      tags: collections.tags,
      roles: collections.roles,
      active: collections.active,
      bulked: collections.bulked,
      created_at: collections.created_at,
      updated_at: collections.updated_at,
      ad_ids: sql<
        number[]
      >`array(select ac.advertisement_id from advertisement_collections ac where ac.collection_id = ${collections.id} order by 1)`,
    })
    .from(collections)
    .orderBy(desc(collections.order), asc(collections.id));
  return rows.map(({ ad_ids, ...row }) => ({
    ...row,
    advertisements: ad_ids.map((id) => ({ id })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}
