import { UGC_COUNTRIES } from '@adlib/shared';
import type { ugcCreators } from '../schema.js';
import { daysAgo, editedAfter, SPAN_DAYS } from './dates.js';
import { demoMediaUrl } from './pictures.js';
import { cycle, Rng } from './random.js';
import { demoVideoUrl } from './videos.js';
import { INDUSTRY_WEIGHT } from './words-niches.js';
import {
  CITIES,
  MEN_FIRST,
  NICHE_LABELS,
  SURNAME_HEADS,
  SURNAME_TAILS,
  WOMEN_FIRST,
} from './words-people.js';

export type CreatorRow = typeof ugcCreators.$inferInsert & { created_at: Date; updated_at: Date };

/** minimum projects, in videos */
const PROJECTS = [1, 2, 3, 5, 10] as const;
const INDUSTRIES = Object.keys(INDUSTRY_WEIGHT).filter((i) => i !== 'Null');

export function surname(rng: Rng): string {
  return rng.pick(SURNAME_HEADS) + rng.pick(SURNAME_TAILS);
}

/** the creators' own draws: who they are does not depend on the rest of the library */
const IDENTITY_SEED = 20_240_602;

/**
 * Who the `count` demo creators are: name, gender and handle. Drawn apart from everything
 * else, so that the names of their pictures are known without building the library
 * (the demo media routes serve those names only).
 */
export function creatorIdentities(count: number) {
  const rng = new Rng(IDENTITY_SEED);
  const usedHandles = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const woman = rng.chance(0.62);
    const first = rng.pick(woman ? WOMEN_FIRST : MEN_FIRST);
    const last = surname(rng);
    let handle = `${first}${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
    if (usedHandles.has(handle)) handle += i;
    usedHandles.add(handle);
    return { woman, first, last, handle };
  });
}

/** the name of a demo creator's drawn face */
export const faceName = (handle: string) => `creator-${handle}`;

/**
 * `count` UGC creators. Countries and industries go round-robin so every country filter
 * has people; prices rise with the size of the minimum project, as creators' rate cards do.
 * Profile pictures (a face drawn from the name) and video clips are served by the API
 * (`mediaBase`: its public URL), so they load offline.
 */
export function makeCreators(rng: Rng, now: Date, count: number, mediaBase: string): CreatorRow[] {
  const rows: CreatorRow[] = [];
  const identities = creatorIdentities(count);
  for (const [i, { woman, first, last, handle }] of identities.entries()) {
    const country = cycle(UGC_COUNTRIES, i);
    const industry = cycle(INDUSTRIES, i * 3);
    const projectIndex = rng.int(0, PROJECTS.length - 1);
    const price = Math.round((90 + projectIndex * 110 + rng.int(0, 120)) / 10) * 10;
    const created = daysAgo(rng, now, SPAN_DAYS);
    rows.push({
      name: `${first} ${last}`,
      email: `${handle}@example.com`,
      age: rng.int(18, 60),
      gender: woman ? 'Woman' : 'Man',
      niche: rng.pick(NICHE_LABELS[industry] ?? ['Lifestyle']),
      city: rng.pick(CITIES[country] ?? [country]),
      country,
      industry,
      minimum_project: cycle(PROJECTS, projectIndex),
      minimum_price: price,
      link_from_creator: `https://links.example.com/${handle}`,
      website: rng.chance(0.5) ? `https://${handle}.example.com` : null,
      instagram_link: rng.chance(0.85) ? `https://instagram.example.com/${handle}` : null,
      tiktok_link: `https://tiktok.example.com/@${handle}`,
      twitter_link: rng.chance(0.35) ? `https://x.example.com/${handle}` : null,
      profile_picture: demoMediaUrl(mediaBase, 'faces', faceName(handle)),
      // the API's own clips (db/demo/videos.ts), so every preview plays offline
      videos: Array.from({ length: rng.int(1, 6) }, (_, k) => demoVideoUrl(mediaBase, i + k)),
      screenshoot: rng.chance(0.6) ? `https://cdn.example.com/creators/${handle}/stats.png` : null,
      created_at: created,
      updated_at: editedAfter(rng, created, now),
    });
  }
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}
