import { describe, expect, it } from 'vitest';
import { areaSums, meanRgba, meanRgbOverWhite } from '../src/media/area-sums.js';
import { cropHashes } from '../src/media/crop-hash.js';
import { perceptualHash } from '../src/media/perceptual-hash.js';
import { placeholderOf } from '../src/media/placeholder.js';
import type { RawImage } from '../src/media/raw-image.js';

/** A picture whose pixel (x, y) is f(x, y, channel). */
function picture(
  width: number,
  height: number,
  channels: 3 | 4,
  f: (x: number, y: number, k: number) => number,
) {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let k = 0; k < channels; k++) data[(y * width + x) * channels + k] = f(x, y, k);
  return { data, width, height, channels } satisfies RawImage;
}

/** The mean of a rectangle read pixel by pixel: what the table must answer. */
function slowMean(image: RawImage, x0: number, y0: number, x1: number, y1: number, k: number) {
  let sum = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) sum += image.data[(y * image.width + x) * image.channels + k] ?? 0;
  return sum / ((x1 - x0) * (y1 - y0));
}

describe('box averages from a summed-area table', () => {
  it('each cell is the mean of the pixels it covers', () => {
    const image = picture(37, 23, 3, (x, y, k) => (x * 7 + y * 13 + k * 50) % 256);
    const cells = meanRgbOverWhite(areaSums(image), { left: 3, top: 2, width: 32, height: 16 }, 4, 4);
    // 8 × 4 pixels a cell
    expect(cells[0]).toBeCloseTo(slowMean(image, 3, 2, 11, 6, 0), 9);
    expect(cells[(3 * 4 + 2) * 3 + 1]).toBeCloseTo(slowMean(image, 19, 14, 27, 18, 1), 9);
  });

  it('a see-through picture is flattened over white, pixel by pixel', () => {
    // the left half opaque red, the right half transparent black: half red, half white
    const image = picture(4, 2, 4, (x, _y, k) => (x < 2 ? ([255, 0, 0, 255][k] ?? 0) : 0));
    const [r, g, b] = meanRgbOverWhite(areaSums(image), { left: 0, top: 0, width: 4, height: 2 }, 1, 1);
    expect([r, g, b]).toEqual([255, 127.5, 127.5]);
    // the placeholder's colour is the visible pixels', its alpha their share
    expect([...meanRgba(areaSums(image), 1, 1)]).toEqual([255, 0, 0, 128]);
  });

  it('a picture smaller than the grid repeats its pixels', () => {
    const image = picture(2, 1, 3, (x) => (x === 0 ? 0 : 200));
    const cells = meanRgbOverWhite(areaSums(image), { left: 0, top: 0, width: 2, height: 1 }, 4, 2);
    expect([0, 1, 2, 3].map((c) => cells[c * 3])).toEqual([0, 0, 200, 200]);
  });

  it('a table asked for another picture is made for it, and again for the first', () => {
    const a = picture(20, 20, 3, () => 10);
    const b = picture(20, 20, 3, () => 250);
    const region = { left: 0, top: 0, width: 20, height: 20 };
    expect(meanRgbOverWhite(areaSums(a), region, 1, 1)[0]).toBe(10);
    expect(meanRgbOverWhite(areaSums(b), region, 1, 1)[0]).toBe(250);
    expect(meanRgbOverWhite(areaSums(a), region, 1, 1)[0]).toBe(10);
  });

  it('the hashes and the placeholder of one picture do not depend on what was hashed before', () => {
    const image = picture(64, 48, 3, (x, y, k) => (x * 4 + y * (k + 1) * 3) % 256);
    const other = picture(48, 64, 4, (x, y, k) => (k === 3 ? 200 : (x * y) % 256));
    const signals = (i: RawImage) => [perceptualHash(i), ...cropHashes(i), placeholderOf(i)];
    const first = signals(image);
    signals(other);
    expect(signals({ ...image, data: Buffer.from(image.data) })).toEqual(first);
  });
});
