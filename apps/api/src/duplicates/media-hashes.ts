import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media, mediaHashes } from '../db/schema.js';
import { BANDS, bandsOf } from './signals.js';

/** frame -1: the picture, or a video's poster; 0..7: its strip frames. */
export const PICTURE_FRAME = -1;

/** A hash of 16 hex digits as the signed bigint the index stores. */
export const signedHash = (hex: string): bigint => BigInt.asIntN(64, BigInt(`0x${hex}`));

const BAND_TAG = 2 ** 32;

/**
 * A hash's bands as the index's GIN array holds them: each band's value tagged with its band's
 * number (band × 2^32 + value), so equal values in different bands never meet.
 */
export const taggedBands = (hex: string): number[] =>
  bandsOf(hex).map((value, band) => band * BAND_TAG + value);

/** A Postgres array literal of numbers (sent as one parameter, the same on both drivers). */
export const arrayLiteral = (values: readonly (number | bigint)[]) => `{${values.join(',')}}`;

/**
 * Writes the index rows of one media from its row (once ready): its picture's hash and each
 * strip frame's. Rewrites them whole, so a media processed again is indexed as it is now.
 */
export async function writeMediaHashes(db: Db, key: string): Promise<void> {
  const [row] = await db
    .select({ phash: media.phash, frames: media.strip_phashes, state: media.state })
    .from(media)
    .where(eq(media.source_key, key));
  await db.transaction(async (tx) => {
    await tx.delete(mediaHashes).where(eq(mediaHashes.source_key, key));
    if (row?.state !== 'ready') return;
    const hashes = [
      ...(row.phash ? [{ frame: PICTURE_FRAME, hex: row.phash }] : []),
      ...(row.frames ?? []).map((hex, frame) => ({ frame, hex })),
    ].filter((h) => /^[0-9a-f]{16}$/i.test(h.hex));
    if (hashes.length)
      await tx.insert(mediaHashes).values(
        hashes.map((h) => ({
          source_key: key,
          frame: h.frame,
          hash: signedHash(h.hex),
          bands: taggedBands(h.hex),
        })),
      );
  });
}

/** Checked at load: the tags must not overflow a bigint, whatever BANDS is tuned to. */
if (BANDS < 1 || 64 % BANDS !== 0) throw new Error(`BANDS must divide 64 (is ${BANDS})`);
