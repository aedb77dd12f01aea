/**
 * Measures how well duplicates are caught (issue 26 §1, accuracy), on a set generated here:
 *   npm run bench:duplicates [-- --brands 12 --verbose --no-library --photos a.jpg --photos b.jpg]
 * The demo library's ad pictures (`brands` brands × 3 pictures) and its video clips, each copied
 * the ways an ad arrives again (duplicates-bench/variants.ts: re-encoded, resized, cropped by
 * up to 10 % on one side or all, its colours moved as a platform's pipeline moves them: hue by
 * 5°, brightness, saturation, contrast by 10 %, gamma by 0.1; a new text band over the bottom
 * 15 %). A hue turned by 25° is another colourway of the layout, not a copy: it is made and
 * printed as a row of its own (EXTRA_KINDS), outside the overall figures and the targets. Every file goes through the real processing (processMedia: the picture's or
 * poster's pHash, the strip frames' pHashes), and every pair is judged by the production rule
 * (duplicates-bench/rule.ts: a shared band, then compareMedia).
 * Positives: a creative and each of its copies. Negatives: a creative and every other creative
 * of its kind and their copies: the brand's logo (other demo media of the brand), the same
 * brand's other pictures, the other brands' pictures (all drawn on one layout: a gradient, a
 * product disc, a caption card, in other colours, so they are near-layout look-alikes) and, for
 * clips, the other clips (one silhouette, other colours).
 * Prints the confusion table per copy kind and overall at NEAR_DISTANCE, the threshold curve,
 * and the load average (a shared machine explains a slow run). Numbers, not assertions.
 * Then the whole demo library (every demo ad picture against every other: each match a false
 * pair a new install would propose) by near and crop distance; `--no-library` skips it.
 * `--photos`: also how often windows of those photos, unrelated to each other, match
 * (duplicates-bench/photo-windows.ts): the demo set is one layout and cannot say.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoPicture } from '../src/db/demo/pictures.js';
import { DEMO_VIDEO_NAMES, DEMO_VIDEOS_DIR } from '../src/db/demo/videos.js';
import { demoPictureNames } from '../src/db/seed-demo.js';
import { CROP_DISTANCE, type MediaSignals, NEAR_DISTANCE } from '../src/duplicates/signals.js';
import { hammingDistance } from '../src/media/perceptual-hash.js';
import { processMedia } from '../src/media/process-media.js';
import { photoWindows, unrelated } from './duplicates-bench/photo-windows.js';
import {
  bandKeys,
  type Confusion,
  confusionAt,
  isCandidate,
  type Pair,
  precision,
  RULE,
  recall,
} from './duplicates-bench/rule.js';
import {
  ALL_KINDS,
  EXTRA_KINDS,
  pictureVariant,
  VARIANT_KINDS,
  videoVariant,
} from './duplicates-bench/variants.js';

const { values: args } = parseArgs({
  options: {
    brands: { type: 'string', default: '12' },
    verbose: { type: 'boolean', default: false },
    photos: { type: 'string', multiple: true, default: [] },
    /** skip the whole demo library's false pairs (~30 s) */
    'no-library': { type: 'boolean', default: false },
  },
});
const brandCount = Number(args.brands);

const deadline = setTimeout(() => {
  process.stderr.write('bench-duplicates: over its 10-minute budget, stopping\n');
  process.exit(2);
}, 10 * 60_000);
deadline.unref();

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const started = performance.now();
console.log(`load average at start: ${load()}`);

/** One creative as the bench holds it: its signals, and its copies' by kind. */
interface Creative {
  name: string;
  brand: string;
  media: 'picture' | 'clip';
  original: MediaSignals;
  copies: Map<string, MediaSignals>;
}

async function signalsOf(bytes: Buffer): Promise<MediaSignals> {
  const made = await processMedia({ buffer: bytes });
  const derivatives = made.derivatives;
  return {
    digest: createHash('sha256').update(bytes).digest('hex'),
    phash: derivatives.hash,
    frames: 'strip' in derivatives ? derivatives.strip.map((frame) => frame.hash) : null,
    // as the media row keeps them: a picture's, not a video poster's (process-job.ts)
    crops: 'strip' in derivatives ? null : derivatives.cropHashes,
  };
}

/** Runs `work` over `items` two at a time: the machine has two cores, shared. */
async function inPairs<T, R>(items: T[], work: (item: T, at: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += 2)
    results.push(...(await Promise.all(items.slice(at, at + 2).map((item, k) => work(item, at + k)))));
  return results;
}

const pictureNames = [...demoPictureNames().ads];
const brands = [...new Set(pictureNames.map((n) => n.replace(/-\d+$/, '')))].slice(0, brandCount);
const chosen = pictureNames.filter((n) => brands.includes(n.replace(/-\d+$/, '')));

const pictures = await inPairs(chosen, async (name, at): Promise<Creative> => {
  const png = demoPicture('ads', name);
  const copies = new Map<string, MediaSignals>();
  for (const kind of ALL_KINDS) copies.set(kind, await signalsOf(await pictureVariant(png, kind, at)));
  return {
    name,
    brand: name.replace(/-\d+$/, ''),
    media: 'picture',
    original: await signalsOf(png),
    copies,
  };
});
/** each brand's logo and its copies: other demo media of the brand, negatives for its pictures only */
const logos = new Map(
  await inPairs(brands, async (brand, at): Promise<[string, MediaSignals[]]> => {
    const png = demoPicture('logos', brand);
    const copies = [await signalsOf(png)];
    for (const kind of ALL_KINDS) copies.push(await signalsOf(await pictureVariant(png, kind, at)));
    return [brand, copies];
  }),
);
const picturesMs = performance.now() - started;

const dir = join(tmpdir(), 'adlib-bench-duplicates');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const clips = await inPairs([...DEMO_VIDEO_NAMES], async (name, at): Promise<Creative> => {
  const path = join(DEMO_VIDEOS_DIR, `${name}.mp4`);
  const made = await processMedia({ path });
  const size = { width: made.info.width, height: made.info.height };
  const copies = new Map<string, MediaSignals>();
  for (const kind of ALL_KINDS)
    copies.set(kind, await signalsOf(readFileSync(await videoVariant(path, size, kind, at, dir))));
  return { name, brand: 'clips', media: 'clip', original: await signalsOf(readFileSync(path)), copies };
});
rmSync(dir, { recursive: true, force: true });
const clipsMs = performance.now() - started - picturesMs;

const creatives = [...pictures, ...clips];
/** every pair, the extra kinds' included; `pairs` below are the targeted ones */
const everyPair: Pair[] = [];
/** each negative pair's relation: the same brand's other creatives, or another brand's look-alikes */
const relation = new Map<Pair, string>();
for (const a of creatives) {
  for (const [kind, copy] of a.copies) everyPair.push({ a: a.original, b: copy, same: true, kind });
  for (const b of creatives) {
    if (b === a || b.media !== a.media) continue;
    const related = a.media === 'clip' ? 'other clips' : a.brand === b.brand ? 'same brand' : 'other brands';
    for (const [kind, signals] of [['original', b.original] as const, ...b.copies]) {
      const pair = { a: a.original, b: signals, same: false, kind };
      everyPair.push(pair);
      relation.set(pair, related);
    }
  }
  for (const [at, logo] of (logos.get(a.brand) ?? []).entries()) {
    const pair = {
      a: a.original,
      b: logo,
      same: false,
      kind: at === 0 ? 'original' : (ALL_KINDS[at - 1] ?? ''),
    };
    everyPair.push(pair);
    relation.set(pair, 'brand logo');
  }
}
const extraKinds: readonly string[] = EXTRA_KINDS;
/** the targeted pairs: the extra kinds' copies (a new colourway) are neither positives nor negatives here */
const pairs = everyPair.filter((p) => !extraKinds.includes(p.kind));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (value: number | null) => (value === null ? '   -  ' : value.toFixed(3).padStart(6));
const row = (label: string, c: Confusion) =>
  `${label.padEnd(12)} ${[c.tp, c.fp, c.fn, c.tn].map((n) => String(n).padStart(6)).join(' ')}  ${ratio(recall(c))}  ${ratio(precision(c))}`;

console.log(
  `\n${pictures.length} pictures (${brands.length} brands) and ${clips.length} clips, ${VARIANT_KINDS.length} copies each: ` +
    `${pairs.filter((p) => p.same).length} positive pairs, ${pairs.filter((p) => !p.same).length} negative pairs`,
);
console.log(`rule: ${RULE}`);
console.log(`\nat the default near distance ${NEAR_DISTANCE}:`);
console.log(
  `${'kind'.padEnd(12)} ${['TP', 'FP', 'FN', 'TN'].map((h) => h.padStart(6)).join(' ')}  recall  precis.`,
);
const table = confusionAt(pairs, NEAR_DISTANCE);
for (const kind of ['original', ...VARIANT_KINDS, 'overall']) {
  const c = table.get(kind);
  if (c) console.log(row(kind, c));
}
for (const media of ['picture', 'clip'] as const) {
  const own = new Set(creatives.filter((c) => c.media === media).map((c) => c.original));
  const c = confusionAt(
    pairs.filter((p) => own.has(p.a)),
    NEAR_DISTANCE,
  ).get('overall');
  if (c) console.log(row(`${media}s`, c));
}
// the extra kinds: their copies as positives, the other creatives' such copies as negatives
const extraTable = confusionAt(
  everyPair.filter((p) => extraKinds.includes(p.kind)),
  NEAR_DISTANCE,
);
console.log('not targeted (another colourway rather than a copy):');
for (const kind of EXTRA_KINDS) {
  const c = extraTable.get(kind);
  if (c) console.log(row(kind, c));
}

const positives = pairs.filter((p) => p.same);
const found = positives.filter((p) => isCandidate(p.a, bandKeys(p.a), p.b, bandKeys(p.b))).length;
console.log(`(band candidates: ${found} of the ${positives.length} positives; the rest is compareMedia's)`);
// precision against each set of negatives alone: the positives of those originals, that set's negatives
console.log('\nby negative set (precision if these were the only negatives):');
for (const related of ['brand logo', 'same brand', 'other brands', 'other clips']) {
  const own = pairs.filter((p) => relation.get(p) === related);
  const originals = new Set(own.map((p) => p.a));
  const positives = pairs.filter((p) => p.same && originals.has(p.a));
  const c = confusionAt([...positives, ...own], NEAR_DISTANCE).get('overall');
  if (c) console.log(row(related, c));
}

console.log(`\nthreshold curve (the same rule, near distance d, crop distance ${CROP_DISTANCE}):`);
console.log(`${'d'.padStart(3)}  recall  precis.     FP     FN`);
for (let near = 4; near <= 16; near++) {
  const c = confusionAt(pairs, near).get('overall');
  if (c)
    console.log(
      `${String(near).padStart(3)}  ${ratio(recall(c))}  ${ratio(precision(c))} ${String(c.fp).padStart(6)} ${String(c.fn).padStart(6)}`,
    );
}

console.log(
  `\ncrop-distance curve (the same rule, near distance ${NEAR_DISTANCE}, crop distance c; -1: no crop signal):`,
);
console.log(`${'c'.padStart(3)}  recall  precis.     FP     FN`);
for (let crop = -1; crop <= 5; crop++) {
  const c = confusionAt(pairs, NEAR_DISTANCE, crop).get('overall');
  if (c)
    console.log(
      `${String(crop).padStart(3)}  ${ratio(recall(c))}  ${ratio(precision(c))} ${String(c.fp).padStart(6)} ${String(c.fn).padStart(6)}`,
    );
}

// The whole demo library (what a new install opens on): every pair of different ad pictures,
// judged by the production rule. Each is a false pair: the review screen would propose it.
if (!args['no-library']) {
  const libraryStarted = performance.now();
  const library = await inPairs(pictureNames, (name) => signalsOf(demoPicture('ads', name)));
  const libraryPairs: Pair[] = [];
  for (let i = 0; i < library.length; i++)
    for (let j = i + 1; j < library.length; j++) {
      const [a, b] = [library[i], library[j]];
      if (a && b) libraryPairs.push({ a, b, same: false, kind: 'library' });
    }
  console.log(
    `\ndemo library: ${library.length} ad pictures, ${libraryPairs.length} pairs of different pictures; ` +
      `false pairs the rule reports (${seconds(performance.now() - libraryStarted)}):`,
  );
  console.log(
    `${'near d'.padStart(6)}  ${[-1, 0, 1, 2, 3, 4].map((c) => `crop ${c}`.padStart(7)).join(' ')}`,
  );
  for (let near = 4; near <= 6; near++)
    console.log(
      `${String(near).padStart(6)}  ${[-1, 0, 1, 2, 3, 4]
        .map((crop) => String(confusionAt(libraryPairs, near, crop).get('overall')?.fp ?? 0).padStart(7))
        .join(' ')}`,
    );
  const fp = confusionAt(libraryPairs, NEAR_DISTANCE).get('overall')?.fp ?? 0;
  const before = confusionAt(libraryPairs, NEAR_DISTANCE, -1).get('overall')?.fp ?? 0;
  console.log(
    `at the defaults (near ${NEAR_DISTANCE}, crop ${CROP_DISTANCE}): ${fp} false pairs (${before} without the crop signal)`,
  );
}

if (args.verbose) {
  // the smallest picture-hash distance of each positive kind and of the negatives: where the threshold can go
  const closest = (p: Pair) => (p.a.phash && p.b.phash ? hammingDistance(p.a.phash, p.b.phash) : 64);
  console.log('\npicture-hash distances (min / median / max):');
  for (const kind of VARIANT_KINDS) {
    const d = pairs
      .filter((p) => p.same && p.kind === kind)
      .map(closest)
      .sort((x, y) => x - y);
    console.log(`${kind.padEnd(12)} ${d[0]} / ${d[d.length >> 1]} / ${d[d.length - 1]}`);
  }
  const neg = pairs
    .filter((p) => !p.same)
    .map(closest)
    .sort((x, y) => x - y);
  console.log(
    `${'negatives'.padEnd(12)} ${neg[0]} / ${neg[neg.length >> 1]} / ${neg[neg.length - 1]}; below 12: ${neg.filter((d) => d < 12).length}`,
  );
}

if (args.photos.length > 0) {
  const windows = await photoWindows(args.photos);
  const signals = await inPairs(windows, (w) => signalsOf(w.png));
  const others: Pair[] = [];
  for (let i = 0; i < windows.length; i++)
    for (let j = i + 1; j < windows.length; j++) {
      const [wa, wb, a, b] = [windows[i], windows[j], signals[i], signals[j]];
      if (wa && wb && a && b && unrelated(wa, wb)) others.push({ a, b, same: false, kind: 'photos' });
    }
  const d = others.map((p) => hammingDistance(p.a.phash ?? '', p.b.phash ?? '')).sort((x, y) => x - y);
  console.log(
    `\n${windows.length} windows of ${args.photos.length} photos, ${others.length} unrelated pairs: ` +
      `distance median ${d[d.length >> 1]}, 1st percentile ${d[Math.floor(d.length / 100)]}`,
  );
  // what the index fetches for a lookup before compareMedia: a share of the library
  const candidates = others.filter((p) => isCandidate(p.a, bandKeys(p.a), p.b, bandKeys(p.b))).length;
  console.log(
    `  band candidates: ${candidates} (${(candidates / others.length).toExponential(1)} of the pairs)`,
  );
  for (let near = 3; near <= 8; near++) {
    const fp = confusionAt(others, near).get('overall')?.fp ?? 0;
    console.log(`  d ${near}: ${fp} matched (${(fp / others.length).toExponential(1)} of the pairs)`);
  }
}

console.log(
  `\npictures ${seconds(picturesMs)}, clips ${seconds(clipsMs)}, total ${seconds(performance.now() - started)}; load average at end: ${load()}`,
);
