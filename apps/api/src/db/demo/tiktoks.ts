import type { tiktoks } from '../schema.js';
import { DAY_MS, daysAgo, editedAfter, monthOf, SPAN_DAYS } from './dates.js';
import { cycle, type Rng } from './random.js';
import { demoVideoUrl } from './videos.js';
import { NICHES } from './words-niches.js';
import {
  HANDLE_TAILS,
  HANDLE_WORDS,
  HASHTAGS,
  SONG_NOUNS,
  SONG_WORDS,
  TIKTOK_LINES,
} from './words-people.js';

export type TiktokRow = typeof tiktoks.$inferInsert & { created_at: Date; updated_at: Date };

function handle(rng: Rng): string {
  const sep = rng.pick(['', '.', '_']);
  return `${rng.pick(HANDLE_WORDS)}${sep}${rng.pick(HANDLE_TAILS)}${rng.chance(0.4) ? rng.int(2, 99) : ''}`;
}

function music(rng: Rng, username: string): string {
  // about a third of TikToks use the creator's own audio, as on the platform
  if (rng.chance(0.35)) return `original sound - ${username}`;
  return `${rng.pick(SONG_WORDS)} ${rng.pick(SONG_NOUNS)} - The ${rng.pick(SONG_WORDS)} ${rng.pick(SONG_NOUNS)}`;
}

/**
 * `count` TikToks, organic and paid, with engagement in realistic proportions: views
 * spread over orders of magnitude, likes a few percent of views, comments and shares
 * a few percent of likes. Every industry of the fixed list appears (round-robin niche).
 * Their videos are the demo clips the API serves (`mediaBase`: its public URL).
 */
export function makeTiktoks(rng: Rng, now: Date, count: number, mediaBase: string): TiktokRow[] {
  const rows: TiktokRow[] = [];
  for (let i = 0; i < count; i++) {
    const niche = i < NICHES.length ? cycle(NICHES, i) : rng.pick(NICHES);
    const username = handle(rng);
    const postId = `7${rng.digits(18)}`;
    const line = rng
      .pick(TIKTOK_LINES)
      .replaceAll('{product}', rng.pick(niche.products))
      .replaceAll('{benefit}', rng.pick(niche.benefits))
      .replaceAll('{pain}', rng.pick(niche.pains));
    const views = rng.logUniform(4_000, 9_000_000);
    const likes = Math.round(views * (0.02 + rng.next() * 0.1));
    const created = daysAgo(rng, now, SPAN_DAYS);
    const posted = new Date(created.getTime() - rng.int(0, 20) * DAY_MS);
    rows.push({
      username,
      post_id: postId,
      description: `${line} ${rng.sample(HASHTAGS, rng.int(2, 4)).join(' ')}`,
      views,
      likes,
      shares: Math.round(likes * (0.01 + rng.next() * 0.09)),
      comments: Math.round(likes * (0.005 + rng.next() * 0.035)),
      duration: rng.chance(0.6) ? rng.int(7, 30) : rng.int(31, 180),
      music_title: music(rng, username),
      industry: niche.industry,
      // the API's own clips (db/demo/videos.ts), as the creators': every preview plays
      download_link: demoVideoUrl(mediaBase, i),
      tiktok_link: `https://www.tiktok.com/@${username}/video/${postId}`,
      created_time: posted,
      created_for: monthOf(created),
      is_ad: rng.chance(0.45),
      new: false, // set below on the latest posts
      is_free: rng.chance(0.25),
      created_at: created,
      updated_at: editedAfter(rng, created, now),
    });
  }
  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  // "new" marks the latest additions, as staff flag a fresh batch after each upload
  for (const row of rows.slice(-12)) row.new = rng.chance(0.75);
  return rows;
}
