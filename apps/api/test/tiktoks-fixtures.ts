import { tiktoks } from '../src/db/schema.js';
import type { TestApp } from './helpers.js';

type NewTiktok = typeof tiktoks.$inferInsert;

/** Inserts posts straight into the database (faster than the API for list fixtures). */
export async function insertTiktoks(t: TestApp, rows: NewTiktok[]) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await t.db
      .insert(tiktoks)
      .values(rows.slice(i, i + 500))
      .returning({ id: tiktoks.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** A complete, valid body of POST/PUT /api/tiktoks. */
export const validTiktok = (over: Record<string, unknown> = {}) => ({
  username: 'glow.labs',
  post_id: '7300000000000000001',
  description: 'Morning routine #skincare',
  likes: 1200,
  views: 45000,
  shares: 30,
  comments: 12,
  duration: 21,
  music_title: 'original sound - glow.labs',
  created_time: '2026-10-01T09:30:00.000Z',
  created_for: '2026-10',
  tiktok_link: 'https://www.tiktok.com/@glow.labs/video/7300000000000000001',
  download_link: 'https://cdn.example.com/tiktoks/7300000000000000001.mp4',
  is_ad: true,
  new: true,
  is_free: false,
  industry: 'Beauty/Cosmetics',
  ...over,
});
