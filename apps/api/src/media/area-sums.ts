import type { RawImage } from './raw-image.js';

/**
 * A summed-area table of a decoded picture: any rectangle's per-channel sum in four lookups.
 * The perceptual hash, its five crops (crop-hash.ts) and the placeholder all average rectangles
 * of the one 640-px copy, so the picture is read once here instead of once per sharp pipeline
 * (six resizes to 16 × 16 and one to 32 px cost 15-17 ms of CPU a 1080p JPEG, mostly sharp's
 * fixed cost per call; this table and the averages about 2; docs/performance.md, "Hashes from
 * the decoded copy").
 * Channels: R, G, B for a picture without alpha; with alpha, premultiplied R·A, G·A, B·A and A,
 * so that a flatten over white and an alpha-weighted colour are both exact from the sums.
 */
export interface AreaSums {
  width: number;
  height: number;
  alpha: boolean;
  /** ((width + 1) × (height + 1)) entries of `stride` sums: row 0 and column 0 are zeros */
  sums: Uint32Array | Float64Array;
  stride: 3 | 4;
}

/**
 * The table's memory, kept from one picture to the next: a fresh 2.8-MB array per picture cost
 * more than filling it (its pages zeroed and faulted in: 2-5 ms against 1). A table larger than
 * KEPT_ENTRIES (a tall picture) is allocated for itself and not kept.
 */
const KEPT_ENTRIES = 1_300_000; // a 640 × 640 RGB picture's table, or a 640 × 480 RGBA one's
let whole: Uint32Array = new Uint32Array(0);
let weighted: Float64Array = new Float64Array(0);
/**
 * The last table made, and the pixels it was made from. Both weakly: a tall picture's table,
 * not kept, is freed once its readers (one synchronous turn) are done.
 */
let last: { pixels: WeakRef<Buffer>; table: WeakRef<AreaSums> } | undefined;

function scratch<T extends Uint32Array | Float64Array>(kept: T, entries: number, make: (n: number) => T) {
  if (kept.length >= entries) return { array: kept.subarray(0, entries) as T, kept };
  const array = make(entries);
  return { array, kept: entries <= KEPT_ENTRIES ? array : kept };
}

/**
 * The table of `image`. It lives in memory shared with the next picture's: read it before any
 * other picture's table is asked for (every reader here is synchronous). Asked again for the same
 * pixels, it answers the table already made, so the placeholder and the six hashes make one.
 */
export function areaSums(image: RawImage): AreaSums {
  const { width, height, channels, data } = image;
  const made = last?.table.deref();
  if (
    made &&
    last?.pixels.deref() === data &&
    made.width === width &&
    made.height === height &&
    made.stride === channels
  )
    return made;
  const line = (width + 1) * channels;
  const entries = line * (height + 1);
  let sums: Uint32Array | Float64Array;
  // 8-bit sums of a 640 × 2,560 picture fit 32 bits; premultiplied ones (up to 255²) may not
  if (channels === 3 && width * height * 255 < 2 ** 32) {
    const made = scratch(whole, entries, (n) => new Uint32Array(n));
    whole = made.kept;
    sums = made.array;
  } else {
    const made = scratch(weighted, entries, (n) => new Float64Array(n));
    weighted = made.kept;
    sums = made.array;
  }
  sums.fill(0, 0, line);
  let at = 0;
  for (let y = 0; y < height; y++) {
    let out = (y + 1) * line;
    for (let k = 0; k < channels; k++) sums[out + k] = 0;
    out += channels;
    let r = 0;
    let g = 0;
    let b = 0;
    let a = 0;
    for (let x = 0; x < width; x++, out += channels) {
      if (channels === 3) {
        r += data[at] as number;
        g += data[at + 1] as number;
        b += data[at + 2] as number;
        at += 3;
      } else {
        const alpha = data[at + 3] as number;
        r += (data[at] as number) * alpha;
        g += (data[at + 1] as number) * alpha;
        b += (data[at + 2] as number) * alpha;
        a += alpha;
        at += 4;
        sums[out + 3] = (sums[out - line + 3] as number) + a;
      }
      sums[out] = (sums[out - line] as number) + r;
      sums[out + 1] = (sums[out - line + 1] as number) + g;
      sums[out + 2] = (sums[out - line + 2] as number) + b;
    }
  }
  const table: AreaSums = { width, height, alpha: channels === 4, sums, stride: channels };
  last = { pixels: new WeakRef(data), table: new WeakRef(table) };
  return table;
}

/** The sums of the rectangle [x0, x1) × [y0, y1) into `out` (stride values). */
function boxSums(table: AreaSums, x0: number, y0: number, x1: number, y1: number, out: Float64Array) {
  const { sums, stride, width } = table;
  const line = (width + 1) * stride;
  const a = y0 * line + x0 * stride;
  const b = y0 * line + x1 * stride;
  const c = y1 * line + x0 * stride;
  const d = y1 * line + x1 * stride;
  for (let k = 0; k < stride; k++)
    out[k] = (sums[d + k] ?? 0) - (sums[b + k] ?? 0) - (sums[c + k] ?? 0) + (sums[a + k] ?? 0);
}

/** A rectangle of a picture, in pixels. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The cell edges of `count` cells over [from, from + length): whole pixels, each cell at least one
 * pixel wide (a picture narrower than the grid repeats pixels, as an enlargement would).
 */
function edges(from: number, length: number, count: number, size: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const start = Math.min(size - 1, from + Math.floor((i * length) / count));
    const end = Math.min(size, from + Math.floor(((i + 1) * length) / count));
    return [start, Math.max(start + 1, end)];
  });
}

/**
 * The region averaged into columns × rows cells (box filter: each cell the mean of the pixels it
 * covers), RGB on 0…255 flattened over white, row by row: what the perceptual hash reads.
 */
export function meanRgbOverWhite(
  table: AreaSums,
  region: Region,
  columns: number,
  rows: number,
): Float64Array {
  const out = new Float64Array(columns * rows * 3);
  const sum = new Float64Array(table.stride);
  const xs = edges(region.left, region.width, columns, table.width);
  const ys = edges(region.top, region.height, rows, table.height);
  ys.forEach(([y0, y1], row) => {
    xs.forEach(([x0, x1], column) => {
      boxSums(table, x0, y0, x1, y1, sum);
      const n = (x1 - x0) * (y1 - y0);
      const at = (row * columns + column) * 3;
      for (let k = 0; k < 3; k++)
        out[at + k] = table.alpha
          ? // Σc·a / 255 is the colour's share, 255 · (n − Σa / 255) the white's
            ((sum[k] ?? 0) / 255 + 255 * n - (sum[3] ?? 0)) / n
          : (sum[k] ?? 0) / n;
    });
  });
  return out;
}

/**
 * The whole picture averaged into columns × rows cells as 8-bit RGBA (alpha-weighted colour; 255
 * when the picture has no alpha): the placeholder's input.
 */
export function meanRgba(table: AreaSums, columns: number, rows: number): Uint8Array {
  const out = new Uint8Array(columns * rows * 4);
  const sum = new Float64Array(table.stride);
  const xs = edges(0, table.width, columns, table.width);
  const ys = edges(0, table.height, rows, table.height);
  ys.forEach(([y0, y1], row) => {
    xs.forEach(([x0, x1], column) => {
      boxSums(table, x0, y0, x1, y1, sum);
      const n = (x1 - x0) * (y1 - y0);
      const at = (row * columns + column) * 4;
      const a = table.alpha ? (sum[3] ?? 0) : 255 * n;
      for (let k = 0; k < 3; k++)
        out[at + k] = a > 0 ? Math.round(table.alpha ? (sum[k] ?? 0) / a : (sum[k] ?? 0) / n) : 0;
      out[at + 3] = Math.round(a / n);
    });
  });
  return out;
}
