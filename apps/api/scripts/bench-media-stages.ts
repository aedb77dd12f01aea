/**
 * The CPU of each stage of a 1080p JPEG's processing (issue 25 §4), one stage at a time:
 *   npm run bench:media-stages [-- --images 40]
 * Reads the pictures `npm run bench:media-backfill` keeps in the temporary folder (1920 × 1080,
 * ~146 KB; a run of it makes them), or makes plain ones (a colour grid enlarged) when there are
 * none. Each stage runs over every picture after three of warm-up; its CPU is the process's
 * (`process.cpuUsage`: every thread, libvips's workers included) over those runs, divided by the
 * pictures: it hardly moves with the machine's load, where a wall-clock figure does. The SQL and
 * the queue's share of a media are the backfill bench's (`BENCH_STATEMENTS=<prefix>` there).
 * Numbers, not assertions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { areaSums } from '../src/media/area-sums.js';
import { cropHashes } from '../src/media/crop-hash.js';
import { webpDerivative } from '../src/media/derivative.js';
import { sourceDigest } from '../src/media/derivative-keys.js';
import { DEFAULT_MEDIA_LIMITS } from '../src/media/media-limits.js';
import type { MediaSource } from '../src/media/media-source.js';
import { perceptualHash } from '../src/media/perceptual-hash.js';
import { LARGEST_THUMBNAIL, pictureDerivatives, THUMBNAILS } from '../src/media/picture-derivatives.js';
import { placeholderOf } from '../src/media/placeholder.js';
import { processMedia } from '../src/media/process-media.js';
import { decodeImage, type RawImage } from '../src/media/raw-image.js';
import { prng } from './bulk-ads.js';

const { values: args } = parseArgs({ options: { images: { type: 'string', default: '40' } } });
const count = Math.max(1, Number(args.images));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** bench-media-backfill-server.ts's JPEG_CACHE */
const BACKFILL_JPEGS = join(tmpdir(), 'adlib-bench-backfill-jpegs-v1');
function keptJpegs(): Buffer[] {
  try {
    return readdirSync(BACKFILL_JPEGS)
      .filter((name) => name.endsWith('.jpg'))
      .slice(0, count)
      .map((name) => readFileSync(join(BACKFILL_JPEGS, name)));
  } catch {
    return [];
  }
}
async function plainJpeg(n: number): Promise<Buffer> {
  const rng = prng(1000 + n);
  const grid = Buffer.alloc(16 * 9 * 3);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(rng.next() * 256);
  return sharp(grid, { raw: { width: 16, height: 9, channels: 3 } })
    .resize(1920, 1080, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const kept = keptJpegs();
const jpegs = kept.length ? kept : await Promise.all(Array.from({ length: count }, (_, n) => plainJpeg(n)));
const sources: MediaSource[] = jpegs.map((buffer) => ({ buffer }));
const decoded: RawImage[] = [];
for (const source of sources)
  decoded.push(await decodeImage(source, DEFAULT_MEDIA_LIMITS, LARGEST_THUMBNAIL));

process.stdout.write(
  `${jpegs.length} 1080p JPEGs (${kept.length ? "bench:media-backfill's" : 'plain, made here'}, ` +
    `${Math.round(jpegs.reduce((sum, j) => sum + j.length, 0) / jpegs.length / 1024)} KB on average); ` +
    `load average at start: ${load()}\n\n| stage | CPU per picture |\n|---|---:|\n`,
);
/**
 * The stage over every picture (after three of warm-up): CPU ms per picture. `prepare` runs before
 * each pass, outside the measure.
 */
async function stage(name: string, work: (i: number) => Promise<unknown>, prepare = () => {}) {
  prepare();
  for (let i = 0; i < Math.min(3, jpegs.length); i++) await work(i);
  prepare();
  const before = process.cpuUsage();
  for (let i = 0; i < jpegs.length; i++) await work(i);
  const used = process.cpuUsage(before);
  const ms = (used.user + used.system) / 1000 / jpegs.length;
  process.stdout.write(`| ${name} | ${ms.toFixed(1)} ms |\n`);
}
const raw = (i: number) => decoded[i] as RawImage;
const source = (i: number) => sources[i] as MediaSource;

await stage("sha256 of the file (the derivatives' key)", (i) => sourceDigest(source(i)));
await stage(`decode to ${LARGEST_THUMBNAIL} px (shrink-on-load)`, (i) =>
  decodeImage(source(i), DEFAULT_MEDIA_LIMITS, LARGEST_THUMBNAIL),
);
for (const { width, effort } of THUMBNAILS)
  await stage(`WebP ${width} (effort ${effort})`, (i) =>
    webpDerivative(`thumb-${width}`, raw(i), width, effort),
  );
/**
 * Copies of the decoded pixels, made outside the measure, so that each stage builds its own
 * summed-area table: one is kept per decoded copy, and the placeholder and six hashes share it.
 */
let copies: RawImage[] = [];
const copy = () => {
  copies = decoded.map((image) => ({ ...image, data: Buffer.from(image.data) }));
};
const fresh = (i: number) => copies[i] as RawImage;
await stage('summed-area table (area-sums.ts)', async (i) => areaSums(fresh(i)), copy);
await stage('placeholder (ThumbHash, table included)', async (i) => placeholderOf(fresh(i)), copy);
await stage('pHash (table included)', async (i) => perceptualHash(fresh(i)), copy);
await stage('five crop hashes (table included)', async (i) => cropHashes(fresh(i)), copy);
await stage(
  'placeholder and six hashes (one table)',
  async (i) => [placeholderOf(fresh(i)), perceptualHash(fresh(i)), cropHashes(fresh(i))],
  copy,
);
await stage('all the derivatives of a decoded copy, at once', (i) => pictureDerivatives(fresh(i)), copy);
await stage('**processMedia: probe, decode and all, as the job runs it**', (i) => processMedia(source(i)));
process.stdout.write(`\nload average at end: ${load()}\n`);
