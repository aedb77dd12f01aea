/**
 * Measures a TikToks import (POST /api/tiktoks/import) as staff would send it:
 *   npm run bench:import [-- --rows 100000] [--again]
 * (--again: then imports the same file once more, every row unchanged, and reports both.)
 * Against DATABASE_URL (PostgreSQL) or the PGlite in DATA_DIR. Writes a CSV of `rows` new
 * posts to a temporary file, starts the app in a child process (bench-server.ts, which samples
 * its RSS every 100 ms), streams the file to it with Accept: application/x-ndjson and prints
 * rows/s, how much the server's memory grew while it imported, and the CPU the server and the
 * PostgreSQL backends spent per row (on a shared machine a steadier figure than rows/s).
 * Numbers, not assertions.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { children, start } from './bench-children.js';
import { databaseCpu } from './db-cpu.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    again: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  process.stdout.write(
    [
      'npm run bench:import [-- --rows N] [--again]',
      '  imports a CSV of N new TikToks (default 100,000) into DATABASE_URL (PostgreSQL) or the',
      '  PGlite in DATA_DIR; --again imports it a second time (every row unchanged).',
      '  Prints rows/s, CPU a row (server, PostgreSQL backends) and the server RSS growth.',
      '',
    ].join('\n'),
  );
  process.exit(0);
}
const rows = Math.max(1, Number(args.rows));

const deadline = setTimeout(() => {
  process.stderr.write('bench-import: over its 30-minute budget, stopping\n');
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, 30 * 60_000);
deadline.unref();

/** A CSV of new posts, as a spreadsheet export would hold them (quoted text, a BOM). */
async function writeCsv(path: string) {
  const run = Date.now().toString(36);
  const out = createWriteStream(path);
  out.write(
    '\uFEFFusername,post_id,description,likes,views,shares,comments,duration,created_time,is_ad,industry\r\n',
  );
  for (let i = 0; i < rows; i++) {
    const line = `creator${i % 5000},bench-${run}-${i},"Clip ${i}, with a comma",${i % 997},${i * 3},${i % 50},${i % 70},${15 + (i % 45)},2026-01-01T00:00:00Z,${i % 2 === 0},${i % 3 === 0 ? 'Tech' : ''}\r\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Streams the file as the multipart `file` part; answers the NDJSON lines' last (result). */
function postFile(port: number, token: string, path: string) {
  const boundary = `----benchImport${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
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

const file = join(tmpdir(), `bench-import-${process.pid}.csv`);
await writeCsv(file);
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
  const { result, progressLines } = await postFile(port, token as string, file);
  const seconds = (performance.now() - started) / 1000;
  const after = await app.stats();
  const dbCpuMs = (await dbCpu?.()) ?? null;
  const data = (result as { data?: Outcome }).data;
  if (!data) throw new Error(`import failed: ${JSON.stringify(result)}`);
  return { label, seconds, after, dbCpuMs, data, progressLines };
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
    `### ${engine}: POST /api/tiktoks/import, ${count(rows)} rows`,
    '',
    `load average before: ${load.join(' ')}, after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; progress lines: ${runs.map((r) => r.progressLines).join(', ')}; row errors: ${runs
      .map((r) => r.data.error_count)
      .join(', ')}`,
    '',
    '| import | rows | MB | seconds | rows/s | inserted | unchanged | server CPU µs/row | database CPU µs/row | server RSS before MB | server RSS peak MB | growth MB | event-loop p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      ({ label, seconds, after, dbCpuMs, data }) =>
        `| ${label} | ${count(rows)} | ${mb.toFixed(1)} | ${seconds.toFixed(1)} | ${count(Math.round(rows / seconds))} | ${count(data.inserted)} | ${count(data.unchanged)} | ${perRow(after.cpuMs)} | ${dbCpuMs === null ? '–' : perRow(dbCpuMs)} | ${before.rssMb} | ${after.rssPeakMb} | ${after.rssPeakMb - before.rssMb} | ${after.loopP99Ms.toFixed(1)} |`,
    ),
    '',
  ].join('\n'),
);
process.exit(0);
