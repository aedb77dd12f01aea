import type { collections } from '../schema.js';
import type { AdRow } from './ads.js';
import { monthBefore, monthName, monthOf } from './dates.js';
import type { Rng } from './random.js';

export type CollectionRow = typeof collections.$inferInsert & { created_at: Date; updated_at: Date };
export interface SavedAd {
  id: number;
  row: AdRow;
}

/** A collection to create and the ads it should hold. */
interface Plan {
  row: Omit<CollectionRow, 'order' | 'created_at' | 'updated_at'>;
  /** ads that belong by theme */
  pick: (ad: AdRow) => boolean;
  /** ads used to top the set up to the minimum when the theme alone has too few */
  pad: (ad: AdRow) => boolean;
  size: number;
}

const PAID = ['monthly', 'annual'];
const hasType = (t: string) => (ad: AdRow) => ad.type?.includes(t) ?? false;
const inSeason =
  (...seasons: string[]) =>
  (ad: AdRow) =>
    ad.seasonal != null && seasons.includes(ad.seasonal);

function plans(rng: Rng, now: Date): Plan[] {
  const monthly: Plan[] = [0, 1, 2, 3, 4, 5].map((back) => {
    const month = monthBefore(now, back);
    return {
      row: {
        title: `Top ads of ${monthName(month)}`,
        public: back < 3,
        is_new: back === 0,
        collection_date: month,
        tags: ['monthly', 'top picks'],
        roles: PAID,
        // the oldest monthly set is retired: staff keep it for reference, customers do not see it
        active: back < 5,
        // older sets were filled with Bulk Insert, which marks them done
        bulked: back >= 2,
      },
      pick: (ad) => monthOf(ad.created_at) === month,
      pad: (ad) => Math.abs(ad.created_at.getTime() - new Date(`${month}-15`).getTime()) < 45 * 86_400_000,
      size: rng.int(18, 30),
    };
  });
  const themed: Plan[] = [
    {
      row: { title: 'Black Friday winners', tags: ['seasonal', 'black friday', 'discount'], roles: PAID },
      pick: inSeason('Black Friday', 'Thanksgiving'),
      pad: hasType('Discount'),
      size: 24,
    },
    {
      row: { title: 'Christmas gifting', tags: ['seasonal', 'christmas', 'gifts'], roles: ['annual'] },
      pick: inSeason('Christmas'),
      pad: (ad) => inSeason('New Year', 'Winter')(ad) || hasType('Unboxing')(ad),
      size: 20,
    },
    {
      row: { title: 'Summer campaigns', tags: ['seasonal', 'summer'], roles: PAID, public: true },
      pick: inSeason('Summer', 'Spring'),
      pad: (ad) => hasType('Lifestyle')(ad) || ad.industry === 'Sports/Outdoors',
      size: 22,
    },
    {
      row: { title: 'Halloween and fall', tags: ['seasonal', 'halloween', 'fall'], roles: PAID },
      pick: inSeason('Halloween', 'Fall'),
      pad: hasType('Humor'),
      size: 16,
    },
    {
      row: { title: 'UGC that converts', tags: ['ugc', 'creators'], roles: PAID, public: true, is_new: true },
      pick: hasType('UGC'),
      pad: hasType('Social Proof'),
      size: 36,
    },
    {
      row: { title: 'Hooks under 20 seconds', tags: ['video', 'hooks'], roles: ['annual'] },
      pick: (ad) => ad.video_length === 'Less than 20 sec',
      pad: (ad) => ad.format === 'Video',
      size: 30,
    },
    {
      row: {
        title: 'Free weekly top 10',
        tags: ['free', 'weekly'],
        roles: ['free', ...PAID],
        public: true,
        is_new: true,
      },
      pick: (ad) => ad.new === true,
      pad: () => true,
      size: 10,
    },
  ];
  return [...monthly, ...themed];
}

/**
 * The demo collections (10–40 visible ads each) and their links. Only visible ads are
 * linked, since a collection showing hidden ads would confuse staff previewing it.
 */
export function makeCollections(rng: Rng, now: Date, ads: readonly SavedAd[]) {
  const visible = ads.filter((a) => a.row.visible);
  return plans(rng, now).map((plan, k) => {
    const chosen = rng.sample(
      visible.filter((a) => plan.pick(a.row)),
      plan.size,
    );
    const taken = new Set(chosen.map((a) => a.id));
    const padding = rng.shuffle(visible.filter((a) => !taken.has(a.id) && plan.pad(a.row)));
    const fallback = rng.shuffle(visible.filter((a) => !taken.has(a.id) && !plan.pad(a.row)));
    const ids = [...chosen, ...padding, ...fallback]
      .slice(0, Math.max(10, Math.min(plan.size, 40)))
      .map((a) => a.id);
    // dated by the newest ad of its theme (a Christmas set belongs to December), else of the set
    const themed = chosen.length ? chosen : visible.filter((a) => ids.includes(a.id));
    const newest = Math.max(...themed.map((a) => a.row.created_at.getTime()));
    const created = new Date(Math.min(newest + 86_400_000, now.getTime()));
    const row: CollectionRow = {
      collection_date: monthOf(new Date(newest)),
      ...plan.row,
      order: (k + 1) * 10,
      created_at: created,
      updated_at: created,
    };
    return { row, adIds: ids };
  });
}
