import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema.js';
import { MEDIA_RECIPE } from '../src/media/process-media.js';
import { queueMediaRows } from '../src/media-jobs/media-rows.js';
import { createTestApp, type TestApp } from './helpers.js';

// The recipe a media row was made with: hashes of an older one do not compare with new ones
// (issue 26's duplicates), so background work (the backfill, the demo library) makes them again.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function readyRow(recipe: number) {
  const ref = { key: `link/${randomUUID()}`, url: `https://cdn.example.com/${randomUUID()}.png` };
  await t.db.insert(media).values({ source_key: ref.key, source_url: ref.url, state: 'ready', recipe });
  return ref;
}
const stateOf = async (key: string) =>
  (await t.db.select({ state: media.state }).from(media).where(eq(media.source_key, key)))[0]?.state;

describe('media recipes', () => {
  it('background work queues again a media made by an older recipe, and only that one', async () => {
    const old = await readyRow(0);
    const current = await readyRow(MEDIA_RECIPE);
    // a person's save leaves a ready media alone, whatever its recipe
    expect(await queueMediaRows(t.db, [old, current])).toEqual([]);
    expect(await stateOf(old.key)).toBe('ready');
    expect(await queueMediaRows(t.db, [old, current], { stale: true })).toEqual([old.key]);
    expect(await stateOf(old.key)).toBe('queued');
    expect(await stateOf(current.key)).toBe('ready');
  });
});
