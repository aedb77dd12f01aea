import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { BAND_COLUMNS, bandTag, PROBED_INDEXES } from './media-hashes.js';

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
 * the planner's statistics (ANALYZE's most common values, kept by autovacuum): of media_hash's
 * band columns b0..b3, and of the expression indexes of the wide bands (media_hash_c0..c2,
 * media_crop_hash_c0..c2: statistics of an index's expression are kept under the index's name).
 * No table to maintain. Empty before the first ANALYZE.
 */
export function commonBands(db: Db): Promise<Set<number>> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.tags;
  const tags = readCommonBands(db).catch(() => new Set<number>());
  cache.set(db, { at: Date.now(), tags });
  return tags;
}

async function readCommonBands(db: Db): Promise<Set<number>> {
  // a column's statistics are under its table's name, an expression's under its index's
  const names = PROBED_INDEXES.map((index, at) =>
    at < BAND_COLUMNS.length ? `media_hash.${BAND_COLUMNS[at]}` : `${index}.`,
  );
  const result = await db.execute<{ name: string; value: string; expression: boolean }>(sql`
    select s.tablename || '.' || case when c.relkind = 'i' then '' else s.attname end as name,
      e.value::text as value
    from pg_stats s
    join pg_class c on c.relname = s.tablename and c.relnamespace = (select oid from pg_namespace where nspname = s.schemaname)
    cross join lateral unnest(s.most_common_vals::text::int[], s.most_common_freqs) as e(value, freq)
    where s.schemaname = current_schema()
      and s.tablename in ('media_hash', ${sql.join(
        PROBED_INDEXES.slice(BAND_COLUMNS.length).map((index) => sql`${index}`),
        sql`, `,
      )})
      and (c.relkind = 'i' and s.attname not in ('hash', 'source_key') or s.attname in (${sql.join(
        BAND_COLUMNS.map((b) => sql`${b}`),
        sql`, `,
      )}))
      and e.freq * c.reltuples > ${COMMON_ROWS}`);
  return new Set(
    result.rows
      .filter((r) => names.includes(r.name))
      .map((r) => bandTag(names.indexOf(r.name), Number(r.value))),
  );
}

/** Forgets the cached list (tests, and the bench after its ANALYZE). */
export const forgetCommonBands = (db: Db) => cache.delete(db);
