import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media, mediaCropHashes, mediaHashes } from '../db/schema.js';
import { BANDS, bandsOf, CROP_BANDS } from './signals.js';

/** frame -1: the picture, or a video's poster; 0..7: its strip frames. */
export const PICTURE_FRAME = -1;
/** frames -2, -3, …: a picture's crop hashes (media/crop-hash.ts CROPS, in order), rows of media_crop_hash. */
export const CROP_FRAME_BASE = -2;

/** A hash of 16 hex digits as the signed bigint the index stores. */
export const signedHash = (hex: string): bigint => BigInt.asIntN(64, BigInt(`0x${hex}`));

/** A Postgres array literal of numbers (sent as one parameter, the same on both drivers). */
export const arrayLiteral = (values: readonly (number | bigint)[]) => `{${values.join(',')}}`;

/** A Postgres text[] literal, each element quoted (one parameter, the same on both drivers). */
export const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/** The band columns of media_hash (migration 0023): one per band of signals.ts's BANDS. */
export const BAND_COLUMNS = ['b0', 'b1', 'b2', 'b3'] as const;

/**
 * A hash's wide bands (signals.ts cropBandsOf) as SQL computes them from `hash`: the expressions of
 * the btrees media_hash_c0..c2 (partial: frame -1) and media_crop_hash_c0..c2 (migration 0034),
 * written as the index has them so that the planner matches a probe to its index.
 */
export const CROP_BAND_SQL = [
  '((h.hash & 4194303)::int)',
  '(((h.hash >> 22) & 2097151)::int)',
  '(((h.hash >> 43) & 2097151)::int)',
] as const;

/**
 * Every band a lookup probes, by the index that holds it, in the order of bandTag's numbers:
 * media_hash's b0..b3 (0-3), media_hash_c0..c2 (4-6), media_crop_hash_c0..c2 (7-9).
 */
export const PROBED_INDEXES = [
  ...BAND_COLUMNS.map((column) => `media_hash_${column}`),
  ...CROP_BAND_SQL.map((_, band) => `media_hash_c${band}`),
  ...CROP_BAND_SQL.map((_, band) => `media_crop_hash_c${band}`),
] as const;
/** bandTag's number of media_hash_c0 (the next CROP_BANDS: c1, c2). */
export const PICTURE_CROP_BAND = BAND_COLUMNS.length;
/** bandTag's number of media_crop_hash_c0 (the next CROP_BANDS: c1, c2). */
export const CROP_ROW_BAND = BAND_COLUMNS.length + CROP_BAND_SQL.length;

/** A band value as the lookup names it: its index's number in PROBED_INDEXES × 2^32 + the value (common-bands.ts). */
export const bandTag = (band: number, value: number) => band * 2 ** 32 + value;

/** A hash's bands as the index's columns hold them. */
function bandColumns(hex: string) {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bandsOf(hex);
  return { b0, b1, b2, b3 };
}

/**
 * Writes the index rows of media from their rows (once ready): each picture's hash and each strip
 * frame's in media_hash, each crop hash in media_crop_hash (their wide bands are the indexes' expressions).
 * Rewrites them whole, so a media processed again is indexed as it is now; one statement for
 * each delete and each insert, whatever the number of media.
 */
export async function writeMediaHashes(db: Db, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  const rows = await db
    .select({
      key: media.source_key,
      phash: media.phash,
      frames: media.strip_phashes,
      crops: media.crop_phashes,
      state: media.state,
    })
    .from(media)
    .where(inArray(media.source_key, [...keys]));
  const ready = rows.filter((row) => row.state === 'ready');
  const valid = (h: { hex: string }) => /^[0-9a-f]{16}$/i.test(h.hex);
  const hashes = ready
    .flatMap((row) => [
      ...(row.phash ? [{ key: row.key, frame: PICTURE_FRAME, hex: row.phash }] : []),
      ...(row.frames ?? []).map((hex, frame) => ({ key: row.key, frame, hex })),
    ])
    .filter(valid);
  const crops = ready
    .flatMap((row) =>
      (row.crops ?? []).map((hex, at) => ({ key: row.key, frame: CROP_FRAME_BASE - at, hex })),
    )
    .filter(valid);
  await db.transaction(async (tx) => {
    await tx.delete(mediaHashes).where(inArray(mediaHashes.source_key, [...keys]));
    await tx.delete(mediaCropHashes).where(inArray(mediaCropHashes.source_key, [...keys]));
    if (hashes.length)
      await tx.insert(mediaHashes).values(
        hashes.map((h) => ({
          source_key: h.key,
          frame: h.frame,
          hash: signedHash(h.hex),
          ...bandColumns(h.hex),
        })),
      );
    if (crops.length)
      await tx.insert(mediaCropHashes).values(
        crops.map((h) => ({
          source_key: h.key,
          frame: h.frame,
          hash: signedHash(h.hex),
        })),
      );
  });
}

// Checked at load: the table has one column per band. Another BANDS needs a migration (and
// the rows written again), which decision 024 weighs against the index-only probe it buys.
if (BANDS !== BAND_COLUMNS.length)
  throw new Error(`media_hash has ${BAND_COLUMNS.length} band columns, signals.ts BANDS is ${BANDS}`);
if (CROP_BANDS !== CROP_BAND_SQL.length)
  throw new Error(
    `the wide band indexes are ${CROP_BAND_SQL.length}, signals.ts CROP_BANDS is ${CROP_BANDS}`,
  );
