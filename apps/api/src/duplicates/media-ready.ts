import { DUPLICATE_AREAS } from '@adlib/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { AREA_SQL } from './areas.js';
import { CROP_BAND_SQL, textArrayLiteral, writeMediaHashes } from './media-hashes.js';
import { checkRecord } from './pairs.js';

/** The most records of one batch of media checked at once (a creative shown by more is checked by their saves). */
const RECORDS_CAP = 100;

/** `x`'s and `y`'s hash share a wide band (media-hashes.ts CROP_BAND_SQL, written for `h`). */
const bandsEqual = (x: string, y: string) =>
  sql.raw(
    CROP_BAND_SQL.map((e) => `${e.replaceAll('h.', `${x}.`)} = ${e.replaceAll('h.', `${y}.`)}`).join(' or '),
  );

/**
 * The media among `keys` whose hashes share a band with another media's: only those can be
 * near-identical to something (decision 024: a lookup starts from a shared band: of its own
 * hashes, or a wide band of its picture's hash and a crop hash, either way round), or be the same
 * file (equal bytes give equal hashes).
 */
async function withBandMates(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const list = textArrayLiteral(keys);
  const result = await db.execute(sql`
    select distinct h.source_key as key from media_hash h
    where h.source_key = any(${list}::text[]) and exists (
      select 1 from media_hash o where o.source_key <> h.source_key
        and (o.b0 = h.b0 or o.b1 = h.b1 or o.b2 = h.b2 or o.b3 = h.b3))
    union
    select h.source_key from media_hash h
    where h.source_key = any(${list}::text[]) and h.frame = -1 and exists (
      select 1 from media_crop_hash c where c.source_key <> h.source_key
        and (${bandsEqual('c', 'h')}))
    union
    select c.source_key from media_crop_hash c
    where c.source_key = any(${list}::text[]) and exists (
      select 1 from media_hash h where h.frame = -1 and h.source_key <> c.source_key
        and (${bandsEqual('c', 'h')}))`);
  return new Set((result.rows as { key: string }[]).map((r) => r.key));
}

/**
 * Media became ready (media-jobs/media-rows.ts markReady, inside the durable media-process job):
 * their hashes are indexed, then the records showing them are checked (their pairs by picture
 * and frames could not be found before). A record is checked when its media has a band-mate
 * (something its picture could match), when another record of its area shows the same media
 * (records written without a save's check, as the demo library's, share files), or when it has
 * open pairs (a media processed again may no longer match): a picture like no other adds no
 * pair, and the record's save already checked its copy and links, so most of a backfill's
 * media cost no lookup at all. Records in
 * the trash are not in their tables: not checked.
 */
export async function duplicatesOnMediaReady(db: Db, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await writeMediaHashes(db, keys);
  const mates = await withBandMates(db, keys);
  const rows = await db
    .select({ key: media.source_key, url: media.source_url })
    .from(media)
    .where(inArray(media.source_key, [...keys]));
  const urls = rows.map((r) => r.url);
  const matched = rows.filter((r) => mates.has(r.key)).map((r) => r.url);
  if (!urls.length) return;
  for (const area of DUPLICATE_AREAS) {
    const a = AREA_SQL[area];
    const table = sql.raw(`"${a.table}"`);
    const column = sql.raw(`r."${a.media}"`);
    const result = await db.execute(sql`
      select r.id from ${table} r
      where ${column} = any(${textArrayLiteral(matched)}::text[])
        or (${column} = any(${textArrayLiteral(urls)}::text[]) and (
          exists (select 1 from ${table} o where o.${sql.raw(`"${a.media}"`)} = ${column} and o.id <> r.id)
          or exists (select 1 from duplicate_pair p where p.area = ${area} and p.state = 'open'
            and (p.a_id = r.id or p.b_id = r.id))))
      order by r.id limit ${RECORDS_CAP}`);
    for (const { id } of result.rows as { id: number }[]) await checkRecord(db, area, id);
  }
}
