/**
 * The server half of bench-media-backfill.ts, run as a child process so that the load
 * generator does not share its event loop or its libuv threads: the real app (buildApp) on
 * the configured database (DATABASE_URL, or the embedded PGlite in DATA_DIR), with SEED_DEMO
 * off, `ads` generated ads of which the newest `media` hold a distinct 1080p JPEG stored
 * through the app's storage (as an upload stores it: put, then the registry), and a super's
 * session. The rest hold no media. Listens on 127.0.0.1 only; tells the parent its port and
 * token, and on request its event-loop delay and CPU since the last reset.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AD_FORMATS } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { OcrReader } from '../src/media/ocr-reader.js';
import { registerStoredFile } from '../src/storage/index.js';
import { rowsOf } from '../src/trash/sql-names.js';
import { benchSuperSession } from './bench-database.js';
import { BULK_COLUMNS, bulkAd, prng } from './bulk-ads.js';

export type BackfillChildMessage =
  | { type: 'ready'; port: number; token: string; seedMs: number; jpegMs: number; jpegKb: number }
  | { type: 'jobsStopped' }
  /** media-duplicates jobs queued, waiting for a retry or running */
  | { type: 'duplicatesPending'; jobs: number }
  | {
      type: 'stats';
      loopP99Ms: number;
      cpuMs: number;
      ocrMs: number;
      ocrReads: number;
      /** since the last reset: time in storage writes, and in SQL statements (overlapping ones each counted) */
      storageMs: number;
      sqlMs: number;
      statements: number;
    };
export type BackfillParentMessage =
  | { type: 'reset' }
  | { type: 'stats' }
  | { type: 'stopJobs' }
  | { type: 'duplicatesPending' };

const adCount = Number(process.argv[2] ?? 5000);
const ocrOn = process.argv[4] !== 'off';
const mediaCount = Math.min(adCount, Number(process.argv[3] ?? 400));
const send = (m: BackfillChildMessage) => process.send?.(m);

/**
 * The time the job's OCR reads take, told to the parent; with `off`, a read answers no text at
 * once: the app has no setting for it, so the bench replaces the reader's method in this process.
 */
let ocrMs = 0;
let ocrReads = 0;
const read = OcrReader.prototype.read;
OcrReader.prototype.read = async function timedRead(this: OcrReader, image: Buffer) {
  const started = performance.now();
  try {
    return ocrOn ? await read.call(this, image) : { text: '', ms: 0 };
  } finally {
    ocrMs += performance.now() - started;
    ocrReads++;
  }
};

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { token, userId } = await benchSuperSession(database, config);
const app = await buildApp({ config, database });

// Where a media job's time goes besides OCR: the storage's writes and the SQL statements, timed
// by wrapping the storage's put and the driver's query (their overloads through a loose signature).
let storageMs = 0;
let sqlMs = 0;
let statements = 0;
const put = app.storage.put.bind(app.storage);
app.storage.put = async (...args: Parameters<typeof put>) => {
  const started = performance.now();
  try {
    return await put(...args);
  } finally {
    storageMs += performance.now() - started;
  }
};
// as unknown as: pg's Pool and PGlite declare query with different overloads; the wrapper only
// passes the arguments through, so one loose signature serves both (as bench-server.ts does)
const driver = (database.pool ?? database.pglite) as unknown as {
  query: (...args: unknown[]) => Promise<unknown>;
};
const sendQuery = driver.query.bind(driver);
/**
 * With BENCH_STATEMENTS=<path prefix>, each statement's count and time since the last reset, by
 * its text, written to <prefix>-<time>.txt at each stats request (most time first): where the
 * SQL of a window went.
 */
const byText = new Map<string, { n: number; ms: number }>();
driver.query = async (...args: unknown[]) => {
  const started = performance.now();
  try {
    return await sendQuery(...args);
  } finally {
    const ms = performance.now() - started;
    sqlMs += ms;
    statements++;
    if (process.env.BENCH_STATEMENTS) {
      const text = String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text)
        .replace(/\s+/g, ' ')
        .slice(0, 140);
      const e = byText.get(text) ?? { n: 0, ms: 0 };
      e.n++;
      e.ms += ms;
      byText.set(text, e);
    }
  }
};

/** Sends one statement on whichever driver the database has. */
async function query(text: string, params: unknown[]) {
  if (database.pool) await database.pool.query(text, params);
  else if (database.pglite) await database.pglite.query(text, params);
  else throw new Error('no driver');
}

/** Light grain over every picture, made once (libvips' noise costs a second a picture). */
const makeGrain = () =>
  sharp({
    create: {
      width: 1920,
      height: 1080,
      channels: 4,
      background: '#80808000',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
let grain: Buffer | undefined;

/**
 * A distinct 1080p picture: a random 16×9 grid of colours enlarged into soft gradients, the
 * grain, and a caption with its number (text for OCR to read). About the size of a photo.
 */
async function makeJpeg(n: number) {
  grain ??= await makeGrain();
  const rng = prng(1000 + n);
  const grid = Buffer.alloc(16 * 9 * 3);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(rng.next() * 256);
  const caption = Buffer.from(
    `<svg width="1920" height="1080" xmlns="http://www.w3.org/2000/svg">
      <rect x="360" y="700" width="1200" height="200" fill="white"/>
      <text x="960" y="840" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="bold"
        text-anchor="middle" fill="black">SALE ${n} OFF</text></svg>`,
  );
  return sharp(grid, { raw: { width: 16, height: 9, channels: 3 } })
    .resize(1920, 1080, { kernel: 'cubic' })
    .composite([
      { input: grain, raw: { width: 1920, height: 1080, channels: 4 }, blend: 'overlay' },
      { input: caption },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The pictures are kept between runs in the machine's temporary folder: making one takes about
 * a quarter of a second (the composite), two minutes of every run for 400. The same number gives
 * the same picture; a change to makeJpeg changes JPEG_CACHE.
 */
const JPEG_CACHE = join(tmpdir(), 'adlib-bench-backfill-jpegs-v1');
async function jpeg(n: number) {
  const path = join(JPEG_CACHE, `${n}.jpg`);
  try {
    return readFileSync(path);
  } catch {
    const body = await makeJpeg(n);
    mkdirSync(JPEG_CACHE, { recursive: true });
    // written whole, then renamed: two runs at once never read half a picture
    writeFileSync(`${path}.${process.pid}`, body);
    renameSync(`${path}.${process.pid}`, path);
    return body;
  }
}

const seedStarted = performance.now();
// The newest `mediaCount` ads hold the JPEGs: page 1 (newest first) shows them.
const firstMediaIndex = adCount - mediaCount;
let jpegMs = 0;
let jpegBytes = 0;
const rng = prng(7);
const BATCH = 200;
const casts: Record<string, string> = {
  tags: '::text[]',
  type: '::text[]',
  gender: '::text[]',
  objective: '::text[]',
};
for (let start = 0; start < adCount; start += BATCH) {
  const params: unknown[] = [];
  const rows: string[] = [];
  for (let i = start; i < Math.min(adCount, start + BATCH); i++) {
    const ad = { ...bulkAd(rng, i, adCount, 1), user_id: userId };
    let media: string | null = null;
    if (i >= firstMediaIndex) {
      const made = performance.now();
      const body = await jpeg(i);
      jpegMs += performance.now() - made;
      jpegBytes += body.length;
      const key = `ads/${randomUUID()}.jpg`;
      await app.storage.put(key, body, 'image/jpeg');
      await registerStoredFile(app.db, { key, size: body.length, type: 'image/jpeg', storedBy: userId });
      media = app.storage.url(key);
    }
    // a JPEG's ad is a static image (no video fields); the others keep no media at all
    const row = media
      ? {
          ...ad,
          media_source: media,
          logo: null,
          format: AD_FORMATS[1],
          video_type: null,
          video_length: null,
        }
      : { ...ad, media_source: null, logo: null };
    rows.push(
      `(${BULK_COLUMNS.map((c) => {
        params.push(row[c]);
        return `$${params.length}${casts[c] ?? ''}`;
      }).join(', ')})`,
    );
  }
  await query(`insert into advertisements (${BULK_COLUMNS.join(', ')}) values ${rows.join(', ')}`, params);
}
const seedMs = performance.now() - seedStarted;

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpuAtReset = process.cpuUsage();
process.on('message', (m: BackfillParentMessage) => {
  if (m.type === 'duplicatesPending') {
    void database.db
      .execute(
        sql`select count(*)::int as n from pgboss.job where name = 'media-duplicates' and state::text in ('created', 'retry', 'active')`,
      )
      .then((result) => {
        const [row] = rowsOf<{ n: number }>(result);
        send({ type: 'duplicatesPending', jobs: Number(row?.n ?? 0) });
      });
  } else if (m.type === 'stopJobs') {
    // a backfill stopped at the bench's time limit: its jobs end, so "idle" is idle again
    void app.jobs.stop().then(() => send({ type: 'jobsStopped' }));
  } else if (m.type === 'reset') {
    loop.reset();
    cpuAtReset = process.cpuUsage();
    storageMs = 0;
    sqlMs = 0;
    statements = 0;
    byText.clear();
  } else {
    const cpu = process.cpuUsage(cpuAtReset);
    if (process.env.BENCH_STATEMENTS)
      writeFileSync(
        `${process.env.BENCH_STATEMENTS}-${Date.now()}.txt`,
        [...byText]
          .sort((a, b) => b[1].ms - a[1].ms)
          .map(([t, e]) => `${e.n}\t${e.ms.toFixed(0)}\t${t}`)
          .join('\n'),
      );
    send({
      type: 'stats',
      loopP99Ms: loop.percentile(99) / 1e6,
      cpuMs: (cpu.user + cpu.system) / 1000,
      ocrMs,
      ocrReads,
      storageMs,
      sqlMs,
      statements,
    });
  }
});
process.on('disconnect', () => process.exit(0));

const url = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
send({
  type: 'ready',
  port: Number(url.port),
  token,
  seedMs,
  jpegMs,
  jpegKb: mediaCount ? Math.round(jpegBytes / mediaCount / 1024) : 0,
});
