import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { AD_PICTURES_PER_BRAND, adPictureName, makeAds } from './demo/ads.js';
import { makeArticles, makeCategories } from './demo/blog.js';
import { makeBrands } from './demo/brands.js';
import { makeCollections, type SavedAd } from './demo/collections.js';
import { creatorIdentities, faceName, makeCreators } from './demo/creators.js';
import { makeCustomers } from './demo/customers.js';
import type { DemoMediaFolder } from './demo/pictures.js';
import { Rng } from './demo/random.js';
import { makeTiktoks } from './demo/tiktoks.js';
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
} from './schema.js';

/** Sizes of the demo library: enough rows to page, filter and search realistically. */
export const DEMO_SIZES = { brands: 140, ads: 336, tiktoks: 120, creators: 40 } as const;
/** one INSERT per this many rows: few round trips, statements well under parameter limits */
const BATCH = 200;
/** fixed so every fresh database gets the same library */
const SEED = 20_240_601;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function inBatches<T, R>(rows: readonly T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

/**
 * Fills an empty library with generated, invented demo content: ads with collections,
 * TikToks, UGC creators, customer accounts and a small blog. Skipped when any ad exists,
 * so restarts never duplicate and a library staff have started to fill is left alone.
 * Everything runs in one transaction: a failed seed leaves no half-built library.
 * `mediaBase` is the API's public URL: it serves the demo's pictures (db/demo/pictures.ts).
 */
export async function seedDemoLibrary(db: Db, mediaBase: string) {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(advertisements);
  if ((existing?.n ?? 0) > 0) return;
  // dates are relative to today so the library always looks current; content is seeded
  const now = new Date();
  const rng = new Rng(SEED);
  await db.transaction(async (tx) => {
    const roleIds = new Map((await tx.select().from(roles)).map((r) => [r.name, r.id]));
    // ads and articles are attributed to the first staff account, as if staff had added them
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role_id, [roleIds.get('super') ?? -1, roleIds.get('admin') ?? -1]))
      .orderBy(users.id);
    const authorId = staff[0]?.id ?? null;

    await seedAds(tx, rng, now, authorId, mediaBase);
    await inBatches(makeTiktoks(rng, now, DEMO_SIZES.tiktoks, mediaBase), (b) =>
      tx.insert(tiktoks).values(b).returning({ id: tiktoks.id }),
    );
    await inBatches(makeCreators(rng, now, DEMO_SIZES.creators, mediaBase), (b) =>
      tx.insert(ugcCreators).values(b).returning({ id: ugcCreators.id }),
    );
    // customers may already exist (a user signed up before the library was seeded): keep them
    await tx
      .insert(users)
      .values(makeCustomers(rng, now, roleIds))
      .onConflictDoNothing();
    if ((await tx.select({ id: categories.id }).from(categories).limit(1)).length === 0) {
      await tx.insert(categories).values(makeCategories());
    }
    await tx.insert(articles).values(makeArticles(now, authorId)).onConflictDoNothing();
  });
}

async function seedAds(tx: Tx, rng: Rng, now: Date, authorId: number | null, mediaBase: string) {
  // the brands are the seed's first draws: demoPictureNames draws them again the same way
  const rows = makeAds(
    rng,
    now,
    makeBrands(rng, DEMO_SIZES.brands, mediaBase),
    DEMO_SIZES.ads,
    authorId,
    mediaBase,
  );
  const inserted = await inBatches(rows, (b) =>
    tx.insert(advertisements).values(b).returning({ id: advertisements.id }),
  );
  // one INSERT numbers its rows in VALUES order, so ascending ids pair with the rows in order
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  const saved: SavedAd[] = rows.map((row, k) => ({ id: ids[k] ?? 0, row }));
  const sets = makeCollections(rng, now, saved);
  const created = await tx
    .insert(collections)
    .values(sets.map((s) => s.row))
    .returning({ id: collections.id, order: collections.order });
  const idByOrder = new Map(created.map((c) => [c.order, c.id]));
  const links = sets.flatMap((s) =>
    s.adIds.map((adId) => ({ advertisement_id: adId, collection_id: idByOrder.get(s.row.order ?? 0) ?? 0 })),
  );
  await inBatches(links, (b) => tx.insert(advertisementCollections).values(b).returning());
}

/**
 * The names of every picture the demo library uses, by folder: the brands' logos, their ads'
 * pictures and the creators' faces. They do not depend on the day the library was seeded
 * (the brands are the seed's first draws, the creators have their own), so the demo media
 * routes draw these names and no others.
 */
export function demoPictureNames(): Record<DemoMediaFolder, ReadonlySet<string>> {
  const slugs = makeBrands(new Rng(SEED), DEMO_SIZES.brands, '').map((b) => b.slug);
  return {
    logos: new Set(slugs),
    ads: new Set(
      slugs.flatMap((slug) =>
        Array.from({ length: AD_PICTURES_PER_BRAND }, (_, n) => adPictureName(slug, n)),
      ),
    ),
    faces: new Set(creatorIdentities(DEMO_SIZES.creators).map((c) => faceName(c.handle))),
  };
}
