/**
 * Scroll smoothness of the ads list, as Chromium's long-task observer sees it:
 *   npm run build && npm run bench:ui
 * Fills a data folder of its own (.tmp/bench-ui, kept between runs) with generated ads once
 * (`npm run seed:bulk`), starts the built server on it, signs in as super@example.com with
 * the code the server prints, opens /advertisements, scrolls to the end until --rows rows are
 * loaded, then sends rounds of fast wheel steps over the table and prints how many long tasks
 * (main-thread work over 50 ms) they caused and the longest. Only measures; fixes nothing.
 *
 * Options: --rows 5000 (rows to load first), --ads 6500 (generated ads: about 80 % are
 * visible), --steps 10 and --delta 400 (wheel steps of so many px, one frame apart), --rounds 5
 * (each from rest at another depth of the list: one flick is too few to compare runs),
 * --fresh (seed a new data folder), --view gallery (scroll the gallery view's tiles instead of
 * the table), --no-media (rows without thumbnails: the same run as before issue 25, to compare
 * in one sitting). CHROMIUM_PATH overrides /usr/bin/chromium.
 *
 * Media (on unless --no-media): the generated ads' media_source URLs point nowhere, so before each
 * run, with the server stopped, the script makes 24 distinct pictures with sharp, stores their
 * 320-px WebP thumbnails where the local-disk storage serves them (<data>/media/derived/…, the
 * media job's keys and WebP settings) and gives every ad with a media_source a ready `media` row
 * (thumb_url on this run's port, cycling through the 24; each its own real ThumbHash): rows and
 * tiles then carry what the media job would have written. --no-media deletes those rows.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    ads: { type: 'string', default: '6500' },
    steps: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    delta: { type: 'string', default: '400' },
    fresh: { type: 'boolean', default: false },
    view: { type: 'string', default: 'table' },
    media: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const wantRows = Number(args.rows);
const steps = Number(args.steps);
const rounds = Number(args.rounds);
const delta = Number(args.delta);
const EMAIL = 'super@example.com';

const repo = resolve(import.meta.dirname, '..');
const dataDir = resolve(repo, '.tmp/bench-ui');
const seededMark = resolve(dataDir, `seeded-${args.ads}`);
for (const built of ['apps/admin/dist/index.html', 'apps/api/dist/server.js'])
  if (!existsSync(resolve(repo, built))) throw new Error(`${built} is missing: run npm run build first`);

if (args.fresh) rmSync(dataDir, { recursive: true, force: true });
if (!existsSync(seededMark)) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(`seeding ${args.ads} generated ads into ${dataDir}…`);
  const seeded = spawnSync('npm', ['run', '--silent', 'seed:bulk', '--', '--ads', args.ads], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  writeFileSync(seededMark, '');
}

const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => done(port));
  });
});
const base = `http://127.0.0.1:${port}`;
await seedMedia(args.media);
const server = spawn('node', ['apps/api/dist/server.js'], {
  cwd: repo,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true', // the demo users (not the demo library: the table already holds ads)
    // the bench signs in with a code alone: a super is asked for a second factor by default (issue 30)
    REQUIRE_SECOND_FACTOR: 'none',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The development mailer prints each sign-in code on the server's output.
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
});
const codeFor = async (email) => {
  const line = new RegExp(`sign-in code for ${email.replaceAll('.', '\\.')}: (\\d{6})`, 'g');
  // 30 s: on busy shared cores the first sign-in (its e-mail job) can take over 10 s
  for (let tries = 0; tries < 300; tries++) {
    const codes = [...output.matchAll(line)];
    if (codes.length) return codes.at(-1)[1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server printed no code for ${email}`);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (let tries = 0; ; tries++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (tries > 600) throw new Error('the server did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // Loaded rows, counted from the list answers the page receives (the table draws ~30 of them).
  let loaded = 0;
  let total = 0;
  let listBytes = 0;
  let listRows = 0;
  let pageSize = 0;
  page.on('response', async (res) => {
    if (!res.url().includes('/api/advertisements_admin?')) return;
    const text = await res.text().catch(() => '');
    const body = (() => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })();
    if (!body?.data?.results) return;
    // the list JSON's size per row (issue 25 §4: media add at most 200 bytes a row)
    listBytes += Buffer.byteLength(text);
    listRows += body.data.results.length;
    pageSize = body.data.results.length > pageSize ? body.data.results.length : pageSize;
    const firstPage = new URL(res.url()).searchParams.get('page') === '1';
    loaded = (firstPage ? 0 : loaded) + body.data.results.length;
    total = body.data.total ?? total;
  });

  await page.goto(`${base}/signin`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code, digit 1 of 6').pressSequentially(await codeFor(EMAIL));
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  const gallery = args.view === 'gallery';
  await page.goto(`${base}/advertisements${gallery ? '?view=gallery' : ''}`);
  await (gallery
    ? page.getByRole('list').getByRole('listitem').nth(5)
    : page.getByRole('table').locator('tbody tr').nth(5)
  ).waitFor();

  const started = performance.now();
  let idle = 0;
  while (loaded < wantRows && idle < 20) {
    const before = loaded;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
    idle = loaded === before ? idle + 1 : 0;
  }
  console.log(
    `loaded ${loaded.toLocaleString('en')} of ${total.toLocaleString('en')} visible ads in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; list JSON ${Math.round(listBytes / listRows)} bytes a row ` +
      `(pages of ${pageSize}, uncompressed)`,
  );

  // The long-task observer runs from here on; each round starts at rest at another depth
  // of the loaded rows, with the pointer over the table, then sends the fast wheel steps.
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
    });
  });
  const all = [];
  for (let round = 0; round < rounds; round++) {
    const depth = (round + 1) / (rounds + 1);
    await page.evaluate((d) => window.scrollTo(0, document.documentElement.scrollHeight * d), depth);
    await page.waitForTimeout(1500); // rows drawn, nothing pending
    await page.mouse.move(720, 500);
    await page.waitForTimeout(500);
    const from = await page.evaluate(() => {
      window.__longTasks.length = 0;
      return window.scrollY;
    });
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(0, delta);
      await page.waitForTimeout(16); // one frame apart: a quick flick of the wheel
    }
    await page.waitForTimeout(1000); // let the last frames finish and be reported
    const tasks = await page.evaluate(() => window.__longTasks.map((t) => Math.round(t.duration)));
    const moved = Math.round((await page.evaluate(() => window.scrollY)) - from);
    all.push(...tasks);
    console.log(
      `round ${round + 1} at ${Math.round(depth * 100)} % (moved ${moved} px): ${tasks.length} long tasks` +
        (tasks.length ? ` (${tasks.join(', ')} ms)` : ''),
    );
  }
  // the cores are shared: long tasks grow with whatever else runs, so the load goes with the figures
  const load = loadavg().map((n) => n.toFixed(2));
  console.log(`load average: ${load.join(' ')}`);
  console.log(
    `${rounds} × ${steps} wheel steps of ${delta} px over ${loaded.toLocaleString('en')} loaded rows: ` +
      `${all.length} long tasks, longest ${all.length ? Math.max(...all) : 0} ms`,
  );
  // The observer itself is checked: a deliberate 80 ms task must be reported.
  const seen = await page.evaluate(async () => {
    const before = window.__longTasks.length;
    await new Promise((done) =>
      setTimeout(() => {
        const until = performance.now() + 80;
        while (performance.now() < until);
        setTimeout(done, 200);
      }),
    );
    return window.__longTasks.length > before;
  });
  if (!seen) console.log('warning: a deliberate 80 ms task was not reported; the figures above mean nothing');
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

/**
 * Picture `i` of 24: a two-colour gradient at one of three ad shapes, with a shape of a third
 * colour on it, so that thumbnails and placeholders differ (no two rows decode alike).
 */
function pictureSvg(i) {
  const [width, height] = [
    [1080, 1080],
    [1080, 1350],
    [1920, 1080],
  ][i % 3];
  const hue = (i * 47) % 360;
  const a = `hsl(${hue},70%,55%)`;
  const b = `hsl(${(hue + 120) % 360},60%,30%)`;
  const c = `hsl(${(hue + 240) % 360},80%,70%)`;
  const r = Math.min(width, height) * (0.15 + (i % 5) * 0.05);
  const shape =
    i % 2
      ? `<circle cx="${width * (0.3 + (i % 4) * 0.1)}" cy="${height * 0.45}" r="${r}" fill="${c}"/>`
      : `<rect x="${width * 0.2}" y="${height * (0.2 + (i % 3) * 0.1)}" width="${r * 2}" height="${r * 1.4}" rx="24" fill="${c}"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x2="${i % 2}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${shape}` +
      `<text x="50%" y="85%" font-size="${height / 10}" text-anchor="middle" fill="white" font-family="sans-serif">Ad ${i + 1}</text></svg>`,
  );
}

/** The 24 pictures' thumbnails on disk, as the media job stores them: [{ key, placeholder }]. */
async function makeThumbs() {
  const thumbs = [];
  for (let i = 0; i < 24; i++) {
    const source = await sharp(pictureSvg(i)).jpeg({ quality: 85 }).toBuffer();
    const digest = createHash('sha256').update(source).digest('hex');
    // derivativeKey() of apps/api/src/media/derivative-keys.ts, webpDerivative()'s settings
    const key = `derived/${digest.slice(0, 2)}/${digest}/v1/thumb-320.webp`;
    const file = join(dataDir, 'media', key);
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      await sharp(source).resize({ width: 320 }).removeAlpha().webp({ quality: 78, effort: 2 }).toFile(file);
    }
    // placeholderOf() of apps/api/src/media/placeholder.ts
    const { data, info } = await sharp(source)
      .resize({ width: 100, height: 100, fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    thumbs.push({ key, width: info.width, height: info.height, pixels: data });
  }
  return thumbs;
}

/**
 * Row n's placeholder: the ThumbHash of its thumbnail's picture, tinted by n, so that every row
 * has its own hash as real ads do (24 hashes would all be decoded and kept after a screenful,
 * and the list would never pay for decoding one while scrolling).
 */
function placeholderOfRow(thumb, n) {
  const tinted = Buffer.from(thumb.pixels);
  const tint = [(n * 7) % 61, (n * 13) % 67, (n * 29) % 71];
  for (let p = 0; p < tinted.length; p += 4)
    for (let c = 0; c < 3; c++) tinted[p + c] = Math.min(255, tinted[p + c] + tint[c]);
  return Buffer.from(rgbaToThumbHash(thumb.width, thumb.height, tinted)).toString('base64');
}

/**
 * Ready media rows for every seeded ad's media_source (on), or none (off), written into the
 * data folder's PGlite while the server is stopped. The rows are the script's own (source keys
 * under bench/): rewritten each run, since thumb_url holds this run's port.
 */
async function seedMedia(on) {
  const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    await db.query(`delete from media where source_key like 'bench/%'`);
    // every run signs in with a new code: the codes of earlier runs count against the e-mail's
    // limit (the sign-in's abuse guard), which a few runs in a row would reach
    await db.query('delete from signin_codes');
    if (!on) {
      console.log('media: none (--no-media)');
      return;
    }
    const thumbs = await makeThumbs();
    const { rows: sources } = await db.query(
      'select distinct media_source from advertisements where media_source is not null order by 1',
    );
    const urls = sources.map((s) => s.media_source);
    const keys = urls.map((_, n) => thumbs[n % thumbs.length].key);
    const placeholders = urls.map((_, n) => placeholderOfRow(thumbs[n % thumbs.length], n));
    const { rows } = await db.query(
      `insert into media (source_key, source_url, state, placeholder, thumb_url, derivatives)
       select 'bench/' || n, u, 'ready', p, $1 || k, jsonb_build_object('thumb-320', k)
       from unnest($2::text[], $3::text[], $4::text[]) with ordinality as r(u, k, p, n)
       on conflict (source_url) do nothing
       returning 1`,
      [`${base}/media/`, urls, keys, placeholders],
    );
    console.log(`media: ${rows.length.toLocaleString('en')} ready rows over 24 thumbnails`);
  } finally {
    await db.close();
  }
}
