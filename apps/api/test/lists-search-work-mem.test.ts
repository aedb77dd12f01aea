// A keyword search's reads get more memory for their bitmaps (issue 29 §3, decision 025): on
// PostgreSQL each runs in a read transaction of its own with `set local work_mem` (config
// SEARCH_WORK_MEM), so the setting is the search's alone and never stays on a pooled
// connection; on PGlite nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createSqlRunner } from '../src/lists/sql-runner.js';
import { readSteps } from '../src/lists/steps.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const workMem = { text: "select current_setting('work_mem') as w", values: [] };

describe('work_mem of a keyword search', () => {
  it('is the configured one for a search only, on PostgreSQL; the connection keeps the default after', async () => {
    expect(t.config.searchWorkMem).toBe('32MB');
    const run = createSqlRunner(t.database, { searchWorkMem: '48MB' });
    const [plain] = await run<{ w: string }>(workMem);
    const [search] = await run<{ w: string }>(workMem, { search: true });
    const poolSize = 4;
    // every pooled connection at once: none kept the search's setting
    const after = await Promise.all(Array.from({ length: poolSize }, () => run<{ w: string }>(workMem)));
    if (t.database.kind === 'postgres') {
      expect(search?.w).toBe('48MB');
      expect(after.map(([r]) => r?.w)).toEqual(Array(poolSize).fill(plain?.w));
      expect(plain?.w).not.toBe('48MB');
    } else {
      // the embedded database: its own setting, for a search too
      expect(search?.w).toBe(plain?.w);
    }
  });

  it("runs a tiered read's steps in one search read: one transaction, the search's memory", async () => {
    // steps.ts: a common word's tiers, a statement each, share one begin and commit
    const run = createSqlRunner(t.database, { searchWorkMem: '48MB' });
    const step = {
      text: "select current_setting('work_mem') as w, transaction_timestamp()::text as at",
      values: [],
    };
    const rows = await readSteps<{ w: string; at: string }>(
      run,
      { steps: [step, step, step], skip: 0, take: 3 },
      { search: true },
    );
    expect(rows).toHaveLength(3);
    if (t.database.kind !== 'postgres') return; // the embedded database: no search read
    expect(new Set(rows.map((r) => r.at)).size).toBe(1);
    expect(rows.map((r) => r.w)).toEqual(['48MB', '48MB', '48MB']);
    const [after] = await run<{ w: string }>(workMem);
    expect(after?.w).not.toBe('48MB');
  });

  it('a failing search statement is an error, and the connection goes back usable', async () => {
    const run = createSqlRunner(t.database, { searchWorkMem: '48MB' });
    await expect(run({ text: 'select 1/0', values: [] }, { search: true })).rejects.toThrow(
      /division by zero/,
    );
    const again = await Promise.all(
      Array.from({ length: 4 }, () => run<{ w: string }>(workMem, { search: true })),
    );
    for (const [row] of again) expect(row?.w).toBe(t.database.kind === 'postgres' ? '48MB' : row?.w);
  });

  it('is configured as a size with its unit, or empty for the server default; anything else stops the start', () => {
    expect(loadConfig({ SEARCH_WORK_MEM: '64MB' }).searchWorkMem).toBe('64MB');
    expect(loadConfig({ SEARCH_WORK_MEM: '' }).searchWorkMem).toBeNull();
    expect(loadConfig({}).searchWorkMem).toBe('32MB');
    // the value is written into the statement: only digits and a unit pass
    for (const bad of ['32', '32 MB', "32MB'; drop table ads; --", '1TB'])
      expect(() => loadConfig({ SEARCH_WORK_MEM: bad }), bad).toThrow(/SEARCH_WORK_MEM/);
  });
});
