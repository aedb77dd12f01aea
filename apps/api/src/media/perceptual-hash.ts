import { type RawImage, sharpOf } from './raw-image.js';

/**
 * A 64-bit perceptual hash made to find the same creative again (issue 26), written as 16 hex
 * digits. The top 85 % of the picture (the bottom is where a new text band or call to action
 * goes) at 16 × 16 in luma and the two chroma planes (BT.709 Y, Cb, Cr), and the lowest
 * frequencies of each (a DCT, lowest first: a crop or a resize moves these least): 16 of the
 * luma (not its mean: brightness), and 5 of each chroma plane (their means included: the
 * colours). Each set is divided by its own root mean square, so a brighter, more contrasted or
 * more saturated copy gives the same numbers. Each number is written as a thermometer code (how
 * many of the steps it is above): a number that moves one step flips one bit, so the Hamming
 * distance grows with how far the pictures are apart. The 4 lowest luma frequencies and the two
 * chroma means carry 4 bits (steps −1.5, −0.5, 0.5, 1.5), the others 2 (−0.5, 0.5). No step
 * sits at 0, where the near-zero frequencies of a symmetric layout would flip on every re-encode.
 * bench:duplicates measures it on copies of the demo media; docs/performance.md has the figures.
 * The bits are laid out in BANDS (duplicates/signals.ts) of 16, most significant first, so that
 * each band holds robust low frequencies (a copy keeps one band whole) and enough of the rest
 * that unrelated pictures rarely share one (the index fetches every picture sharing a band).
 */
const SIZE = 16;
/** The share of the height hashed, from the top. */
const KEPT_HEIGHT = 0.85;
const FINE = [-1.5, -0.5, 0.5, 1.5];
const COARSE = [-0.5, 0.5];

/** (down, across) frequencies by increasing sum then across, the first `count`: lowest first. */
function lowest(count: number, withMean: boolean): [number, number][] {
  const all: [number, number][] = [];
  for (let sum = withMean ? 0 : 1; all.length < count; sum++)
    for (let across = 0; across <= sum && all.length < count; across++) all.push([sum - across, across]);
  return all;
}
const LUMA = lowest(16, false);
const CHROMA = lowest(5, true);
/** How many of the luma's and of the chroma's numbers (lowest first) get the fine steps. */
const FINE_LUMA = 4;
const FINE_CHROMA = 2;
/**
 * The bands: L n is the luma's n-th number, C n the chroma's (Cb and Cr interleaved, frequency by
 * frequency: C1 and C2 are their means). The Hamming distance does not depend on this order.
 */
const LAYOUT: readonly (readonly [plane: 'L' | 'C', index: number][])[] = [
  [
    ['L', 1],
    ['L', 3],
    ['L', 5],
    ['L', 6],
    ['C', 3],
    ['C', 4],
  ],
  [
    ['L', 2],
    ['L', 4],
    ['L', 7],
    ['L', 8],
    ['C', 5],
    ['C', 6],
  ],
  [
    ['C', 1],
    ['C', 2],
    ['L', 9],
    ['L', 10],
    ['C', 7],
    ['C', 8],
  ],
  [
    ['L', 11],
    ['L', 12],
    ['L', 13],
    ['L', 14],
    ['L', 15],
    ['L', 16],
    ['C', 9],
    ['C', 10],
  ],
];
/**
 * A root mean square under these (a DCT of 0…255 planes) is a flat picture or a grey one: then
 * the set is divided by this instead, so noise is not blown up into bits.
 */
const MIN_LUMA_RMS = 24;
const MIN_CHROMA_RMS = 48;

/** cos((2x + 1)uπ / 2N) · scale for the frequencies used, with the orthonormal DCT's scale. */
const COSINES = Array.from({ length: 6 }, (_, u) =>
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
  // Cb and Cr interleaved, frequency by frequency: their means first
  const chromaValues = normalised(
    CHROMA.flatMap(([down, across]) => [coefficient(cb, down, across), coefficient(cr, down, across)]),
    MIN_CHROMA_RMS,
  );
  const planes = {
    L: { values: lumaValues, fine: FINE_LUMA },
    C: { values: chromaValues, fine: FINE_CHROMA },
  };
  let bits = 0n;
  for (const band of LAYOUT)
    for (const [plane, index] of band) {
      const { values, fine } = planes[plane];
      const value = values[index - 1] ?? 0;
      for (const step of index <= fine ? FINE : COARSE) bits = (bits << 1n) | (value > step ? 1n : 0n);
    }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes: 0 for the same picture, 15–30 for unrelated ones. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; diff; diff &= diff - 1n) count++;
  return count;
}
