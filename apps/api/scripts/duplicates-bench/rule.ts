import {
  BANDS,
  bandsOf,
  CROP_DISTANCE,
  CROP_PROBE_BANDS,
  compareMedia,
  hashesOf,
  indexedHashesOf,
  type MediaSignals,
} from '../../src/duplicates/signals.js';

/**
 * The production rule, as the index applies it: a record is a candidate when one band of one of
 * its hashes (its crop hashes included) equals the same band of one of the other's hashes (or
 * the bytes are the same: the digest has its own index), and a candidate is a duplicate when
 * compareMedia says so.
 */
export interface BandKeys {
  /** the band values a media is stored under: every band of every hash, its crop hashes' included */
  stored: Set<string>;
  /** the band values its lookup probes: every band of its own hashes, CROP_PROBE_BANDS of its crop hashes' */
  probed: Set<string>;
}

export function bandKeys(media: MediaSignals): BandKeys {
  const stored = new Set<string>();
  const probed = new Set<string>();
  for (const hash of indexedHashesOf(media))
    for (const [band, value] of bandsOf(hash).entries()) stored.add(`${band}:${value}`);
  for (const hash of hashesOf(media))
    for (const [band, value] of bandsOf(hash).entries()) probed.add(`${band}:${value}`);
  for (const hash of media.crops ?? [])
    for (const [band, value] of bandsOf(hash).entries())
      if (band < CROP_PROBE_BANDS) probed.add(`${band}:${value}`);
  return { stored, probed };
}

/** Whether the lookup of either finds the other (each record is looked up when it is saved). */
export function isCandidate(a: MediaSignals, aKeys: BandKeys, b: MediaSignals, bKeys: BandKeys) {
  if (a.digest && a.digest === b.digest) return true;
  for (const key of aKeys.probed) if (bKeys.stored.has(key)) return true;
  for (const key of bKeys.probed) if (aKeys.stored.has(key)) return true;
  return false;
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
export const RULE = `candidate: one of ${BANDS} bands of ${64 / BANDS} bits equal, crop hashes included (${CROP_PROBE_BANDS} bands of the looked-up one's) (or same digest), then compareMedia (crop distance ${CROP_DISTANCE})`;
