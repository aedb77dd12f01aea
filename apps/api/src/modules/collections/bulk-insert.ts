import type { CollectionBulkInsertResult } from '@adlib/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import type { Tx } from '../../db/audit.js';
import { auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { collections } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { COLLECTION } from './queries.js';

type CollectionRow = typeof collections.$inferSelect;

/** The first instants of a YYYY-MM month and of the next one, in UTC. */
function monthRange(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, m - 1, 1)), to: new Date(Date.UTC(year, m, 1)) };
}

/**
 * The visible ads a collection gathers (decision 013): those sharing one of its tags, or, for a
 * collection without tags, those created in its month; minus the ads already linked. Written
 * so that an index answers each: `&&` over constants uses the GIN index on tags, and the month
 * is a range on (visible, created_at), never a function of every row.
 */
function matchingAds(c: CollectionRow) {
  let match: SQL;
  if (c.tags.length > 0) {
    const tags = sql.join(
      c.tags.map((tag) => sql`${tag}`),
      sql`, `,
    );
    match = sql`a.tags && array[${tags}]::text[]`;
  } else {
    const { from, to } = monthRange(c.collection_date ?? '');
    match = sql`a.created_at >= ${from.toISOString()}::timestamptz and a.created_at < ${to.toISOString()}::timestamptz`;
  }
  return sql`from advertisements a
    where a.visible and ${match}
      and not exists (select 1 from advertisement_collections l
                      where l.collection_id = ${c.id} and l.advertisement_id = a.id)`;
}

async function countMatching(tx: Tx, c: CollectionRow) {
  const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n ${matchingAds(c)}`);
  return rows[0]?.n ?? 0;
}

/** One INSERT … SELECT: the per-statement trigger (migration 0003) then refreshes collection_ids once. */
async function linkMatching(tx: Tx, c: CollectionRow) {
  const { rows } = await tx.execute<{ n: number }>(sql`with linked as (
      insert into advertisement_collections (advertisement_id, collection_id)
      select a.id, ${c.id}::int ${matchingAds(c)}
      on conflict do nothing
      returning 1)
    select count(*)::int as n from linked`);
  return rows[0]?.n ?? 0;
}

function assertCanBulk(c: CollectionRow) {
  if (c.bulked) throw conflict('This collection was already bulk inserted');
  if (c.tags.length === 0 && !c.collection_date)
    throw badRequest('Give the collection tags or a month first', {
      tags: 'Bulk Insert needs tags or a collection month',
    });
}

/** The dry run: how many ads Bulk Insert would link now. Reads only, so nothing is audited. */
export async function countBulkInsert(db: Db, id: number): Promise<CollectionBulkInsertResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(collections).where(eq(collections.id, id));
    if (!row) throw notFound(COLLECTION.label);
    assertCanBulk(row);
    return { id, linked: await countMatching(tx, row), dry_run: true };
  });
}

/** Links the matching ads and marks the collection bulked, once (a second run answers 409). */
export function bulkInsert(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
): Promise<CollectionBulkInsertResult> {
  return auditedWrite(db, actor, COLLECTION, {
    action: 'bulk-insert',
    id,
    apply: async (tx, before) => {
      assertCanBulk(before);
      const linked = await linkMatching(tx, before);
      const updated_at = new Date();
      await tx.update(collections).set({ bulked: true, updated_at }).where(eq(collections.id, id));
      return { id, linked, dry_run: false, updated_at: updated_at.toISOString() };
    },
    audit: (result, before) => ({
      id,
      before: { bulked: before.bulked },
      after: { bulked: true, linked: result.linked },
    }),
  });
}
