/**
 * The media backfill beside the ads list (issue 25 §4), in one run:
 *   npm run bench:media-backfill [-- --ads 5000 --media 150 --duration 10 --connections 4 --ocr off]
 * 1. Starts the real app in a child process (bench-media-backfill-server.ts) on a fresh
 *    embedded database in a temporary DATA_DIR (or DATABASE_URL's PostgreSQL: give it a
 *    database of its own, it is filled), with `ads` ads whose newest `media` hold a distinct
 *    1080p JPEG in the app's storage.
 * 2. Page 1 of the visible ads list, as the admin opens it, under autocannon while idle.
 * 3. POST /api/media/backfill as a super, then the same page 1 while its media-process jobs
 *    run (the ready count before and after the window shows they did), then the backfill's
 *    images per second through the real queue (OCR on: the app has no setting to turn it off).
 * 4. The list JSON's bytes per row on page 1 before the media are ready and after.
 * The load average is printed at start and end: on a shared machine it explains a slow run.
 * Numbers, not assertions. Bounded by a deadline (`--max-backfill-seconds` for the backfill).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { MEDIA_BATCH } from '../src/media-jobs/process-job.js';
import type { BackfillChildMessage, BackfillParentMessage } from './bench-media-backfill-server.js';

const { values: args } = parseArgs({
  options: {
    ads: { type: 'string', default: '5000' },
    media: { type: 'string', default: '400' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '3' },
    'max-backfill-seconds': { type: 'string', default: '120' },
    ocr: { type: 'string', default: 'on' },
  },
});
const duration = Math.max(1, Number(args.duration));
const connections = Math.max(1, Number(args.connections));
const warmup = Math.max(0, Number(args.warmup));
const maxBackfillMs = Number(args['max-backfill-seconds']) * 1000;

const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** How often the backfill's progress is asked while waiting for it (images/s is then ±POLL_MS). */
const POLL_MS = 250;

const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'adlib-bench-backfill-'));
const child = fork(
  fileURLToPath(new URL('./bench-media-backfill-server.ts', import.meta.url)),
  [String(args.ads), String(args.media), args.ocr === 'off' ? 'off' : 'on'],
  {
    execArgv: process.execArgv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, ...(dataDir && { DATA_DIR: dataDir }) },
  },
);
// tesseract's own notes on what it read ("Detected 7 diacritics") are left out of the report
const TESSERACT_NOTE = /diacritics|Image too small|Line cannot be recognized|Empty page/;
for (const stream of [child.stdout, child.stderr])
  createInterface({ input: stream ?? process.stdin }).on('line', (line) => {
    if (!TESSERACT_NOTE.test(line)) process.stderr.write(`${line}\n`);
  });
function finish(code: number) {
  child.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
const deadline = setTimeout(
  () => {
    process.stderr.write('bench-media-backfill: over its budget, stopping\n');
    finish(2);
  },
  maxBackfillMs + 5 * 60_000,
);
deadline.unref();

const next = <T extends BackfillChildMessage['type']>(type: T) =>
  new Promise<Extract<BackfillChildMessage, { type: T }>>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the app exited (${code})`));
    const onMessage = (m: BackfillChildMessage) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as Extract<BackfillChildMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
const tell = (m: BackfillParentMessage) => child.send(m);

say(`load average at start: ${load()}`);
const startedAt = performance.now();
const ready = await next('ready');
say(
  `app ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s on ${dataDir ? 'PGlite' : 'PostgreSQL'}: ` +
    `${args.ads} ads seeded in ${(ready.seedMs / 1000).toFixed(1)} s, of which ${args.media} with a 1080p JPEG ` +
    `(${ready.jpegKb} KB each on average, made in ${(ready.jpegMs / 1000).toFixed(1)} s)`,
);
const headers = { authorization: `Bearer ${ready.token}` };
const base = `http://127.0.0.1:${ready.port}/api`;
const pageOne = `${base}/advertisements_admin?visible=true&size=50&page=1`;

async function api<T>(path: string, method = 'GET') {
  const res = await fetch(`${base}${path}`, { method, headers });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
interface Progress {
  running: boolean;
  percent: number;
  media: { queued: number; processing: number; ready: number; failed: number; reading: number };
}
const progress = () => api<Progress>('/media/backfill');

/** Page 1's JSON: its bytes per row, and how many rows carry a thumbnail. */
async function pageBytes() {
  const res = await fetch(pageOne, { headers });
  const text = await res.text();
  const rows = (JSON.parse(text) as { data: { results: { thumb?: string | null }[] } }).data.results;
  return {
    perRow: Buffer.byteLength(text) / rows.length,
    rows: rows.length,
    withThumb: rows.filter((r) => r.thumb).length,
  };
}

/**
 * Each row's JSON bytes (as the list writes it) on the first pages, by id, and whether it
 * carries a thumbnail: the same rows before and after their media are ready. The backfill walks
 * the oldest ads first, so a backfill stopped early readies the JPEG ads of the last of these
 * pages before page 1's.
 */
async function rowBytes(pages: number) {
  const rows = new Map<number, { bytes: number; thumb: boolean }>();
  for (let page = 1; page <= pages; page++) {
    const { results } = await api<{ results: { id: number; thumb?: string | null }[] }>(
      `/advertisements_admin?visible=true&size=50&page=${page}`,
    );
    for (const r of results)
      rows.set(r.id, { bytes: Buffer.byteLength(JSON.stringify(r)), thumb: !!r.thumb });
  }
  return rows;
}
const mediaPages = Math.ceil(Number(args.media) / 50) + 1;

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  failures: number;
  loopP99Ms: number;
  /** the server's CPU (user + system) over the window, in cores */
  cores: number;
}
async function measure(): Promise<Measured> {
  tell({ type: 'reset' });
  const r = await autocannon({ url: pageOne, connections, duration, headers, timeout: 10 });
  const stats = next('stats');
  tell({ type: 'stats' });
  const s = await stats;
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    failures: r.errors + r.non2xx,
    loopP99Ms: s.loopP99Ms,
    cores: s.cpuMs / 1000 / duration,
  };
}

const before = await pageBytes();
const rowsBefore = await rowBytes(mediaPages);
if (warmup) await autocannon({ url: pageOne, connections, duration: warmup, headers, timeout: 10 });
say(`idle: page 1 for ${duration} s, ${connections} connections`);
const idle = await measure();

const backfillStarted = performance.now();
await api<Progress>('/media/backfill', 'POST');
// the window opens once a media-process job has started
let p = await progress();
while (p.media.processing + p.media.ready === 0 && performance.now() - backfillStarted < 30_000) {
  await sleep(POLL_MS);
  p = await progress();
}
const firstJobMs = performance.now() - backfillStarted;
const readyBefore = p.media.ready;
say(`backfill started; first job running after ${(firstJobMs / 1000).toFixed(1)} s; page 1 again`);
const busy = await measure();
const readyAfter = (await progress()).media.ready;
// the media jobs' own costs are counted from here: no list traffic until the backfill ends
tell({ type: 'reset' });
const quietFrom = performance.now();

for (;;) {
  p = await progress();
  // every record walked and no media left to process: the chain's last step may still be on
  // its way (a throttled step waits 5 s), but it has nothing more to queue
  const settled = p.percent === 100 && p.media.queued + p.media.processing === 0;
  if (settled || performance.now() - backfillStarted > maxBackfillMs) break;
  // a progress bar's pace, not more: each look is three statements on the app's database, and
  // background work yields to it (media-jobs wait for requests in flight)
  await sleep(POLL_MS);
}
const backfillS = (performance.now() - backfillStarted) / 1000;
const jobStats = next('stats');
tell({ type: 'stats' });
const quiet = await jobStats;
const quietReady = p.media.ready - readyAfter;
const quietWallMs = performance.now() - quietFrom;
// the duplicates checks of the media made ready (media-duplicates jobs: a backfill's follow its
// processing), measured separately as OCR is
const checksFrom = performance.now();
const duplicatesPending = async () => {
  const pending = next('duplicatesPending');
  tell({ type: 'duplicatesPending' });
  return (await pending).jobs;
};
const checksAtEnd = await duplicatesPending();
let checksLeft = checksAtEnd;
while (checksLeft > 0 && performance.now() - checksFrom < maxBackfillMs) {
  await sleep(POLL_MS);
  checksLeft = await duplicatesPending();
}
const checksS = (performance.now() - checksFrom) / 1000;
// then the on-screen text, read by media-ocr jobs of their own (measured separately, issue 25 §4)
const processedAt = performance.now();
const readingAtEnd = p.media.reading;
while (p.media.reading > 0 && performance.now() - backfillStarted < maxBackfillMs) {
  await sleep(250);
  p = await progress();
}
const textS = (performance.now() - processedAt) / 1000;
const ocrStats = next('stats');
tell({ type: 'stats' });
const { ocrMs, ocrReads } = await ocrStats;
const unfinished = p.media.queued + p.media.processing + p.media.reading > 0;
if (unfinished) {
  const stopped = next('jobsStopped');
  tell({ type: 'stopJobs' });
  await stopped;
}
const after = await pageBytes();
const rowsAfter = await rowBytes(mediaPages);
let grown = 0;
let grownRows = 0;
for (const [id, was] of rowsBefore) {
  const now = rowsAfter.get(id);
  if (!was.thumb && now?.thumb) {
    grown += now.bytes - was.bytes;
    grownRows++;
  }
}
// idle again once the backfill is over: how far the machine itself drifted meanwhile
say('idle again: page 1');
const idleAfter = await measure();
const loadAtEnd = load();

const ms = (n: number) => `${n.toFixed(1)} ms`;
const row = (name: string, m: Measured) =>
  `| ${name} | ${ms(m.p50)} | ${ms(m.p99)} | ${Math.round(m.rps)} | ${m.failures} | ${ms(m.loopP99Ms)} | ${m.cores.toFixed(2)} |`;
say('');
say(
  `| page 1 of the ads list (${connections} connections, ${duration} s) | p50 | p99 | req/s | failures | server loop p99 | server CPU (cores) |`,
);
say('|---|---|---|---|---|---|---|');
say(row('idle', idle));
say(row(`during the backfill (${readyAfter - readyBefore} media made ready in the window)`, busy));
say(row('idle again, after the backfill', idleAfter));
say('');
const ratio = (m: Measured) => (busy.p99 / Math.max(m.p99, 0.001)).toFixed(2);
say(`p99 during / idle: ${ratio(idle)}× (idle after: ${ratio(idleAfter)}×; issue 25: at most 1.5×)`);
const incomplete = unfinished ? ` (stopped at ${maxBackfillMs / 1000} s, unfinished)` : '';
say(
  `backfill: ${p.media.ready} ready, ${p.media.failed} failed in ${backfillS.toFixed(1)} s${incomplete}: ` +
    `${(p.media.ready / backfillS).toFixed(1)} images/s over the whole backfill (1080p JPEGs: metadata, thumbnails, ` +
    `placeholder and hashes; one media-process job of up to ${MEDIA_BATCH} at a time, the list under load for ${duration} s of it)`,
);
say(
  `  after the list's window, with nothing else running: ${quietReady} ready in ${(quietWallMs / 1000).toFixed(1)} s: ` +
    `${((1000 * quietReady) / Math.max(quietWallMs, 1)).toFixed(1)} images/s (issue 25: at least 40)`,
);
say(
  `duplicates checks (media-duplicates jobs, after the processing of a backfill): ${checksAtEnd} jobs ` +
    `(of up to ${MEDIA_BATCH} media) waiting when processing ended, done in a further ${checksS.toFixed(1)} s` +
    (checksLeft ? ` (${checksLeft} left at the limit)` : ''),
);
say(
  `OCR (${args.ocr === 'off' ? 'off (bench-only)' : 'on'}; its own media-ocr jobs, at the lowest CPU priority, beside ` +
    `the processing): ${ocrReads} reads, ${(ocrMs / Math.max(ocrReads, 1)).toFixed(0)} ms each; ${readingAtEnd} media ` +
    `still to read when processing ended, read in a further ${textS.toFixed(1)} s`,
);
say(
  `list JSON: ${before.perRow.toFixed(0)} bytes/row before (${before.withThumb}/${before.rows} rows with a thumbnail), ` +
    `${after.perRow.toFixed(0)} after (${after.withThumb}/${after.rows}): +${(after.perRow - before.perRow).toFixed(0)} bytes/row (issue 25: at most 200)`,
);
const each = (n: number) => `${(n / Math.max(quietReady, 1)).toFixed(0)} ms`;
say(
  `after the window, per media made ready (${quietReady}): wall ${each(quietWallMs)}, ` +
    `storage writes ${each(quiet.storageMs)}, SQL ${each(quiet.sqlMs)} (${(quiet.statements / Math.max(quietReady, 1)).toFixed(0)} statements), ` +
    `server CPU ${each(quiet.cpuMs)}`,
);
say(
  `rows whose media became ready (first ${mediaPages} pages): ${grownRows}, ` +
    `+${(grown / Math.max(grownRows, 1)).toFixed(0)} bytes/row in the list JSON`,
);
say(`load average at start was printed above; at end: ${loadAtEnd}`);
finish(0);
