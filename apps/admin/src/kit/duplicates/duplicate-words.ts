import type { DuplicatePair, DuplicateReason } from '@adlib/shared';

/** Each reason as a label ("Same file") and inside a sentence ("same file as #12"). */
const WORDS: Record<DuplicateReason, string> = {
  'same-file': 'Same file',
  'same-post': 'Same post',
  'near-picture': 'Near-identical picture',
  'near-frames': 'Near-identical frames',
  'same-copy': 'Same copy',
};

/** A pair's reasons as labels; a near picture says how near: "Near-identical picture (distance 3)". */
export function reasonLabels(pair: Pick<DuplicatePair, 'reasons' | 'distance'>): string[] {
  return pair.reasons.map((reason) =>
    reason === 'near-picture' && pair.distance !== null
      ? `${WORDS[reason]} (distance ${pair.distance})`
      : WORDS[reason],
  );
}

/** The reasons inside a sentence: "same file and same post". */
export function reasonPhrase(reasons: readonly DuplicateReason[]): string {
  const words = reasons.map((r) => WORDS[r].toLowerCase());
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "1 advertisement" / "3 advertisements". */
export const counted = (n: number, noun: readonly [string, string]) =>
  `${n.toLocaleString('en')} ${n === 1 ? noun[0] : noun[1]}`;
