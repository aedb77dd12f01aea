import type { DuplicateReason } from '@adlib/shared';
import { hammingDistance } from '../media/perceptual-hash.js';

/**
 * What makes two creatives one (issue 26), as pure functions over what media processing stored
 * (media.digest, media.phash, media.strip_phashes) and the records' copy. The index
 * (decision 024) finds candidates by exact match on a band of a hash; these functions decide.
 * bench:duplicates measures them on a generated set: change a constant there, not here alone.
 */

/**
 * Two pictures at most this many bits apart (of 64) are one creative. With the hash of
 * media/perceptual-hash.ts a re-encode, a resize, a new text band or a ±10 % change of
 * brightness, saturation, contrast or gamma moves 0–5 bits, a 10 % crop or a 5° hue shift up to
 * 5 (a crop of one side, rarely, more); the same layout in colours 20° apart (another
 * colourway) is 6 or more but for a few demo pictures whose colours are closer still, and
 * unrelated photos are 21 apart in the median (bench:duplicates and docs/performance.md
 * "Duplicates accuracy" have the curve this was chosen on).
 */
export const NEAR_DISTANCE = 5;
/**
 * A picture whose hash is at most this many bits from one of the other's crop hashes (either way
 * round) is a cropped copy of it: the second signal, made for crops (media/crop-hash.ts). A
 * crop of 10 % of one side or 5 % of every side moves the hash itself by 6 or more bits in half
 * the cases, but lands within 0–2 bits of the matching crop hash. Tighter than NEAR_DISTANCE: a
 * picture has 5 crop hashes, each compared both ways, so every bit of slack here admits ten
 * times the chances of a false match (over the demo library's 87,990 pairs of different
 * pictures: 2 more pairs at 2, 11 at 3, 38 at 4; bench:duplicates prints them).
 */
export const CROP_DISTANCE = 2;
/**
 * A picture's hash and the crop hashes it is matched against (CROP_DISTANCE) are indexed in this
 * many wide bands (cropBandsOf: 22, 21 and 21 bits), apart from the BANDS of the near match:
 * CROP_DISTANCE differing bits spoil at most CROP_DISTANCE bands, so one is whole and a hash within
 * CROP_DISTANCE of a crop hash is always a candidate, while a band value of 21 bits is shared by
 * ~2 crop hashes at 1,000,000 ads, not ~50 (decision 024).
 */
export const CROP_BANDS = CROP_DISTANCE + 1;
/**
 * A 64-bit hash is indexed as BANDS bands of 64 / BANDS bits: a candidate shares one band exactly.
 * media/perceptual-hash.ts lays its bits out for these bands: each mixes colour bits with layout
 * bits, so a copy nearly always keeps one whole (a crop or a hue shift leaves some band alone)
 * and unrelated pictures seldom share one.
 */
export const BANDS = 4;
const BAND_BITS = 64 / BANDS;
/** Two videos are one creative when at least this many of one's strip frames have a near frame in the other's. */
export const NEAR_FRAMES = 5;

/** What one media gives the comparison: from its media row once ready. */
export interface MediaSignals {
  /** SHA-256 of the bytes (hex) */
  digest: string | null;
  /** the picture's (or a video's poster's) pHash, 16 hex digits */
  phash: string | null;
  /** a video's strip frames' pHashes */
  frames: string[] | null;
  /** a picture's crop hashes (media.crop_phashes, media/crop-hash.ts); none for a video or an older recipe */
  crops?: string[] | null;
}

/** A hash's bands as signed 32-bit integers (what the index stores and matches on). */
export function bandsOf(hash: string): number[] {
  const bits = BigInt(`0x${hash}`);
  const mask = (1n << BigInt(BAND_BITS)) - 1n;
  return Array.from({ length: BANDS }, (_, band) => Number((bits >> BigInt(band * BAND_BITS)) & mask));
}

/** A hash's CROP_BANDS wide bands, low bits first, the first bands a bit wider (what the indexes media_crop_hash_c0..c2 and media_hash_c0..c2 compute: media-hashes.ts CROP_BAND_SQL). */
export function cropBandsOf(hash: string): number[] {
  const bits = BigInt(`0x${hash}`);
  const bands: number[] = [];
  for (let band = 0, from = 0; band < CROP_BANDS; band++) {
    const width = Math.floor(64 / CROP_BANDS) + (band < 64 % CROP_BANDS ? 1 : 0);
    bands.push(Number((bits >> BigInt(from)) & ((1n << BigInt(width)) - 1n)));
    from += width;
  }
  return bands;
}

/** The hashes a media is indexed under: its picture's, and each strip frame's. */
export function hashesOf(media: MediaSignals): string[] {
  return [...(media.phash ? [media.phash] : []), ...(media.frames ?? [])];
}

/** Every hash a media is indexed under: hashesOf's, then its crop hashes (media_crop_hash, frames CROP_FRAME_BASE and below). */
export function indexedHashesOf(media: MediaSignals): string[] {
  return [...hashesOf(media), ...(media.crops ?? [])];
}

/** The smallest distance between one picture's hash and the other's crop hashes, both ways round (null: none to compare). */
export function cropDistance(a: MediaSignals, b: MediaSignals): number | null {
  let best: number | null = null;
  for (const [x, crops] of [
    [a.phash, b.crops],
    [b.phash, a.crops],
  ] as const)
    if (x) for (const y of crops ?? []) best = Math.min(best ?? 64, hammingDistance(x, y));
  return best;
}

/** The smallest distance between any hash of `a` and any of `b` (null when either has none). */
function closest(a: string[], b: string[]): number | null {
  let best: number | null = null;
  for (const x of a) for (const y of b) best = Math.min(best ?? 64, hammingDistance(x, y));
  return best;
}

/** How many of `a`'s frames have a frame of `b` within `near`. */
function nearFrames(a: string[], b: string[], near: number): number {
  return a.filter((x) => b.some((y) => hammingDistance(x, y) <= near)).length;
}

export interface MediaMatch {
  reasons: DuplicateReason[];
  /** the smallest pHash distance found (null: compared by bytes only) */
  distance: number | null;
}

/**
 * Whether two media are one creative, and why; null when they are not. Two pictures are when
 * their hashes are within `near`, or one's hash is within `crop` of the other's crop hashes (a
 * cropped copy). `near` and `crop` are NEAR_DISTANCE and CROP_DISTANCE but for bench:duplicates,
 * which draws the threshold curves with them.
 */
export function compareMedia(
  a: MediaSignals,
  b: MediaSignals,
  near = NEAR_DISTANCE,
  crop = CROP_DISTANCE,
): MediaMatch | null {
  const reasons: DuplicateReason[] = [];
  if (a.digest && a.digest === b.digest) reasons.push('same-file');
  const distance = closest(hashesOf(a), hashesOf(b));
  const bothVideos = (a.frames?.length ?? 0) > 0 && (b.frames?.length ?? 0) > 0;
  if (bothVideos) {
    const fa = a.frames ?? [];
    const fb = b.frames ?? [];
    if (
      Math.min(nearFrames(fa, fb, near), nearFrames(fb, fa, near)) >=
      Math.min(NEAR_FRAMES, fa.length, fb.length)
    )
      reasons.push('near-frames');
  } else if (a.phash && b.phash && hammingDistance(a.phash, b.phash) <= near) {
    reasons.push('near-picture');
  } else if ((cropDistance(a, b) ?? 64) <= crop) {
    // a cropped copy: the same reason for staff (a near-identical picture); its distance is the crop hash's
    reasons.push('near-picture');
    return { reasons, distance: cropDistance(a, b) };
  }
  return reasons.length > 0 ? { reasons, distance } : null;
}

/**
 * An ad's copy as compared: the brand, primary text and headline, lower-cased, with runs of
 * anything but letters and digits made one space. Null when there is no text to compare (a
 * brand alone is not a creative). Two ads with equal keys have "same-copy".
 */
export function copyKey(ad: {
  name: string;
  primary_text: string | null;
  headline: string | null;
}): string | null {
  const norm = (text: string | null) =>
    (text ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const copy = `${norm(ad.primary_text)} | ${norm(ad.headline)}`;
  if (copy === ' | ') return null;
  return `${norm(ad.name)} | ${copy}`;
}
