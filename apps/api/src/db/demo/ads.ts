import { AD_FORMATS, AD_TYPES, CALLS_TO_ACTION, SEASONALS, VIDEO_LENGTHS, VIDEO_TYPES } from '@adlib/shared';
import type { advertisements } from '../schema.js';
import { adSearchText } from '../search-text.js';
import { writeCopy } from './ad-copy.js';
import type { Brand } from './brands.js';
import { atDaysAgo, DAY_MS, editedAfter, SPAN_DAYS } from './dates.js';
import { demoMediaUrl } from './pictures.js';
import { cycle, type Rng } from './random.js';

export type AdRow = typeof advertisements.$inferInsert & { created_at: Date; updated_at: Date };

/** the month (1–12) each season's ads are published in, so seasonal sets look timely */
const SEASON_MONTH: Record<string, number> = {
  'Black Friday': 11,
  Christmas: 12,
  Halloween: 10,
  Thanksgiving: 11,
  'New Year': 1,
  Summer: 7,
  Winter: 2,
  Spring: 4,
  Fall: 9,
};
const COMMON_CTAS = ['Shop Now', 'Learn More', 'Order Now', 'Get Offer', 'Sign Up'] as const;
const VIDEO_FIRST = new Set(['Unboxing', 'UGC', 'How-to/Features', 'Humor']);

function types(rng: Rng, i: number): string[] {
  // the main type walks the list, so every type appears; extras are never 'Seasonal',
  // which stays tied to a season value (the database checks that pairing)
  const main = cycle(AD_TYPES, i);
  const extras = rng.sample(
    AD_TYPES.filter((t) => t !== main && t !== 'Seasonal'),
    rng.chance(0.55) ? rng.int(1, 2) : 0,
  );
  const list = [main, ...extras];
  if (main !== 'Seasonal' && rng.chance(0.05)) list.push('Seasonal');
  return list;
}

/** a day in `month` within the library's window, or a random day when none fits */
function seasonDate(rng: Rng, now: Date, month: number): Date {
  const days: number[] = [];
  for (let d = 0; d <= SPAN_DAYS; d++) {
    if (new Date(now.getTime() - d * DAY_MS).getUTCMonth() + 1 === month) days.push(d);
  }
  return atDaysAgo(rng, now, days.length ? rng.pick(days) : rng.int(0, SPAN_DAYS));
}

function gender(rng: Rng, industry: string): string[] {
  const femaleLean = industry === 'Beauty/Cosmetics' || industry === 'Kids/Baby' ? 0.35 : 0;
  const r = rng.next();
  if (r < 0.3 + femaleLean) return ['Female'];
  if (r < 0.5 + femaleLean / 2) return ['Male'];
  return ['Female', 'Male'];
}

function objective(rng: Rng, mainType: string): string[] {
  const r = rng.next();
  if (mainType === 'Discount' ? r < 0.5 : r < 0.2) return ['retargeting'];
  return r < 0.75 ? ['prospecting'] : ['prospecting', 'retargeting'];
}

/**
 * `count` ads from `brands`. Round-robin on brand, type, format and call to action
 * guarantees every filter value has rows; the remaining choices are random but seeded.
 * Rows come back oldest first, so ids grow with created_at as they would in production.
 */
export function makeAds(
  rng: Rng,
  now: Date,
  brands: readonly Brand[],
  count: number,
  userId: number | null,
  mediaBase: string,
) {
  const rows: AdRow[] = [];
  let seasonIndex = 0;
  for (let i = 0; i < count; i++) {
    const brand = i < brands.length ? (brands[i] as Brand) : rng.pick(brands);
    const list = types(rng, i);
    const main = list[0] ?? 'Lifestyle';
    const seasonal = list.includes('Seasonal') ? cycle(SEASONALS, seasonIndex++) : null;
    const format =
      i < AD_FORMATS.length
        ? cycle(AD_FORMATS, i)
        : rng.chance(VIDEO_FIRST.has(main) ? 0.8 : 0.45)
          ? 'Video'
          : 'Static Image';
    const isVideo = format === 'Video';
    const callToAction = i < CALLS_TO_ACTION.length ? cycle(CALLS_TO_ACTION, i) : rng.pick(COMMON_CTAS);
    const objectives = objective(rng, main);
    const product = rng.pick(brand.niche.products);
    const copy = writeCopy(rng, {
      brand,
      product,
      types: list,
      seasonal,
      format,
      objective: objectives,
      callToAction,
    });
    // skewed towards recent months: a library grows, it does not stay flat
    const created = seasonal
      ? seasonDate(rng, now, SEASON_MONTH[seasonal] ?? 1)
      : atDaysAgo(rng, now, Math.floor(SPAN_DAYS * rng.next() ** 1.3));
    const recent = now.getTime() - created.getTime() < 45 * DAY_MS;
    const visible = rng.chance(0.7);
    rows.push({
      visible,
      new: recent && visible && rng.chance(0.7),
      name: brand.name,
      logo: brand.logo,
      media_source: null, // named after sorting, below
      ...copy,
      call_to_action: callToAction,
      industry: brand.niche.industry,
      subindustry: brand.niche.subindustry,
      type: list,
      seasonal,
      format,
      video_type: isVideo ? (list.includes('UGC') ? 'Filmed Video needed' : rng.pick(VIDEO_TYPES)) : null,
      video_length: isVideo ? rng.pick(VIDEO_LENGTHS) : null,
      gender: gender(rng, brand.niche.industry),
      objective: objectives,
      placement: rng.chance(0.3),
      user_id: userId,
      created_at: created,
      updated_at: editedAfter(rng, created, now),
    });
  }
  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const perBrand = new Map<string, number>();
  for (const row of rows) {
    // Pictures the API draws itself (db/demo/pictures.ts), video ads included: their picture
    // stands for the poster frame, since no video can be made up here.
    const slug = row.logo?.split('/').pop()?.split('.')[0] ?? 'ad';
    const n = perBrand.get(slug) ?? 0;
    perBrand.set(slug, n + 1);
    row.media_source = demoMediaUrl(mediaBase, 'ads', adPictureName(slug, n));
    row.search_text = adSearchText(row);
  }
  return rows;
}

/**
 * A brand's ads take turns among this many pictures: the names are then known from the
 * brands alone (the demo media routes serve those names only), whatever the dates drawn.
 */
export const AD_PICTURES_PER_BRAND = 3;
export const adPictureName = (slug: string, n: number) => `${slug}-${(n % AD_PICTURES_PER_BRAND) + 1}`;
