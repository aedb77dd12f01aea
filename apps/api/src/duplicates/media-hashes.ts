import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media, mediaHashes } from '../db/schema.js';
import { BANDS, bandsOf } from './signals.js';

/** frame -1: the picture, or a video's poster; 0..7: its strip frames. */
export const PICTURE_FRAME = -1;

/** A hash of 16 hex digits as the signed bigint the index stores. */
export const signedHash = (hex: string): bigint => BigInt.asIntN(64, BigInt(`0x${hex}`));

/** A Postgres array literal of numbers (sent as one parameter, the same on both drivers). */
export const arrayLiteral = (values: readonly (number | bigint)[]) => `{${values.join(',')}}`;

/** A Postgres text[] literal, each element quoted (one parameter, the same on both drivers). */
export const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** The band columns of media_hash (migration 0023): one per band of signals.ts's BANDS. */
export const BAND_COLUMNS = ['b0', 'b1', 'b2', 'b3'] as const;

/** A band value as the lookup names it: its band's number × 2^32 + the value (common-bands.ts). */
export const bandTag = (band: number, value: number) => band * 2 ** 32 + value;

/** A hash's bands as the index's columns hold them. */
function bandColumns(hex: string) {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bandsOf(hex);
  return { b0, b1, b2, b3 };
}

/**
 * Writes the index rows of media from their rows (once ready): each picture's hash and each
 * strip frame's. Rewrites them whole, so a media processed again is indexed as it is now; one
 * statement for the delete and one for the insert, whatever the number of media.
 */
export async function writeMediaHashes(db: Db, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  const rows = await db
    .select({ key: media.source_key, phash: media.phash, frames: media.strip_phashes, state: media.state })
    .from(media)
    .where(inArray(media.source_key, [...keys]));
  const hashes = rows
    .filter((row) => row.state === 'ready')
    .flatMap((row) => [
      ...(row.phash ? [{ key: row.key, frame: PICTURE_FRAME, hex: row.phash }] : []),
      ...(row.frames ?? []).map((hex, frame) => ({ key: row.key, frame, hex })),
    ])
    .filter((h) => /^[0-9a-f]{16}$/i.test(h.hex));
  await db.transaction(async (tx) => {
    await tx.delete(mediaHashes).where(inArray(mediaHashes.source_key, [...keys]));
    if (hashes.length)
      await tx.insert(mediaHashes).values(
        hashes.map((h) => ({
          source_key: h.key,
          frame: h.frame,
          hash: signedHash(h.hex),
          ...bandColumns(h.hex),
        })),
      );
  });
}

// Checked at load: the table has one column per band. Another BANDS needs a migration (and
// the rows written again), which decision 024 weighs against the index-only probe it buys.
if (BANDS !== BAND_COLUMNS.length)
  throw new Error(`media_hash has ${BAND_COLUMNS.length} band columns, signals.ts BANDS is ${BANDS}`);
