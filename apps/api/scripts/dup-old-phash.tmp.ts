import { type RawImage, sharpOf } from '../src/media/raw-image.js';

/**
 * A 64-bit perceptual hash (pHash): the picture at 32 × 32 in grey, its lowest 8 × 8 frequencies
 * (a DCT), one bit per frequency set when it is above their median. A re-encoded or resized copy
 * keeps nearly every bit; a different picture differs in about half. Written as 16 hex digits.
 */
const SIZE = 32;
const KEPT = 8;

/** cos((2x + 1)uπ / 2N) for the kept frequencies u and every position x. */
const COSINES = Array.from({ length: KEPT }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

function lowFrequencies(grey: Uint8Array): number[] {
  // separable DCT: along the rows first, then down the columns, only for the kept frequencies
  const rows = Array.from({ length: SIZE }, (_, y) =>
    COSINES.map((cos) => cos.reduce((sum, c, x) => sum + c * (grey[y * SIZE + x] ?? 0), 0)),
  );
  const out: number[] = [];
  for (const cosV of COSINES)
    for (let u = 0; u < KEPT; u++) out.push(cosV.reduce((sum, c, y) => sum + c * (rows[y]?.[u] ?? 0), 0));
  return out;
}

export async function perceptualHash(image: RawImage): Promise<string> {
  const grey = await sharpOf(image)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const freqs = lowFrequencies(grey);
  // the median leaves out the first (DC) term: it is the mean brightness, not the picture's shape
  const median = [...freqs.slice(1)].sort((a, b) => a - b)[(freqs.length - 1) >> 1] ?? 0;
  let bits = 0n;
  for (const f of freqs) bits = (bits << 1n) | (f > median ? 1n : 0n);
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes: 0 for the same picture, ~32 for unrelated ones. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; diff; diff &= diff - 1n) count++;
  return count;
}
