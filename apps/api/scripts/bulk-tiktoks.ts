import { INDUSTRIES } from '@adlib/shared';
import { plant, type Rng, SEARCH_WORDS, SPAN_MS, START, sentence } from './bulk-ads.js';

/**
 * Generated TikToks for load tests, beside the generated ads (bulk-ads.ts): valid for every
 * database check, with the same made-up search words of known rarity in their descriptions
 * (one row, ~1 %, ~7 %), and post ids that grow with the id so that a prefix selects a known
 * run of them. search_text is left to the database (a generated column).
 */
export interface BulkTiktok {
  id: number;
  username: string;
  post_id: string;
  description: string;
  views: number;
  likes: number;
  shares: number;
  comments: number;
  duration: number;
  music_title: string;
  industry: string;
  download_link: string;
  tiktok_link: string;
  created_time: Date;
  created_for: string;
  is_ad: boolean;
  new: boolean;
  is_free: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Column order of COPY and INSERT. */
export const BULK_TIKTOK_COLUMNS = [
  'id',
  'username',
  'post_id',
  'description',
  'views',
  'likes',
  'shares',
  'comments',
  'duration',
  'music_title',
  'industry',
  'download_link',
  'tiktok_link',
  'created_time',
  'created_for',
  'is_ad',
  'new',
  'is_free',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof BulkTiktok)[];

/** The post id of the TikTok with this id: 19 digits, ascending with the id. */
export const bulkPostId = (id: number) => `7${String(id).padStart(18, '0')}`;

const HANDLES = ['glow', 'daily', 'fit', 'chef', 'style', 'tech', 'pet', 'home', 'mom', 'travel'];
const TAILS = ['labs', 'with.ana', 'club', 'diaries', 'hub', 'tips', 'life', 'studio', 'co', 'bites'];

/** TikTok number `i` of a run of `count` whose first id is `firstId`; created_time grows with i. */
export function bulkTiktok(rng: Rng, i: number, count: number, firstId: number): BulkTiktok {
  const id = firstId + i;
  const username = `${rng.pick(HANDLES)}.${rng.pick(TAILS)}${rng.int(1, 999)}`;
  let description = `${sentence(rng, 6, 16)} #${rng.pick(HANDLES)} #fyp`;
  if (i === Math.floor(count / 2)) description = plant(rng, description, SEARCH_WORDS.rare);
  if (rng.next() < 0.01) description = plant(rng, description, SEARCH_WORDS.onePercent);
  if (rng.next() < 0.07) description = plant(rng, description, SEARCH_WORDS.sevenPercent);
  const posted = new Date(START + Math.floor((SPAN_MS * i) / Math.max(count, 1)) + rng.int(0, 3_600_000));
  const views = rng.int(1_000, 5_000_000);
  const likes = Math.round(views * (0.02 + rng.next() * 0.1));
  const postId = bulkPostId(id);
  return {
    id,
    username,
    post_id: postId,
    description,
    views,
    likes,
    shares: Math.round(likes * 0.05),
    comments: Math.round(likes * 0.02),
    duration: rng.int(7, 180),
    music_title: rng.next() < 0.35 ? `original sound - ${username}` : `${sentence(rng, 2, 4)} - The Band`,
    industry: rng.pick(INDUSTRIES).value,
    download_link: `https://cdn.example.com/tiktoks/${postId}.mp4`,
    tiktok_link: `https://www.tiktok.com/@${username}/video/${postId}`,
    created_time: posted,
    created_for: posted.toISOString().slice(0, 7),
    is_ad: rng.next() < 0.45,
    new: rng.next() < 0.05,
    is_free: rng.next() < 0.25,
    created_at: posted,
    updated_at: new Date(posted.getTime() + rng.int(0, 30 * 24 * 3600 * 1000)),
  };
}
