import { type RawImage, sharpOf } from './raw-image.js';

/**
 * A 64-bit perceptual hash made to find the same creative again (issue 26), written as 16 hex
 * digits. The top 85 % of the picture (the bottom is where a new text band or call to action
 * goes) at 16 × 16 in luma and the two chroma planes (BT.709 Y, Cb, Cr); the lowest
 * frequencies of each (a DCT): 8 of the luma (not its mean: brightness), the mean and 3 lowest of
 * each chroma plane. Each set is divided by its own root mean square, so a brighter, more
 * contrasted or more saturated copy gives the same numbers, and each number is written as a
 * thermometer code of 4 bits (how many of −1.5, −0.5, 0.5, 1.5 it is above): a value that moves
 * one step flips one bit, so the Hamming distance grows with how far the pictures are apart.
 * No threshold sits at 0, where the many near-zero frequencies of a symmetric layout would flip
 * on every re-encode. bench:duplicates measures it; docs/performance.md has the figures.
 * Bits, most significant first: luma 1–4 | luma 5–8 | Cb 1–4 | Cr 1–4 (one band each, 4 × 16).
 */
const SIZE = 16;
/** The share of the height hashed, from the top. */
const KEPT_HEIGHT = 0.85;
const STEPS = [-1.5, -0.5, 0.5, 1.5];
/** Frequencies (down, across), lowest first: a crop or a new band moves these least. */
const LUMA = [
  [1, 0],
  [0, 1],
  [2, 0],
  [1, 1],
  [0, 2],
  [3, 0],
  [2, 1],
  [1, 2],
] as const;
const CHROMA = [
  [0, 0],
  [1, 0],
  [0, 1],
  [2, 0],
] as const;
/**
 * A root mean square under these (a DCT of 0…255 planes) is a flat picture or a grey one: then
 * the set is divided by this instead, so noise is not blown up into bits.
 */
const MIN_LUMA_RMS = 24;
const MIN_CHROMA_RMS = 48;

/** cos((2x + 1)uπ / 2N) · scale for the frequencies used, with the orthonormal DCT's scale. */
const COSINES = Array.from({ length: 4 }, (_, u) =>
  Array.from(
    { length: SIZE },
    (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE)) * Math.sqrt((u === 0 ? 1 : 2) / SIZE),
  ),
);

function coefficient(plane: Float64Array, down: number, across: number): number {
  const cv = COSINES[down] ?? [];
  const cu = COSINES[across] ?? [];
  let sum = 0;
  for (let y = 0; y < SIZE; y++) {
    let row = 0;
    for (let x = 0; x < SIZE; x++) row += (cu[x] ?? 0) * (plane[y * SIZE + x] ?? 0);
    sum += (cv[y] ?? 0) * row;
  }
  return sum;
}

/** The frequencies divided by their root mean square (or by `floor`, when that is larger). */
function normalised(values: number[], floor: number): number[] {
  const rms = Math.sqrt(values.reduce((sum, v) => sum + v * v, 0) / values.length);
  const by = Math.max(rms, floor);
  return values.map((v) => v / by);
}

export async function perceptualHash(image: RawImage): Promise<string> {
  const height = Math.max(1, Math.round(image.height * KEPT_HEIGHT));
  const rgb = await sharpOf(image)
    .extract({ left: 0, top: 0, width: image.width, height })
    .flatten({ background: '#ffffff' })
    .resize(SIZE, SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const [luma, cb, cr] = [0, 1, 2].map(() => new Float64Array(SIZE * SIZE)) as [
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  for (let i = 0; i < SIZE * SIZE; i++) {
    const [r, g, b] = [rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0];
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    luma[i] = y;
    cb[i] = (b - y) / 1.8556;
    cr[i] = (r - y) / 1.5748;
  }
  const lumaValues = normalised(
    LUMA.map(([down, across]) => coefficient(luma, down, across)),
    MIN_LUMA_RMS,
  );
  const chromaValues = normalised(
    [cb, cr].flatMap((plane) => CHROMA.map(([down, across]) => coefficient(plane, down, across))),
    MIN_CHROMA_RMS,
  );
  let bits = 0n;
  for (const value of [...lumaValues, ...chromaValues])
    for (const step of STEPS) bits = (bits << 1n) | (value > step ? 1n : 0n);
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes: 0 for the same picture, 15–30 for unrelated ones. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; diff; diff &= diff - 1n) count++;
  return count;
}
