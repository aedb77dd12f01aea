/**
 * Measures the customers CSV download (GET /api/users/download) as staff would start it:
 *   npm run bench:download [-- --query "role=monthly&subscription_status=active"]
 * Against DATABASE_URL (PostgreSQL) or the PGlite in DATA_DIR, filled by
 * `npm run seed:bulk -- --users N`. The app runs in a child process (bench-server.ts), which
 * samples its RSS every 100 ms: the table says how fast rows arrive and how much the server's
 * memory grew while it streamed them (the export must not hold the file in memory).
 * Numbers, not assertions.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { children, start } from './bench-children.js';

const { values: args } = parseArgs({ options: { query: { type: 'string', default: '' } } });

const deadline = setTimeout(() => {
  process.stderr.write('bench-download: over its 30-minute budget, stopping\n');
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, 30 * 60_000);
deadline.unref();

const load = loadavg().map((l) => l.toFixed(2));
const app = start('app');
const { port, token } = await app.ready;
const url = `http://127.0.0.1:${port}/api/users/download${args.query ? `?${args.query}` : ''}`;

// settle first: what the server holds at rest is the baseline the growth is measured from
await new Promise((r) => setTimeout(r, 2000));
const before = await app.stats();
await app.reset();
const started = performance.now();
let firstByteMs = 0;
const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
if (!res.ok || !res.body) throw new Error(`${res.status} ${await res.text()}`);
let bytes = 0;
let lines = 0;
for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
  if (!firstByteMs) firstByteMs = performance.now() - started;
  bytes += chunk.byteLength;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
}
const seconds = (performance.now() - started) / 1000;
const after = await app.stats();
app.stop();

const rows = Math.max(0, lines - 1); // less the header line
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
process.stdout.write(
  [
    `### ${engine}: GET /api/users/download${args.query ? `?${args.query}` : ''}`,
    '',
    `load average before: ${load.join(' ')}, after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; file name: ${res.headers.get('content-disposition') ?? 'none'}`,
    '',
    '| rows | MB | first byte ms | seconds | rows/s | server RSS before MB | server RSS peak MB | growth MB | event-loop p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${rows.toLocaleString('en')} | ${(bytes / 1024 / 1024).toFixed(1)} | ${Math.round(firstByteMs)} | ${seconds.toFixed(1)} | ${Math.round(rows / seconds).toLocaleString('en')} | ${before.rssMb} | ${after.rssPeakMb} | ${after.rssPeakMb - before.rssMb} | ${after.loopP99Ms.toFixed(1)} |`,
    '',
  ].join('\n'),
);
process.exit(0);
