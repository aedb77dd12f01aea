import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bandTag, PROBED_COLUMNS } from './media-hashes.js';

/**
 * A band value more hashes share than this is not probed: real pHashes are far from uniform (a
 * plain background gives the same band to thousands of pictures), and one such value would make
 * a lookup read all of them. A near copy still shares another of its bands in nearly every case
 * (decision 024 measures it), and the same file is still found by its digest.
 */
export const COMMON_ROWS = 2000;
/** How long the list is kept before it is read again (it changes with ANALYZE only). */
const TTL_MS = 10 * 60 * 1000;

const cache = new WeakMap<Db, { at: number; tags: Promise<Set<number>> }>();

/**
 * The band values (media-hashes.ts bandTag) shared by more than COMMON_ROWS hashes, read from
 * the planner's statistics of the probed band columns (media_hash's b0..b3 and c0..c2,
 * media_crop_hash's c0..c2: ANALYZE's most common values, kept by autovacuum): no table to
 * maintain. Empty before the first ANALYZE.
 */
export function commonBands(db: Db): Promise<Set<number>> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.tags;
  const tags = readCommonBands(db).catch(() => new Set<number>());
  cache.set(db, { at: Date.now(), tags });
  return tags;
}

async function readCommonBands(db: Db): Promise<Set<number>> {
  const result = await db.execute<{ tab: string; band: string; value: string }>(sql`
    select s.tablename as tab, s.attname as band, e.value::text as value
    from pg_stats s
    join pg_class c on c.relname = s.tablename and c.relnamespace = (select oid from pg_namespace where nspname = s.schemaname)
    cross join lateral unnest(s.most_common_vals::text::int[], s.most_common_freqs) as e(value, freq)
    where s.schemaname = current_schema() and s.tablename in ('media_hash', 'media_crop_hash')
      and (s.tablename || '.' || s.attname) in (${sql.join(
        PROBED_COLUMNS.map((p) => sql`${`${p.table}.${p.column}`}`),
        sql`, `,
      )})
      and e.freq * c.reltuples > ${COMMON_ROWS}`);
  const at = (tab: string, band: string) =>
    PROBED_COLUMNS.findIndex((p) => p.table === tab && p.column === band);
  return new Set(result.rows.map((r) => bandTag(at(r.tab, r.band), Number(r.value))));
}

/** Forgets the cached list (tests, and the bench after its ANALYZE). */
export const forgetCommonBands = (db: Db) => cache.delete(db);
