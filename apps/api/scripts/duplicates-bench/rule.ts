import {
  BANDS,
  bandsOf,
  CROP_BANDS,
  CROP_DISTANCE,
  compareMedia,
  cropBandsOf,
  hashesOf,
  type MediaSignals,
} from '../../src/duplicates/signals.js';

/**
 * The production rule, as the index applies it (decision 024): a record is a candidate when one
 * band of one of its own hashes equals the same band of one of the other's own hashes, or one
 * wide band of its picture's hash equals the same wide band of one of the other's crop hashes
 * (either way round), or the bytes are the same (the digest has its own index); a candidate is a
 * duplicate when compareMedia says so.
 */
export interface BandKeys {
  /** every band of every own hash (media_hash b0..b3): stored and probed alike */
  own: Set<string>;
  /** the wide bands of its picture's hash (media_hash c0..c2, frame -1) */
  picture: Set<string>;
  /** the wide bands of its crop hashes (media_crop_hash c0..c2) */
  crops: Set<string>;
}

export function bandKeys(media: MediaSignals): BandKeys {
  const own = new Set<string>();
  const picture = new Set<string>();
  const crops = new Set<string>();
  for (const hash of hashesOf(media))
    for (const [band, value] of bandsOf(hash).entries()) own.add(`${band}:${value}`);
  if (media.phash)
    for (const [band, value] of cropBandsOf(media.phash).entries()) picture.add(`${band}:${value}`);
  for (const hash of media.crops ?? [])
    for (const [band, value] of cropBandsOf(hash).entries()) crops.add(`${band}:${value}`);
  return { own, picture, crops };
}

const meets = (x: Set<string>, y: Set<string>) => {
  for (const key of x) if (y.has(key)) return true;
  return false;
};

/** Whether the lookup of either finds the other (each record is looked up when it is saved). */
export function isCandidate(a: MediaSignals, aKeys: BandKeys, b: MediaSignals, bKeys: BandKeys) {
  if (a.digest && a.digest === b.digest) return true;
  return (
    meets(aKeys.own, bKeys.own) || meets(aKeys.picture, bKeys.crops) || meets(bKeys.picture, aKeys.crops)
  );
}

/** A pair to judge: whether it is truly one creative, and the row of the table it counts in. */
export interface Pair {
  a: MediaSignals;
  b: MediaSignals;
  same: boolean;
  kind: string;
}

export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

const emptyConfusion = (): Confusion => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

/** Counts each pair by kind (and under "overall") at one near distance and one crop distance. */
export function confusionAt(pairs: Pair[], near: number, crop = CROP_DISTANCE): Map<string, Confusion> {
  const keys = new Map<MediaSignals, BandKeys>();
  const keysOf = (m: MediaSignals) => {
    const known = keys.get(m);
    if (known) return known;
    const made = bandKeys(m);
    keys.set(m, made);
    return made;
  };
  const table = new Map<string, Confusion>();
  const add = (kind: string, field: keyof Confusion) => {
    const row = table.get(kind) ?? emptyConfusion();
    row[field]++;
    table.set(kind, row);
  };
  for (const { a, b, same, kind } of pairs) {
    const found = isCandidate(a, keysOf(a), b, keysOf(b)) && compareMedia(a, b, near, crop) !== null;
    const field = same ? (found ? 'tp' : 'fn') : found ? 'fp' : 'tn';
    add(kind, field);
    add('overall', field);
  }
  return table;
}

export const recall = (c: Confusion) => (c.tp + c.fn === 0 ? null : c.tp / (c.tp + c.fn));
export const precision = (c: Confusion) => (c.tp + c.fp === 0 ? null : c.tp / (c.tp + c.fp));

/** Which band layout is measured: printed with the tables. */
export const RULE = `candidate: one of ${BANDS} bands of ${64 / BANDS} bits of the own hashes equal, or one of ${CROP_BANDS} wide bands of a picture's hash and a crop hash (or same digest), then compareMedia (crop distance ${CROP_DISTANCE})`;
