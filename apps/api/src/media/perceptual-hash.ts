import { areaSums, meanRgbOverWhite, type Region } from './area-sums.js';
import type { RawImage } from './raw-image.js';

export type { Region } from './area-sums.js';

/**
 * A 64-bit perceptual hash made to find the same creative again (issue 26), written as 16 hex
 * digits. The top 85 % of the picture (the bottom is where a new text band or call to action
 * goes) at 16 × 16 in luma and the two chroma planes (BT.709 Y, Cb, Cr). Three kinds of bits:
 * - the layout: 12 of the 16 lowest luma frequencies (a DCT, lowest first, not the mean:
 *   brightness; a crop or a resize moves these least), 2 bits each;
 * - the colours' balance: the means and the first vertical frequency of Cb and Cr, 2 bits each;
 * - the colours themselves: the hue (angle of the mean Cb, Cr) of the top third and of the
 *   bottom third, 16 bits each.
 * The first two are divided by their set's root mean square, so a brighter, more contrasted or
 * more saturated copy gives the same numbers, and each is a thermometer code (steps −0.5 and
 * 0.5, none at 0, where the near-zero frequencies of a symmetric layout would flip on every
 * re-encode): a number that moves one step flips one bit.
 * The hues are absolute: one layout in colours 20° apart is another colourway (curators keep
 * those apart), while a copy whose colours a re-encode or a colour-space conversion moved by a
 * few degrees is the same creative. Each hue is a Johnson code (a thermometer that wraps around:
 * neighbouring levels one bit apart, the distance growing with the angle up to the code's
 * length) at two scales: 10 bits of 6° levels (fine; they wrap every 120°) and 6 bits of 30°
 * levels (which tell apart hues the fine code wraps onto each other). A nearly grey region
 * (mean chroma under MIN_HUE_CHROMA) has no hue: its bits are 0.
 * So the Hamming distance grows with how far two pictures are apart. bench:duplicates measures
 * it on copies of the demo media; docs/performance.md "Duplicates accuracy" has the figures.
 * The bits are laid out in BANDS (duplicates/signals.ts) of 16, each with bits of the layout (a
 * band of hue bits alone would be shared by every picture of that colour: the index fetches
 * every picture sharing a band) and a copy keeps one whole: the coarse hues go with the luma
 * frequencies a crop moves least, the fine hues (which a hue shift moves) with the others.
 */
const SIZE = 16;
/** The share of the height hashed, from the top. */
const KEPT_HEIGHT = 0.85;
/** The thermometer steps of the luma's and the chroma's numbers. */
const STEPS = [-0.5, 0.5];

/** (down, across) frequencies by increasing sum then across, the first `count`: lowest first. */
function lowest(count: number, withMean: boolean): [number, number][] {
  const all: [number, number][] = [];
  for (let sum = withMean ? 0 : 1; all.length < count; sum++)
    for (let across = 0; across <= sum && all.length < count; across++) all.push([sum - across, across]);
  return all;
}
/** normalised together; L n below is the n-th */
const LUMA = lowest(16, false);
/** Cb and Cr interleaved, frequency by frequency: C1, C2 the means, C3, C4 the first vertical */
const CHROMA = lowest(2, true);
/**
 * A root mean square under these (a DCT of 0…255 planes) is a flat picture or a grey one: then
 * the set is divided by this instead, so noise is not blown up into bits.
 */
const MIN_LUMA_RMS = 24;
const MIN_CHROMA_RMS = 48;
/** The rows (of SIZE) whose mean colour gives a hue: T the top third, B the bottom third. */
const HUE_REGIONS = { T: [0, 5], B: [11, 16] } as const;
/** Under this mean chroma (Cb, Cr on 0…255) a region is grey: no hue. */
const MIN_HUE_CHROMA = 4;
/** The hue codes: bits, and degrees per level (a Johnson code of k bits has 2k levels). */
const FINE_HUE = { bits: 10, degrees: 6 };
const COARSE_HUE = { bits: 6, degrees: 30 };
/**
 * The bands, least significant first (as bandsOf numbers them): TC / BC a region's coarse hue,
 * TF / BF its fine hue, L n the n-th luma number, C n the n-th chroma number. L8 (1, 2) and L14
 * (0, 4) are left out: a crop of one side moved them most in bench:duplicates, and L15, L16 do
 * not fit. The Hamming distance does not depend on this order.
 */
const LAYOUT = [
  ['TC', 'L13', 'L11', 'L9', 'L7', 'L1'],
  ['BC', 'L10', 'L4', 'C2', 'C3', 'C4'],
  ['TF', 'L2', 'L3', 'L5'],
  ['BF', 'L6', 'L12', 'C1'],
] as const;

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

/** A region's hue, fine and coarse codes; 0s when the region is grey. */
function hueCodes(cb: Float64Array, cr: Float64Array, [from, to]: readonly [number, number]) {
  let sumCb = 0;
  let sumCr = 0;
  for (let i = from * SIZE; i < to * SIZE; i++) {
    sumCb += cb[i] ?? 0;
    sumCr += cr[i] ?? 0;
  }
  const count = (to - from) * SIZE;
  const grey = Math.hypot(sumCb / count, sumCr / count) < MIN_HUE_CHROMA;
  const degrees = ((Math.atan2(sumCr, sumCb) * 180) / Math.PI + 360) % 360;
  const code = ({ bits, degrees: per }: { bits: number; degrees: number }) =>
    grey ? Array<number>(bits).fill(0) : johnson(Math.floor(degrees / per) % (2 * bits), bits);
  return { fine: code(FINE_HUE), coarse: code(COARSE_HUE) };
}

const thermometer = (value: number) => STEPS.map((step) => (value > step ? 1 : 0));

/**
 * The hash of the picture, or of one region of it as if it were the whole picture (the crop
 * hashes of crop-hash.ts: what a cropped copy of it would hash to). The 16 × 16 cells are box
 * averages of the decoded copy (area-sums.ts), read in JavaScript: a sharp pipeline per region
 * cost about 2.5 ms of CPU each, mostly its fixed cost (recipe 6; before, a lanczos3 resize).
 */
export function perceptualHash(
  image: RawImage,
  region: Region = { left: 0, top: 0, width: image.width, height: image.height },
): string {
  const height = Math.max(1, Math.round(region.height * KEPT_HEIGHT));
  const rgb = meanRgbOverWhite(areaSums(image), { ...region, height }, SIZE, SIZE);
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
  const parts = new Map<string, number[]>();
  normalised(
    LUMA.map(([down, across]) => coefficient(luma, down, across)),
    MIN_LUMA_RMS,
  ).forEach((value, i) => {
    parts.set(`L${i + 1}`, thermometer(value));
  });
  normalised(
    CHROMA.flatMap(([down, across]) => [coefficient(cb, down, across), coefficient(cr, down, across)]),
    MIN_CHROMA_RMS,
  ).forEach((value, i) => {
    parts.set(`C${i + 1}`, thermometer(value));
  });
  for (const [region, rows] of Object.entries(HUE_REGIONS)) {
    const { fine, coarse } = hueCodes(cb, cr, rows);
    parts.set(`${region}F`, fine);
    parts.set(`${region}C`, coarse);
  }
  // most significant first: the last band first
  const bits = [...LAYOUT].reverse().flatMap((band) => band.flatMap((part) => parts.get(part) ?? []));
  if (bits.length !== 64) throw new Error(`perceptual hash: ${bits.length} bits, not 64`);
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
