import {
  AD_FORMATS,
  AD_GENDERS,
  AD_TYPES,
  CALLS_TO_ACTION,
  INDUSTRIES,
  OBJECTIVES,
  SEASONALS,
  VIDEO_LENGTHS,
  VIDEO_TYPES,
} from '@adlib/shared';
import { adSearchText } from '../src/db/search-text.js';

/**
 * Generated ads for load tests: valid for every database check, realistic in size and spread,
 * and carrying three made-up search words of known rarity so benchmarks can ask for a rare,
 * a 1 % and a 7 % keyword. The words cannot arise from the vocabulary below.
 */
export const SEARCH_WORDS = {
  /** in exactly one row (the middle one of a run) */
  rare: 'quixotrel',
  /** in about 1 % of rows */
  onePercent: 'zephyrmint',
  /** in about 7 % of rows */
  sevenPercent: 'lumablaze',
} as const;

/** mulberry32: a seeded PRNG, so two runs of the same size load the same library */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}
export type Rng = ReturnType<typeof prng>;

const VOCABULARY = (
  'the a new your our best fresh bold daily simple smart clean pure soft bright quick easy real ' +
  'skin glow serum cream mask hair body face care routine summer winter spring autumn gift deal ' +
  'sale offer free shipping today only limited stock order shop now try love feel look great ' +
  'perfect favorite premium organic natural vegan handmade local family kids baby pet dog cat ' +
  'home kitchen garden sofa lamp table chair bed sleep coffee tea juice snack protein bar water ' +
  'shoes sneakers dress shirt jacket bag watch ring necklace phone laptop charger speaker camera ' +
  'gym run yoga bike hike camp ball team game win save more less fast slow hook story proof ' +
  'review customer happy results before after week month year first second minute unboxing demo ' +
  'tutorial how why what when works changed life everyone friends mom dad gift wrapped holiday'
).split(' ');
const BRAND_PARTS = ['Nova', 'Lumi', 'Peak', 'Terra', 'Vita', 'Aura', 'Bloom', 'Echo', 'Flux', 'Halo'];
const BRAND_ENDS = [
  'Labs',
  'Co',
  'Goods',
  'Studio',
  'Works',
  'Supply',
  'House',
  'Club',
  'Collective',
  'Market',
];
const TAGS = VOCABULARY.slice(20, 80);

const words = (rng: Rng, min: number, max: number) => {
  const out: string[] = [];
  for (let n = rng.int(min, max); n > 0; n--) out.push(rng.pick(VOCABULARY));
  return out;
};
export const sentence = (rng: Rng, min: number, max: number) => {
  const w = words(rng, min, max);
  const first = w[0] ?? 'the';
  w[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${w.join(' ')}.`;
};
const subset = <T>(rng: Rng, items: readonly T[], min: number, max: number) => {
  const out = new Set<T>();
  for (let n = rng.int(min, max); n > 0; n--) out.add(rng.pick(items));
  return [...out];
};
/** puts `word` between two words of `text`, at a random place */
export const plant = (rng: Rng, text: string, word: string) => {
  const parts = text.split(' ');
  parts.splice(rng.int(0, parts.length), 0, word);
  return parts.join(' ');
};

export interface BulkAd {
  id: number;
  user_id: number;
  visible: boolean;
  new: boolean;
  name: string;
  logo: string;
  media_source: string;
  primary_text: string;
  headline: string;
  description: string;
  display_link: string;
  call_to_action: string | null;
  analysis: string;
  tags: string[];
  industry: string;
  subindustry: string | null;
  type: string[];
  seasonal: string | null;
  format: string | null;
  video_type: string | null;
  video_length: string | null;
  gender: string[];
  objective: string[];
  placement: boolean;
  search_text: string;
  created_at: Date;
  updated_at: Date;
  /** a visible ad's publication (the ads_stamp trigger's, skipped by a load with triggers off) */
  published_at: Date | null;
}

/** Column order of COPY and INSERT. */
export const BULK_COLUMNS = [
  'id',
  'user_id',
  'visible',
  'new',
  'name',
  'logo',
  'media_source',
  'primary_text',
  'headline',
  'description',
  'display_link',
  'call_to_action',
  'analysis',
  'tags',
  'industry',
  'subindustry',
  'type',
  'seasonal',
  'format',
  'video_type',
  'video_length',
  'gender',
  'objective',
  'placement',
  'search_text',
  'created_at',
  'updated_at',
  'published_at',
] as const satisfies readonly (keyof BulkAd)[];

export const START = Date.UTC(2022, 0, 1);
export const SPAN_MS = 3 * 365 * 24 * 3600 * 1000;

/**
 * Ad number `i` of a run of `count` whose first id is `firstId`. Creation times grow with
 * the id (ads are added over time) with some jitter, as in a real library.
 */
export function bulkAd(rng: Rng, i: number, count: number, firstId: number): BulkAd {
  const industry = rng.pick(INDUSTRIES);
  const subs: readonly string[] = 'values' in industry ? industry.values : [];
  const type = subset(rng, AD_TYPES, 1, 3);
  const format = rng.next() < 0.05 ? null : rng.next() < 0.58 ? AD_FORMATS[0] : AD_FORMATS[1];
  const brand = `${rng.pick(BRAND_PARTS)}${rng.pick(BRAND_PARTS).toLowerCase()} ${rng.pick(BRAND_ENDS)}`;
  let primary = `${sentence(rng, 8, 18)} ${sentence(rng, 4, 10)}`;
  let analysis = `${sentence(rng, 10, 22)} ${sentence(rng, 6, 14)}`;
  if (i === Math.floor(count / 2)) analysis = plant(rng, analysis, SEARCH_WORDS.rare);
  if (rng.next() < 0.01) primary = plant(rng, primary, SEARCH_WORDS.onePercent);
  if (rng.next() < 0.07) analysis = plant(rng, analysis, SEARCH_WORDS.sevenPercent);
  const id = firstId + i;
  const created = new Date(START + Math.floor((SPAN_MS * i) / Math.max(count, 1)) + rng.int(0, 3_600_000));
  const visible = rng.next() < 0.8;
  const ad: Omit<BulkAd, 'search_text'> = {
    id,
    user_id: 1,
    visible,
    new: rng.next() < 0.1,
    name: brand,
    logo: `https://cdn.example.com/logos/${id % 5000}.png`,
    media_source: `https://cdn.example.com/media/${id}.${format === 'Video' ? 'mp4' : 'jpg'}`,
    primary_text: primary,
    headline: sentence(rng, 3, 7),
    description: sentence(rng, 6, 14),
    display_link: `${brand.split(' ')[0]?.toLowerCase()}.example.com`,
    call_to_action: rng.next() < 0.1 ? null : rng.pick(CALLS_TO_ACTION),
    analysis,
    tags: subset(rng, TAGS, 1, 4),
    industry: industry.value,
    subindustry: subs.length && rng.next() < 0.7 ? rng.pick(subs) : null,
    type,
    seasonal: type.includes('Seasonal') ? rng.pick(SEASONALS) : null,
    format,
    video_type: format === 'Video' ? rng.pick(VIDEO_TYPES) : null,
    video_length: format === 'Video' ? rng.pick(VIDEO_LENGTHS) : null,
    gender: subset(rng, AD_GENDERS, 1, 2),
    objective: subset(rng, OBJECTIVES, 1, 2),
    placement: rng.next() < 0.3,
    created_at: created,
    updated_at: new Date(created.getTime() + rng.int(0, 30 * 24 * 3600 * 1000)),
    // published when created (migration 0040's check: a visible ad has a publication)
    published_at: visible ? created : null,
  };
  return { ...ad, search_text: adSearchText(ad) };
}
