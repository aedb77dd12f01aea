// Decision 024, migration 0034: a library indexed before it keeps its crop hashes. The crop rows
// of media_hash move to media_crop_hash, and the wide bands the new indexes compute in SQL are
// the ones the lookup probes.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { mediaCropHashes, mediaHashes } from '../src/db/schema.js';
import { CROP_BAND_SQL } from '../src/duplicates/media-hashes.js';
import { bandsOf, cropBandsOf } from '../src/duplicates/signals.js';
import { migrationsBefore } from './migrations-before.js';

const bandValues = (hex: string) => {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bandsOf(hex);
  return sql`${b0}, ${b1}, ${b2}, ${b3}`;
};
const signed = (hex: string) => BigInt.asIntN(64, BigInt(`0x${hex}`));

it('0034 moves the crop rows to media_crop_hash; the indexes compute the wide bands as the lookup does', async () => {
  const { before, all } = migrationsBefore('0034_crop_hash_table');
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate(before);
    const { db } = database;
    const picture = 'f0e1d2c3b4a59687';
    const crops = ['8000000000000001', 'fedcba9876543210'];
    const frames = ['0123456789abcdef', '1111222233334444'];
    await db.execute(sql`insert into media (source_key, source_url, state, phash, crop_phashes, strip_phashes)
      values ('p', 'http://localhost/media/p', 'ready', ${picture}, ${JSON.stringify(crops)}::jsonb, null),
             ('v', 'http://localhost/media/v', 'ready', ${frames[0]}, null, ${JSON.stringify(frames)}::jsonb)`);
    // as recipe 5 indexed them: the crop hashes as frames -2, -3 of media_hash
    await db.execute(sql`insert into media_hash (source_key, frame, hash, b0, b1, b2, b3) values
      ('p', -1, ${signed(picture)}, ${bandValues(picture)}),
      ('p', -2, ${signed(crops[0] ?? '')}, ${bandValues(crops[0] ?? '')}),
      ('p', -3, ${signed(crops[1] ?? '')}, ${bandValues(crops[1] ?? '')}),
      ('v', -1, ${signed(frames[0] ?? '')}, ${bandValues(frames[0] ?? '')}),
      ('v', 0, ${signed(frames[0] ?? '')}, ${bandValues(frames[0] ?? '')}),
      ('v', 1, ${signed(frames[1] ?? '')}, ${bandValues(frames[1] ?? '')})`);
    await database.migrate(all);
    const own = await db.select().from(mediaHashes).orderBy(mediaHashes.source_key, mediaHashes.frame);
    expect(own.map((h) => [h.source_key, h.frame])).toEqual([
      ['p', -1],
      ['v', -1],
      ['v', 0],
      ['v', 1],
    ]);
    const moved = await db.select().from(mediaCropHashes).orderBy(mediaCropHashes.frame);
    expect(moved).toEqual([
      { source_key: 'p', frame: -3, hash: signed(crops[1] ?? '') },
      { source_key: 'p', frame: -2, hash: signed(crops[0] ?? '') },
    ]);
    // the wide bands the indexes compute in SQL (media-hashes.ts CROP_BAND_SQL) are cropBandsOf's
    for (const hex of [picture, ...crops]) {
      const bands = await db.execute<{ band: number }>(sql`
        select unnest(array[${sql.raw(CROP_BAND_SQL.join(', '))}]) as band
        from (select ${signed(hex)}::bigint as hash) h`);
      expect(bands.rows.map((r) => r.band)).toEqual(cropBandsOf(hex));
    }
  } finally {
    await database.close();
  }
});
