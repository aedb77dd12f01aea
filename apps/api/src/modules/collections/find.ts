import { type FoundRecord, INT_MAX } from '@adlib/shared';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collections } from '../../db/schema.js';
import { searchPattern } from '../../db/search-text.js';
import type { Finder } from '../../lists/index.js';

const ID = /^\d{1,10}$/;

/**
 * The command palette's search of collections (no list on the engine): by id, or by words of the
 * title, highest order first as the screen shows them. A few hundred rows: no index needed.
 */
export function collectionFinder(db: Db): Finder {
  return {
    area: 'collections',
    role: 'super',
    async find(q, perArea) {
      const byTitle = sql`lower(${collections.title}) like ${searchPattern(q)}`;
      const byId = ID.test(q) && Number(q) <= INT_MAX ? eq(collections.id, Number(q)) : undefined;
      const rows = await db
        .select({ id: collections.id, title: collections.title, month: collections.collection_date })
        .from(collections)
        .where(byId ? or(byId, byTitle) : byTitle)
        .orderBy(desc(collections.order), collections.id)
        .limit(perArea);
      return rows.map(
        (r): FoundRecord => ({ area: 'collections', id: r.id, title: r.title, detail: r.month }),
      );
    },
  };
}
