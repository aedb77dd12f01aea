import { advertisementCollections, advertisements, collections } from '../src/db/schema.js';
import { adSearchText } from '../src/db/search-text.js';
import type { TestApp } from './helpers.js';

type NewAd = typeof advertisements.$inferInsert;

/** A stored ad with search_text set as the API sets it. */
export function adRow(fields: Partial<NewAd> & { name: string }): NewAd {
  return { ...fields, search_text: adSearchText(fields) };
}

/** Inserts ads straight into the database (faster than the API for list fixtures). */
export async function insertAds(t: TestApp, rows: (Partial<NewAd> & { name: string })[]) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map(adRow);
    const inserted = await t.db.insert(advertisements).values(batch).returning({ id: advertisements.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export async function insertCollection(t: TestApp, title: string, order = 0) {
  const [row] = await t.db.insert(collections).values({ title, order }).returning({ id: collections.id });
  if (!row) throw new Error('collection not created');
  return row.id;
}

export async function linkAd(t: TestApp, adId: number, collectionId: number) {
  await t.db.insert(advertisementCollections).values({ advertisement_id: adId, collection_id: collectionId });
}

/** A complete, valid body of POST/PUT /api/advertisements. */
export const validAd = (over: Record<string, unknown> = {}) => ({
  user_id: 1,
  visible: true,
  new: false,
  name: 'Glow Labs',
  logo: 'https://cdn.example.com/glow.png',
  collections: [],
  media_source: 'https://cdn.example.com/glow.mp4',
  primary_text: 'Skin that glows in 7 days',
  headline: 'Meet the serum',
  description: 'Vitamin C serum',
  display_link: 'glowlabs.example',
  call_to_action: 'Shop Now',
  analysis: 'Strong hook, social proof in the first second',
  tags: ['skincare', 'serum'],
  industry: 'Beauty/Cosmetics',
  subindustry: null,
  type: ['UGC', 'Seasonal'],
  seasonal: 'Summer',
  format: 'Video',
  video_type: 'Filmed Video needed',
  video_length: 'Less than 20 sec',
  gender: ['Female'],
  objective: ['prospecting'],
  placement: true,
  ...over,
});
