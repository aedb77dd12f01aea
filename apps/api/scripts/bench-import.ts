/**
 * Measures a TikToks import (POST /api/tiktoks/import) as staff would send it:
 *   npm run bench:import [-- --rows 100000] [--again] [--format csv|jsonl|json] [--text 2000] [--links]
 * (--again: then imports the same file once more, every row unchanged, and reports both;
 * --format: a CSV, JSON lines or one JSON array; --text: each description this many characters,
 * to make a large file of fewer rows: `--rows 240000 --text 2000` is about 500 MB; --links: each
 * post has a TikTok link and a download link, which the duplicates check (issue 26) looks up.)
 * Against DATABASE_URL (PostgreSQL) or the PGlite in DATA_DIR. Writes a CSV of `rows` new
 * posts to a temporary file, starts the app in a child process (bench-server.ts, which samples
 * its RSS every 100 ms), streams the file to it with Accept: application/x-ndjson and prints
 * rows/s, how much the server's memory grew while it imported, the CPU the server and the
 * PostgreSQL backends spent per row (on a shared machine a steadier figure than rows/s), and
 * how fast GET /api/health answered, polled every 50 ms while the import ran.
 * Numbers, not assertions.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { children, start } from './bench-children.js';
import { databaseCpu } from './db-cpu.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    again: { type: 'boolean', default: false },
    format: { type: 'string', default: 'csv' },
    text: { type: 'string', default: '0' },
    links: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  process.stdout.write(
    [
      'npm run bench:import [-- --rows N] [--again] [--format csv|jsonl|json] [--text CHARS] [--links]',
      '  imports a file of N new TikToks (default 100,000) into DATABASE_URL (PostgreSQL) or the',
      '  PGlite in DATA_DIR; --again imports it a second time (every row unchanged); --format',
      '  csv (default), jsonl (JSON lines) or json (one array); --text: descriptions of CHARS.',
      '  --links: each post has a TikTok link and a download link (looked up as duplicates).',
      '  Prints rows/s, CPU a row (server, PostgreSQL backends), the server RSS growth and the',
      '  latency of GET /api/health polled during the import.',
      '',
    ].join('\n'),
  );
  process.exit(0);
}
const rows = Math.max(1, Number(args.rows));
const format = args.format as 'csv' | 'jsonl' | 'json';
if (!['csv', 'jsonl', 'json'].includes(format)) throw new Error('--format is csv, jsonl or json');
const textChars = Math.max(0, Math.min(5000, Number(args.text)));

const deadline = setTimeout(() => {
  process.stderr.write('bench-import: over its 30-minute budget, stopping\n');
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, 30 * 60_000);
deadline.unref();

/** The i-th post of the file, as a spreadsheet export or another tool's JSON would hold it. */
function post(run: string, i: number) {
  const padding = textChars ? ` ${'lorem ipsum '.repeat(Math.ceil(textChars / 12))}`.slice(0, textChars) : '';
  return {
    username: `creator${i % 5000}`,
    post_id: `bench-${run}-${i}`,
    description: `Clip ${i}, with a comma${padding}`.slice(0, Math.max(textChars, 40)),
    likes: i % 997,
    views: i * 3,
    shares: i % 50,
    comments: i % 70,
    duration: 15 + (i % 45),
    created_time: '2026-01-01T00:00:00Z',
    is_ad: i % 2 === 0,
    industry: i % 3 === 0 ? 'Tech' : '',
    ...(args.links && {
      tiktok_link: `https://www.tiktok.com/@creator${i % 5000}/video/bench-${run}-${i}`,
      download_link: `https://cdn.example.com/bench/${run}/${i}.mp4`,
    }),
  };
}

const csvCell = (value: unknown) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A file of new posts: a CSV (quoted text, a BOM), JSON lines or one JSON array. */
async function writeFile(path: string) {
  const run = Date.now().toString(36);
  const out = createWriteStream(path);
  const columns = Object.keys(post(run, 0));
  if (format === 'csv') out.write(`\uFEFF${columns.join(',')}\r\n`);
  if (format === 'json') out.write('[');
  for (let i = 0; i < rows; i++) {
    const item = post(run, i);
    const line =
      format === 'csv'
        ? `${Object.values(item).map(csvCell).join(',')}\r\n`
        : format === 'jsonl'
          ? `${JSON.stringify(item)}\n`
          : `${i ? ',\n' : ''}${JSON.stringify(item)}`;
    if (!out.write(line)) await once(out, 'drain');
  }
  if (format === 'json') out.write(']\n');
  out.end();
  await once(out, 'finish');
}

/**
 * GET /api/health every 50 ms (one at a time) until stopped: the latencies, in ms. The import's
 * client and this poller are one process, as the brief's one-client rule asks.
 */
function pollHealth(port: number) {
  const latencies: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        });
        req.on('error', reject);
        req.end();
      });
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    agent.destroy();
  })();
  return async () => {
    running = false;
    await done;
    const sorted = latencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
  };
}

/** Streams the file as the multipart `file` part; answers the NDJSON lines' last (result). */
function postFile(port: number, token: string, path: string) {
  const boundary = `----benchImport${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.${format}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ result: unknown; progressLines: number }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/tiktoks/import',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/x-ndjson',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + statSync(path).size + tail.length,
        },
      },
      async (res) => {
        let text = '';
        let progressLines = 0;
        for await (const chunk of res) {
          text += chunk;
          const lines = text.split('\n');
          text = lines.pop() ?? '';
          for (const l of lines) {
            const line = JSON.parse(l);
            if (line.type === 'progress') progressLines++;
            else resolve({ result: line, progressLines });
          }
        }
        if (text.trim()) resolve({ result: JSON.parse(text), progressLines });
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
  });
}

const file = join(tmpdir(), `bench-import-${process.pid}.${format}`);
await writeFile(file);
const mb = statSync(file).size / 1024 / 1024;
const load = loadavg().map((l) => l.toFixed(2));
const app = start('app');
const { port, token } = await app.ready;
if (!token) throw new Error('no bench session');
// settle first: what the server holds at rest is the baseline the growth is measured from
await new Promise((r) => setTimeout(r, 2000));
const before = await app.stats();
type Outcome = { inserted: number; unchanged: number; error_count: number };

/** One import of the file, measured from a reset of the server's counters. */
async function measure(label: string) {
  const dbCpu = await databaseCpu(process.env.DATABASE_URL)?.start();
  await app.reset();
  const started = performance.now();
  const health = pollHealth(port);
  const { result, progressLines } = await postFile(port, token as string, file);
  const seconds = (performance.now() - started) / 1000;
  const healthMs = await health();
  const after = await app.stats();
  const dbCpuMs = (await dbCpu?.()) ?? null;
  const data = (result as { data?: Outcome }).data;
  if (!data) throw new Error(`import failed: ${JSON.stringify(result)}`);
  return { label, seconds, after, dbCpuMs, data, progressLines, healthMs };
}

const runs = [await measure('new rows')];
if (args.again) runs.push(await measure('again, unchanged'));
app.stop();
rmSync(file, { force: true });

const perRow = (ms: number) => ((ms * 1000) / rows).toFixed(1);
const count = (n: number) => n.toLocaleString('en');
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
process.stdout.write(
  [
    `### ${engine}: POST /api/tiktoks/import, ${count(rows)} rows, ${format}, ${mb.toFixed(1)} MB`,
    '',
    `load average before: ${load.join(' ')}, after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; progress lines: ${runs.map((r) => r.progressLines).join(', ')}; row errors: ${runs
      .map((r) => r.data.error_count)
      .join(', ')}`,
    '',
    '| import | format | rows | MB | seconds | rows/s | inserted | unchanged | server CPU µs/row | database CPU µs/row | server RSS before MB | server RSS peak MB | growth MB | event-loop p99 ms | /api/health answers | health p50 ms | health p99 ms | health max ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      ({ label, seconds, after, dbCpuMs, data, healthMs }) =>
        `| ${label} | ${format} | ${count(rows)} | ${mb.toFixed(1)} | ${seconds.toFixed(1)} | ${count(Math.round(rows / seconds))} | ${count(data.inserted)} | ${count(data.unchanged)} | ${perRow(after.cpuMs)} | ${dbCpuMs === null ? '–' : perRow(dbCpuMs)} | ${before.rssMb} | ${after.rssPeakMb} | ${after.rssPeakMb - before.rssMb} | ${after.loopP99Ms.toFixed(1)} | ${healthMs.count} | ${healthMs.p50.toFixed(1)} | ${healthMs.p99.toFixed(1)} | ${healthMs.max.toFixed(1)} |`,
    ),
    '',
  ].join('\n'),
);
process.exit(0);
