import { type RawImage, sharpOf } from './raw-image.js';

/**
 * A 64-bit perceptual hash made to find the same creative again (issue 26), written as 16 hex
 * digits. The top 85 % of the picture (the bottom is where a new text band or call to action
 * goes) at 16 × 16 in luma and the two chroma planes (BT.709 Y, Cb, Cr). Three parts:
 * - the layout: the 12 lowest luma frequencies (a DCT, lowest first, not the mean: brightness;
 *   a crop or a resize moves these least), 2 bits each;
 * - the colours' balance: the means and first vertical frequency of Cb and Cr, 2 bits each;
 * - the colours themselves: the hue (angle of the mean Cb, Cr) of the top third and of the
 *   bottom third, 16 bits each.
 * The first two are divided by their own root mean square, so a brighter, more contrasted or
 * more saturated copy gives the same numbers; each is a thermometer code (how many steps it is
 * above, steps −0.5 and 0.5: never 0, where the near-zero frequencies of a symmetric layout would
 * flip on every re-encode), so a number that moves one step flips one bit.
 * The hues are absolute: two pictures of one layout in colours 20° apart (another colourway,
 * which curators keep apart) must differ, a copy whose colours a re-encode or a colour-space
 * conversion moved by a few degrees must not. Each hue is a Johnson code (a thermometer that
 * wraps around: neighbouring levels one bit apart, the distance grows with the angle up to the
 * code's length) at two scales: 9 bits of 5° levels (fine, but they wrap every 90°) and 7 bits
 * of 360° / 14 levels (which tell apart hues the fine code wraps onto each other). A region
 * nearly grey (its mean chroma under MIN_HUE_CHROMA) has no hue: its 16 bits are 0.
 * The Hamming distance grows with how far the pictures are apart. bench:duplicates measures it
 * on copies of the demo media; docs/performance.md has the figures.
 * Bands (BANDS in duplicates/signals.ts, 16 bits each, least significant first): the luma's
 * frequencies 9–12 and the chroma's; the luma's 1–8; the bottom hue; the top hue. A copy keeps
 * one whole: a crop moves the luma but seldom a region's hue, a hue shift the reverse.
 */
const SIZE = 16;
/** The share of the height hashed, from the top. */
const KEPT_HEIGHT = 0.85;
const STEPS = [-0.5, 0.5];

/** (down, across) frequencies by increasing sum then across, the first `count`: lowest first. */
function lowest(count: number, withMean: boolean): [number, number][] {
  const all: [number, number][] = [];
  for (let sum = withMean ? 0 : 1; all.length < count; sum++)
    for (let across = 0; across <= sum && all.length < count; across++) all.push([sum - across, across]);
  return all;
}
/** the 16 lowest are normalised together, the 12 lowest kept */
const LUMA = lowest(16, false);
const LUMA_KEPT = 12;
const CHROMA = lowest(2, true);
/**
 * A root mean square under these (a DCT of 0…255 planes) is a flat picture or a grey one: then
 * the set is divided by this instead, so noise is not blown up into bits.
 */
const MIN_LUMA_RMS = 24;
const MIN_CHROMA_RMS = 48;
/** The rows (of SIZE) whose mean colour gives a hue: the top third and the bottom third. */
const HUE_REGIONS: readonly [from: number, to: number][] = [
  [0, 5],
  [11, 16],
];
/** Under this mean chroma (Cb, Cr on 0…255) a region is grey: no hue. */
const MIN_HUE_CHROMA = 4;
/** The hue codes: bits and degrees per level (a Johnson code of k bits has 2k levels). */
const FINE_HUE = { bits: 9, degrees: 5 };
const COARSE_HUE = { bits: 7, degrees: 360 / 14 };

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

/** A Johnson code of `bits` bits for a level (0 … 2 · bits − 1): neighbours, the last and the first included, one bit apart. */
function johnson(level: number, bits: number): number[] {
  return Array.from({ length: bits }, (_, i) => (level > i && level <= i + bits ? 1 : 0));
}

/** A region's hue as 16 bits: fine then coarse; 0s when the region is grey. */
function hueBits(cb: Float64Array, cr: Float64Array, [from, to]: readonly [number, number]): number[] {
  let sumCb = 0;
  let sumCr = 0;
  for (let i = from * SIZE; i < to * SIZE; i++) {
    sumCb += cb[i] ?? 0;
    sumCr += cr[i] ?? 0;
  }
  const count = (to - from) * SIZE;
  if (Math.hypot(sumCb / count, sumCr / count) < MIN_HUE_CHROMA)
    return Array(FINE_HUE.bits + COARSE_HUE.bits).fill(0);
  const degrees = ((Math.atan2(sumCr, sumCb) * 180) / Math.PI + 360) % 360;
  const code = ({ bits, degrees: per }: { bits: number; degrees: number }) =>
    johnson(Math.floor(degrees / per) % (2 * bits), bits);
  return [...code(FINE_HUE), ...code(COARSE_HUE)];
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
  ).slice(0, LUMA_KEPT);
  // Cb and Cr interleaved, frequency by frequency: their means first
  const chromaValues = normalised(
    CHROMA.flatMap(([down, across]) => [coefficient(cb, down, across), coefficient(cr, down, across)]),
    MIN_CHROMA_RMS,
  );
  const thermometer = (values: number[]) => values.flatMap((v) => STEPS.map((step) => (v > step ? 1 : 0)));
  const lumaBits = thermometer(lumaValues);
  // most significant first: the top hue is the last band (bandsOf counts from the least significant bits)
  const bits = [
    ...hueBits(cb, cr, HUE_REGIONS[0] ?? [0, 0]),
    ...hueBits(cb, cr, HUE_REGIONS[1] ?? [0, 0]),
    ...lumaBits,
    ...thermometer(chromaValues),
  ];
  return bits
    .reduce((hash, bit) => (hash << 1n) | BigInt(bit), 0n)
    .toString(16)
    .padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes: 0 for the same picture, about 23 in the median for two demo ad pictures of one layout in other colours (bench:duplicates). */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; diff; diff &= diff - 1n) count++;
  return count;
}
