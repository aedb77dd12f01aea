import { CREATOR_GENDERS, INDUSTRY_VALUES, UGC_COUNTRIES } from '@adlib/shared';
// the demo library's names, niches and cities, so bulk creators read like the demo ones
import * as people from '../src/db/demo/words-people.js';
import { plant, type Rng, SEARCH_WORDS, SPAN_MS, START } from './bulk-ads.js';

/**
 * Generated UGC creators for load tests, beside the generated ads and TikToks: valid for every
 * database check (gender, country, industry, at most six videos, e-mails unique ignoring case
 * because the id is in each), with the made-up search words of known rarity (one row, ~1 %,
 * ~7 %) in their niche, which the keyword search reads with name, e-mail and city.
 * search_text is left to the database (a generated column).
 */
export interface BulkCreator {
  id: number;
  name: string;
  email: string;
  age: number;
  gender: string;
  niche: string;
  city: string;
  country: string;
  industry: string;
  minimum_project: number;
  minimum_price: number;
  tiktok_link: string;
  profile_picture: string;
  videos: string[];
  created_at: Date;
  updated_at: Date;
}

/** Column order of COPY and INSERT. */
export const BULK_CREATOR_COLUMNS = [
  'id',
  'name',
  'email',
  'age',
  'gender',
  'niche',
  'city',
  'country',
  'industry',
  'minimum_project',
  'minimum_price',
  'tiktok_link',
  'profile_picture',
  'videos',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof BulkCreator)[];

/** Creator number `i` of a run of `count` whose first id is `firstId`; created_at grows with i. */
export function bulkCreator(rng: Rng, i: number, count: number, firstId: number): BulkCreator {
  const id = firstId + i;
  const woman = rng.next() < 0.62;
  const first = rng.pick(woman ? people.WOMEN_FIRST : people.MEN_FIRST);
  const last = rng.pick(people.SURNAME_HEADS) + rng.pick(people.SURNAME_TAILS);
  const handle = `${first}${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  const country = rng.pick(UGC_COUNTRIES);
  const industry = rng.pick(INDUSTRY_VALUES);
  let niche = rng.pick(people.NICHE_LABELS[industry] ?? ['Lifestyle']);
  if (i === Math.floor(count / 2)) niche = plant(rng, niche, SEARCH_WORDS.rare);
  if (rng.next() < 0.01) niche = plant(rng, niche, SEARCH_WORDS.onePercent);
  if (rng.next() < 0.07) niche = plant(rng, niche, SEARCH_WORDS.sevenPercent);
  const created = new Date(START + Math.floor((SPAN_MS * i) / Math.max(count, 1)) + rng.int(0, 3_600_000));
  const project = rng.int(1, 10);
  return {
    id,
    name: `${first} ${last}`,
    email: `${handle}${id}@example.com`,
    age: rng.int(18, 60),
    gender: woman ? CREATOR_GENDERS[0] : CREATOR_GENDERS[1],
    niche,
    city: rng.pick(people.CITIES[country] ?? [country]),
    country,
    industry,
    minimum_project: project,
    minimum_price: Math.round(90 + project * 40 + rng.int(0, 12_000) / 100),
    tiktok_link: `https://tiktok.example.com/@${handle}${id}`,
    profile_picture: `https://cdn.example.com/creators/${id}/profile.png`,
    videos: Array.from(
      { length: rng.int(0, 6) },
      (_, k) => `https://cdn.example.com/creators/${id}/video-${k + 1}.mp4`,
    ),
    created_at: created,
    updated_at: new Date(created.getTime() + rng.int(0, 30 * 24 * 3600 * 1000)),
  };
}
