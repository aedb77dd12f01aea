import { DUPLICATE_AREAS } from '@adlib/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { AREA_SQL } from './areas.js';
import { writeMediaHashes } from './media-hashes.js';
import { checkRecord } from './pairs.js';

/** The most records of one media checked at once (a creative shown by more is checked by their saves). */
const RECORDS_CAP = 100;

/**
 * A media became ready (media-jobs/media-rows.ts markReady, inside the durable media-process
 * job): its hashes are indexed, then each record showing it is checked (its pairs by picture and
 * frames could not be found before). Records in the trash are not in their tables: not checked.
 */
export async function duplicatesOnMediaReady(db: Db, key: string): Promise<void> {
  await writeMediaHashes(db, key);
  const [row] = await db.select({ url: media.source_url }).from(media).where(eq(media.source_key, key));
  if (!row) return;
  for (const area of DUPLICATE_AREAS) {
    const a = AREA_SQL[area];
    const result = await db.execute(
      sql`select id from ${sql.raw(`"${a.table}"`)} where ${sql.raw(`"${a.media}"`)} = ${row.url} order by id limit ${RECORDS_CAP}`,
    );
    for (const { id } of result.rows as { id: number }[]) await checkRecord(db, area, id);
  }
}
