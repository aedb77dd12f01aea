import { type RawImage, sharpOf } from './raw-image.js';

/**
 * A 64-bit perceptual hash made to find the same creative again (issue 26), written as 16 hex
 * digits. The middle of the picture (5 % off the left, the right and the top; the bottom 15 %,
 * where a new text band or call to action goes, left out) at 16 × 16 in luma and the two chroma
 * planes (BT.709 Y, Cb, Cr), and 16 of their lowest DCT frequencies, 4 bits each.
 * The frequencies are ones bench:duplicates found steady under a 10 % crop (of one side or
 * around) for how much they tell creatives apart: the lowest of luma (the layout) and of chroma
 * (the colours' layout, which moves little when a crop moves the picture's edges). Over half are
 * luma: with mostly chroma, windows of one photo (which share its palette) matched ten
 * times as often (bench:duplicates --photos). Each set (luma, chroma) is divided by its root mean
 * square, so a brighter, more contrasted or more saturated copy gives the same numbers, and each
 * number is a thermometer code of 4 steps (none at 0, where the near-zero frequencies of a
 * symmetric layout would flip on every re-encode): a number that moves one step flips one bit,
 * so the Hamming distance grows with how far two pictures are apart.
 * No hue angle: the angle of a region's mean colour jumps when a crop changes the share of its
 * colours (most of the bits a crop flipped, in the previous hash); the chroma frequencies hold
 * the colours linearly, and a copy whose hue moved by a few degrees moves them by a little.
 * The bits are laid out in BANDS (duplicates/signals.ts) of 16 (4 numbers each), so that a
 * cropped copy keeps one whole: band 0 holds only left-to-right frequencies (a crop of the top
 * or the bottom moves them least), band 1 only top-to-bottom ones (for a crop of the left or
 * the right), both with wider steps, which flip less; bands 2 and 3 the others.
 * bench:duplicates measures it on copies of the demo media; docs/performance.md "Duplicates
 * accuracy" has the figures.
 */
const SIZE = 16;
/** The region hashed, as shares of the width and the height. */
const REGION = { left: 0.05, right: 0.05, top: 0.05, bottom: 0.15 };
/**
 * The numbers, least significant (band 0) first: the plane (Y luma, B Cb, R Cr), then the
 * frequency down and across (00 is the plane's mean, 01 the first left-to-right one).
 */
const VALUES = [
  ...['B01', 'Y01', 'R01', 'Y02'], // left to right only
  ...['R20', 'B20', 'Y30', 'Y20'], // top to bottom only
  ...['Y11', 'Y21', 'Y31', 'Y12'],
  ...['B00', 'R00', 'R10', 'Y10'], // the colours and how they (and the light) change from top to bottom
] as const;
/** The thermometer steps of bands 0 and 1 (the first WIDE_VALUES numbers), and of the others. */
const WIDE_STEPS = [-1.5, -0.5, 0.5, 1.5];
const STEPS = [-1.2, -0.4, 0.4, 1.2];
const WIDE_VALUES = 8;
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

/** The values divided by their root mean square (or by `floor`, when that is larger). */
function normalised(values: number[], floor: number): number[] {
  const rms = Math.sqrt(values.reduce((sum, v) => sum + v * v, 0) / values.length);
  const by = Math.max(rms, floor);
  return values.map((v) => v / by);
}

const thermometer = (value: number, steps: number[]) => steps.map((step) => (value > step ? 1 : 0));

export async function perceptualHash(image: RawImage): Promise<string> {
  const left = Math.round(image.width * REGION.left);
  const top = Math.round(image.height * REGION.top);
  const width = Math.max(1, image.width - left - Math.round(image.width * REGION.right));
  const height = Math.max(1, image.height - top - Math.round(image.height * REGION.bottom));
  const rgb = await sharpOf(image)
    .extract({ left, top, width, height })
    .flatten({ background: '#ffffff' })
    .resize(SIZE, SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const planes = {
    Y: new Float64Array(SIZE * SIZE),
    B: new Float64Array(SIZE * SIZE),
    R: new Float64Array(SIZE * SIZE),
  };
  for (let i = 0; i < SIZE * SIZE; i++) {
    const [r, g, b] = [rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0];
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    planes.Y[i] = y;
    planes.B[i] = (b - y) / 1.8556;
    planes.R[i] = (r - y) / 1.5748;
  }
  const raw = VALUES.map((name) =>
    coefficient(planes[name[0] as keyof typeof planes], Number(name[1]), Number(name[2])),
  );
  // luma and chroma each normalised as a set, back in VALUES' order
  const values = [...raw];
  for (const [isSet, floor] of [
    [(name: string) => name[0] === 'Y', MIN_LUMA_RMS],
    [(name: string) => name[0] !== 'Y', MIN_CHROMA_RMS],
  ] as const) {
    const at = VALUES.flatMap((name, i) => (isSet(name) ? [i] : []));
    normalised(
      at.map((i) => raw[i] ?? 0),
      floor,
    ).forEach((value, k) => {
      values[at[k] ?? 0] = value;
    });
  }
  // most significant first: the last band first
  const bits = values
    .map((value, i) => thermometer(value, i < WIDE_VALUES ? WIDE_STEPS : STEPS))
    .reverse()
    .flat();
  if (bits.length !== 64) throw new Error(`perceptual hash: ${bits.length} bits, not 64`);
  return bits
    .reduce((hash, bit) => (hash << 1n) | BigInt(bit), 0n)
    .toString(16)
    .padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes: 0 for the same picture (bench:duplicates has the distances of copies and of other creatives). */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; diff; diff &= diff - 1n) count++;
  return count;
}
