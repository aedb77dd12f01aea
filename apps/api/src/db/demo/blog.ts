import type { articles, categories } from '../schema.js';
import { DAY_MS } from './dates.js';

export type ArticleRow = typeof articles.$inferInsert & { created_at: Date; updated_at: Date };
export type CategoryRow = typeof categories.$inferInsert;

export const CATEGORY_TITLES = ['Ad breakdowns', 'Creative strategy', 'Platform news'] as const;

const POSTS: { title: string; visible: boolean; daysAgo: number; paragraphs: string[] }[] = [
  {
    title: 'Why UGC Ads Keep Winning',
    visible: true,
    daysAgo: 200,
    paragraphs: [
      'Ads filmed on a phone by someone who looks like a customer keep beating polished studio work in our library, and the reason is trust rather than budget.',
      'A creator who names a problem before showing a product earns the next ten seconds. The viewer recognises their own week in the story and stops treating it as an ad.',
      'Start with one honest sentence to camera, show the product in a real room, and end with a single clear action. Keep the edit simple; the authenticity is the production value.',
    ],
  },
  {
    title: 'Five Hooks That Stop the Scroll',
    visible: true,
    daysAgo: 120,
    paragraphs: [
      'The first two seconds decide whether anyone hears your offer, so the best ads in each monthly collection spend them on a hook, not a logo.',
      'Questions the viewer is already asking, a surprising before and after, a bold number, a relatable complaint and a visual that moves: these five openings cover most winners we saved.',
      'Test two hooks on the same body before changing anything else. The body of an ad rarely rescues a weak start.',
    ],
  },
  {
    title: 'Reading a Static Ad in Ten Seconds',
    visible: false,
    daysAgo: 40,
    paragraphs: [
      'A static image has one job: be understood at scrolling speed. If the product, the promise and the price do not land in a glance, the rest never gets read.',
      'Look for contrast between product and background, a headline of six words or fewer and a single focal point. Our analysis notes flag these three in every static we add.',
      'When a static underperforms, remove things before adding them. Most fixes are subtractions.',
    ],
  },
  {
    title: 'Seasonal Campaigns Without the Panic',
    visible: true,
    daysAgo: 15,
    paragraphs: [
      'Seasonal ads give shoppers a natural deadline, which is why Black Friday and Christmas sets are the most opened collections in the library every year.',
      'Plan the creative a month early, reuse your best evergreen angle with a seasonal frame, and keep the offer in the first line of copy.',
      'After the season, move the winners into your evergreen rotation with the seasonal wording removed; a good angle outlives its holiday.',
    ],
  },
];

/** The article rules of SPEC section 4: slug from the title, description = first paragraph. */
export function makeArticles(now: Date, authorId: number | null): ArticleRow[] {
  return POSTS.map((p) => {
    const created = new Date(now.getTime() - p.daysAgo * DAY_MS);
    return {
      title: p.title,
      content: p.paragraphs.map((text) => `<p>${text}</p>`).join('\n'),
      user_id: authorId,
      slug: p.title.replaceAll(' ', '-'),
      description: p.paragraphs[0] ?? '',
      is_visible: p.visible,
      created_at: created,
      updated_at: created,
    };
  });
}

export function makeCategories(): CategoryRow[] {
  return CATEGORY_TITLES.map((title, i) => ({ title, order: i + 1 }));
}
