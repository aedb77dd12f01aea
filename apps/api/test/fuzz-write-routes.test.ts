import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzTarget } from './fuzz/fuzz-target.js';
import { type FuzzFigures, runFuzz } from './fuzz/run-fuzz.js';

// Every write route of /api/openapi.json, every field, about 2,000 generated bad requests:
// an area added later is fuzzed without new test code. FUZZ_SEED replays another sample.
const REQUESTS = 2_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

// a data folder of its own: the media folder is checked for what refused uploads leave behind
const dataDir = mkdtempSync(join(tmpdir(), 'adlib-fuzz-'));
const mediaDir = join(dataDir, 'media');
let target: Awaited<ReturnType<typeof createFuzzTarget>>;
let figures: FuzzFigures;
let newFiles: string[] = [];
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

beforeAll(async () => {
  target = await createFuzzTarget({ DATA_DIR: dataDir });
  const before = files(mediaDir);
  figures = await runFuzz({ ...target.options, requests: REQUESTS, seed: SEED });
  newFiles = files(mediaDir).filter((f) => !before.includes(f));
}, 240_000);
afterAll(async () => {
  await target?.t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('fuzzing every write route of the OpenAPI document', () => {
  it('reaches every write route, uploads included, with about 2,000 requests', () => {
    expect(figures.requests).toBe(REQUESTS);
    expect(figures.routes).toEqual(
      expect.arrayContaining([
        'POST /api/advertisements',
        'PUT /api/advertisements/{id}',
        'POST /api/advertisements/upload',
        'PUT /api/titles-subtitles/edit/{id}',
        'POST /api/signin-without-password',
      ]),
    );
  });

  it('never answers 5xx, and answers every error in the envelope with the security headers', () => {
    expect(figures.problems).toEqual([]);
    expect(figures.serverErrors).toBe(0);
    expect(figures.outsideEnvelope).toBe(0);
    expect(figures.missingHeaders).toBe(0);
    // the refusals are the client's: 400 validation_failed above all
    expect(figures.answers['400 validation_failed']).toBeGreaterThan(REQUESTS / 4);
  });

  it('changes no record on a refused call and leaves no stored file behind', () => {
    expect(figures.changedByRefusedCall).toBe(0);
    expect(newFiles.filter((f) => f.endsWith('.part'))).toEqual([]);
    // a file is kept only by an accepted upload
    expect(newFiles.length).toBeLessThanOrEqual(
      figures.acceptedByRoute['POST /api/advertisements/upload'] ?? 0,
    );
  });

  it('leaves the server healthy: health and a signed-in read still answer', async () => {
    const health = await target.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const authorization = await target.options.refresh();
    const ad = await target.t.app.inject({
      method: 'GET',
      url: `/api/advertisements/${target.adId}`,
      headers: { authorization },
    });
    expect(ad.statusCode).toBe(200);
  });
});
