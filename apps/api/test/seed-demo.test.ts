import { AD_FORMATS, AD_TYPES, INDUSTRIES } from '@adlib/shared';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertisementCollections,
  advertisements,
  articles,
  categories,
  collections,
  roles,
  tiktoks,
  ugcCreators,
  users,
} from '../src/db/schema.js';
import { adSearchText } from '../src/db/search-text.js';
import { seedDatabase } from '../src/db/seed.js';
import { demoPictureNames } from '../src/db/seed-demo.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => t.close());

async function count(table: PgTable) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

describe('demo library seed', () => {
  it('creates the three demo accounts with their roles and names', async () => {
    const rows = await t.db
      .select({ email: users.email, first: users.first_name, last: users.last_name, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id));
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(byEmail.get('super@example.com')).toMatchObject({ first: 'Sam', last: 'Super', role: 'super' });
    expect(byEmail.get('admin@example.com')).toMatchObject({ first: 'Ada', last: 'Admin', role: 'admin' });
    expect(byEmail.get('member@example.com')).toMatchObject({
      first: 'Mia',
      last: 'Member',
      role: 'monthly',
    });
    // plus customers on every plan kind, so the users screen has something to filter
    const customers = rows.filter((r) => !r.email.match(/^(super|admin|member)@/));
    expect(customers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(customers.map((c) => c.role))).toEqual(new Set(['free', 'monthly', 'annual']));
  });

  it('fills the ad library across every industry, subindustry, type and format', async () => {
    const ads = await t.db.select().from(advertisements);
    expect(ads.length).toBeGreaterThanOrEqual(300);
    for (const industry of INDUSTRIES) {
      const ofIndustry = ads.filter((a) => a.industry === industry.value);
      expect(ofIndustry.length, industry.value).toBeGreaterThan(0);
      const subs: readonly string[] = 'values' in industry ? industry.values : [];
      for (const sub of subs) {
        expect(
          ofIndustry.some((a) => a.subindustry === sub),
          `${industry.value} / ${sub}`,
        ).toBe(true);
      }
    }
    for (const type of AD_TYPES)
      expect(
        ads.some((a) => a.type.includes(type)),
        type,
      ).toBe(true);
    for (const format of AD_FORMATS)
      expect(
        ads.some((a) => a.format === format),
        format,
      ).toBe(true);
    const visibleShare = ads.filter((a) => a.visible).length / ads.length;
    expect(visibleShare).toBeGreaterThan(0.6);
    expect(visibleShare).toBeLessThan(0.8);
    expect(ads.some((a) => a.new)).toBe(true);
  });

  it('keeps each ad searchable and consistent with the fixed-list rules', async () => {
    const ads = await t.db.select().from(advertisements);
    for (const ad of ads) {
      expect(ad.search_text).toBe(adSearchText(ad));
      expect(ad.search_text.length).toBeGreaterThan(0);
      if (ad.seasonal) expect(ad.type).toContain('Seasonal');
      if (ad.format !== 'Video') expect(ad.video_type).toBeNull();
    }
    expect(ads.some((a) => a.seasonal !== null)).toBe(true);
  });

  it('points every logo and ad picture at pictures this API draws, which load as PNG', async () => {
    const ads = await t.db.select().from(advertisements);
    const base = `${t.config.publicUrl}/api/demo-media/`;
    for (const ad of ads) {
      expect(ad.logo?.startsWith(`${base}logos/`), String(ad.logo)).toBe(true);
      expect(ad.media_source?.startsWith(`${base}ads/`), String(ad.media_source)).toBe(true);
      expect(ad.media_source).toMatch(/\.png$/);
    }
    const sample = [ads[0], ads.at(-1)].flatMap((ad) => [ad?.logo, ad?.media_source]);
    for (const url of sample) {
      const res = await t.app.inject({ url: String(url).slice(t.config.publicUrl.length) });
      expect(res.statusCode, String(url)).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
      expect(res.rawPayload.length).toBeGreaterThan(200);
    }
  });

  it('uses only pictures the demo media routes serve', async () => {
    const names = demoPictureNames();
    const nameIn = (url: string | null, folder: keyof typeof names) => {
      const match = new RegExp(`/api/demo-media/${folder}/([a-z0-9-]+)\\.png$`).exec(url ?? '');
      return Boolean(match?.[1] && names[folder].has(match[1]));
    };
    for (const ad of await t.db.select().from(advertisements)) {
      expect(nameIn(ad.logo, 'logos'), String(ad.logo)).toBe(true);
      expect(nameIn(ad.media_source, 'ads'), String(ad.media_source)).toBe(true);
    }
    for (const c of await t.db.select().from(ugcCreators))
      expect(nameIn(c.profile_picture, 'faces'), String(c.profile_picture)).toBe(true);
  });

  it('gives every demo TikTok a demo clip the API serves, so its preview plays', async () => {
    const rows = await t.db.select().from(tiktoks);
    for (const row of rows)
      expect(row.download_link, row.username).toMatch(/\/api\/demo-media\/videos\/clip-[1-4]\.mp4$/);
    const clip = await t.app.inject({
      url: new URL(rows[0]?.download_link ?? '').pathname,
      headers: { range: 'bytes=0-15' },
    });
    expect([clip.statusCode, clip.headers['content-type']]).toEqual([206, 'video/mp4']);
  });

  it('links every collection to between 10 and 40 ads', async () => {
    const sets = await t.db
      .select({
        id: collections.id,
        n: sql<number>`count(${advertisementCollections.advertisement_id})::int`,
      })
      .from(collections)
      .leftJoin(advertisementCollections, eq(advertisementCollections.collection_id, collections.id))
      .groupBy(collections.id);
    expect(sets.length).toBeGreaterThanOrEqual(8);
    for (const s of sets) {
      expect(s.n).toBeGreaterThanOrEqual(10);
      expect(s.n).toBeLessThanOrEqual(40);
    }
  });

  it('adds TikToks, UGC creators and a small blog', async () => {
    expect(await count(tiktoks)).toBeGreaterThanOrEqual(100);
    expect(await count(ugcCreators)).toBeGreaterThanOrEqual(30);
    expect(await count(categories)).toBe(3);
    const posts = await t.db.select().from(articles);
    expect(posts).toHaveLength(4);
    for (const p of posts) expect(p.slug).toBe(p.title.replaceAll(' ', '-'));
  });

  it('gives every demo creator a face and videos the API itself serves, that play', async () => {
    const creators = await t.db.select().from(ugcCreators);
    const path = (url: string) => new URL(url).pathname;
    for (const c of creators) {
      expect(c.profile_picture, c.name).toMatch(/\/api\/demo-media\/faces\/creator-[a-z0-9]+\.png$/);
      expect(c.videos.length, c.name).toBeGreaterThan(0);
      for (const v of c.videos) expect(v).toMatch(/\/api\/demo-media\/videos\/clip-[1-4]\.mp4$/);
    }
    const first = creators[0];
    if (!first?.profile_picture) throw new Error('no demo creator');
    const face = await t.app.inject({ url: path(first.profile_picture) });
    expect([face.statusCode, face.headers['content-type']]).toEqual([200, 'image/png']);
    const clip = await t.app.inject({ url: path(first.videos[0] ?? ''), headers: { range: 'bytes=0-15' } });
    expect([clip.statusCode, clip.headers['content-type']]).toEqual([206, 'video/mp4']);
    expect(clip.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('adds nothing when seeding runs again, as on every restart', async () => {
    const tables = [
      advertisements,
      advertisementCollections,
      collections,
      tiktoks,
      ugcCreators,
      users,
      articles,
    ];
    const before = await Promise.all(tables.map(count));
    await seedDatabase(t.db, t.config);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
