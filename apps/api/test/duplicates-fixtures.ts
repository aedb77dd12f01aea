import { and, eq } from 'drizzle-orm';
import { duplicatePairs, media } from '../src/db/schema.js';
import { duplicatesOnMediaReady } from '../src/duplicates/media-ready.js';
import type { TestApp } from './helpers.js';

let n = 0;

/** A ready media row as the media job leaves it, under a URL of its own; its hashes indexed. */
export async function readyMedia(
  t: TestApp,
  signals: { phash?: string | null; frames?: string[] | null; digest?: string | null },
) {
  n += 1;
  const key = `ads/dup-${process.pid}-${n}.png`;
  const url = `http://localhost/media/${key}`;
  await t.db.insert(media).values({
    source_key: key,
    source_url: url,
    state: 'ready',
    phash: signals.phash ?? null,
    strip_phashes: signals.frames ?? null,
    digest: signals.digest ?? `digest-${n}`,
    thumb_url: `http://localhost/media/thumbs/${n}.webp`,
  });
  return { key, url, ready: () => duplicatesOnMediaReady(t.db, [key]) };
}

/** `hash` (16 hex digits) with `bits` bits flipped from bit `from` up (band 0 is bits 0-15). */
export function flipped(hash: string, bits: number, from = 16): string {
  let value = BigInt(`0x${hash}`);
  for (let i = 0; i < bits; i++) value ^= 1n << BigInt(from + i);
  return value.toString(16).padStart(16, '0');
}

/** The stored pair of two records (either order). */
export async function pairOf(t: TestApp, area: string, x: number, y: number) {
  const [row] = await t.db
    .select()
    .from(duplicatePairs)
    .where(
      and(
        eq(duplicatePairs.area, area),
        eq(duplicatePairs.a_id, Math.min(x, y)),
        eq(duplicatePairs.b_id, Math.max(x, y)),
      ),
    );
  return row;
}

/** Waits until `probe` answers something (a background job's effect), or fails after `ms`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
