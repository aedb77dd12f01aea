// A backfill's batches (issue 25 §4, decision 023): media-ocr writes a batch's texts in one
// statement, never over a media processed again since it was read; a background batch's
// duplicates check waits for the processing, a person's does not.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema.js';
import { mediaDuplicatesJob } from '../src/media-jobs/duplicates-job.js';
import { markTextsRead } from '../src/media-jobs/media-rows.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readyRow = async (key: string) => {
  const [row] = await t.app.db
    .insert(media)
    .values({ source_key: key, source_url: `https://cdn.example.com/${key}`, state: 'ready' })
    .returning();
  if (!row) throw new Error('no row');
  return row;
};
const textOf = async (key: string) =>
  (await t.app.db.select().from(media).where(eq(media.source_key, key)))[0]?.ocr_text;

describe('media-ocr batches', () => {
  it("writes a batch's texts in one statement, only on rows still as they were read", async () => {
    const a = await readyRow('link/batch-a');
    const b = await readyRow('link/batch-b');
    // b is processed again after it was read: its new reading is its own
    await t.app.db
      .update(media)
      .set({ updated_at: new Date(b.updated_at.getTime() + 1000) })
      .where(eq(media.source_key, b.source_key));
    const written = await markTextsRead(t.app.db, [
      { key: a.source_key, text: 'SALE', stamp: a.updated_at },
      { key: b.source_key, text: 'OLD', stamp: b.updated_at },
    ]);
    expect(written).toEqual([a.source_url]);
    expect(await textOf(a.source_key)).toBe('SALE');
    expect(await textOf(b.source_key)).toBeNull();
    // read already: not written again
    expect(await markTextsRead(t.app.db, [{ key: a.source_key, text: 'X', stamp: a.updated_at }])).toEqual(
      [],
    );
  });
});

describe('media-duplicates', () => {
  it("waits for the processing in a background batch's check, not in a person's", async () => {
    const waits: string[] = [];
    const job = mediaDuplicatesJob({
      db: t.app.db,
      yieldToProcessing: async () => {
        waits.push('waited');
      },
    });
    const run = { id: 'test', attempt: 1 };
    await job.run({ sources: ['link/none'], background: true }, run);
    expect(waits).toEqual(['waited']);
    await job.run({ sources: ['link/none'] }, run);
    await job.run({ sources: ['link/none'], background: false }, run);
    expect(waits).toEqual(['waited']);
  });
});
