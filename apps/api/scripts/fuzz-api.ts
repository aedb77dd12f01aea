// npm run fuzz:api -- --requests 10000 [--seed 1]
// Sends generated bad requests to every write route of /api/openapi.json (the same generator
// as test/fuzz-write-routes.test.ts, more of it) on a fresh in-memory database, and prints the
// figures an issue note needs: requests, answers by status and code, 5xx, outside the envelope.
// Exits 1 when any answer is a 5xx, outside the envelope, without the headers, or a refused
// call changed a record.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createFuzzTarget } from '../test/fuzz/fuzz-target.js';
import { runFuzz } from '../test/fuzz/run-fuzz.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1e9) },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);

const dataDir = mkdtempSync(join(tmpdir(), 'adlib-fuzz-'));
const target = await createFuzzTarget({ DATA_DIR: dataDir });
const started = performance.now();
const figures = await runFuzz({ ...target.options, requests, seed });
const seconds = (performance.now() - started) / 1000;
const health = await target.t.app.inject({ method: 'GET', url: '/api/health' });
await target.t.close();
rmSync(dataDir, { recursive: true, force: true });

const rows = Object.entries(figures.answers).sort(([a], [b]) => a.localeCompare(b));
const out = [
  `fuzz:api — seed ${seed}, ${figures.routes.length} write routes: ${figures.routes.join(', ')}`,
  `requests: ${figures.requests} in ${seconds.toFixed(1)} s`,
  ...rows.map(([answer, n]) => `  ${answer.padEnd(32)} ${n}`),
  `5xx: ${figures.serverErrors}`,
  `outside the envelope: ${figures.outsideEnvelope}`,
  `without the security headers: ${figures.missingHeaders}`,
  `records changed by a refused call: ${figures.changedByRefusedCall}`,
  `health after: ${health.statusCode}`,
  ...(figures.problems.length ? ['problems (first 20):', ...figures.problems.map((p) => `  ${p}`)] : []),
];
console.log(out.join('\n'));
const clean =
  figures.serverErrors + figures.outsideEnvelope + figures.missingHeaders + figures.changedByRefusedCall ===
    0 && health.statusCode === 200;
process.exit(clean ? 0 : 1);
