import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * Home's insights (issue 32, decision 030). Every tile answers the same shape: its headline
 * figures (each with the previous period's, for "+12 %") and one table — the rows and columns
 * its chart draws, its table view shows and its CSV holds. The panel links each mark into a list
 * from the row's and column's keys (an industry, a type, a collection id, a plan).
 */

export const INSIGHT_PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type InsightPreset = (typeof INSIGHT_PRESETS)[number];

/** The library's tiles (admin and super) and the customers' (super only). */
export const LIBRARY_TILES = [
  'ads-activity',
  'curators',
  'visibility',
  'coverage',
  'collection-progress',
  'missing',
  'stale-collections',
] as const;
export const CUSTOMER_TILES = [
  'active-plans',
  'subscription-changes',
  'trial-conversion',
  'full-access',
  'member-signins',
] as const;
export type LibraryTile = (typeof LIBRARY_TILES)[number];
export type CustomerTile = (typeof CUSTOMER_TILES)[number];
export type InsightTile = LibraryTile | CustomerTile;

const day = z.iso.date('A date as YYYY-MM-DD');

/** Weeks without a new ad that make an active collection stale (Home's tile, the collections screen). */
export const staleWeeks = z.coerce
  .number()
  .int('Whole weeks')
  .min(1, 'At least 1 week')
  .max(104, 'At most 104 weeks')
  .default(4);

/**
 * A range: a preset counted back from today (UTC), or from and to (both days included). The
 * previous period is as long and ends the day before `from`.
 */
export const insightsQuery = z
  .object({
    range: z.enum(INSIGHT_PRESETS).default('30d'),
    from: day.optional(),
    to: day.optional(),
    /** stale-collections: weeks without a new ad */
    weeks: staleWeeks,
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: 'Give both from and to' });
    } else if (q.from && q.to) {
      if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
      else if (Date.parse(q.to) - Date.parse(q.from) > 3 * 366 * 86_400_000)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'At most three years' });
      else if (q.from < '1970-01-01' || q.to > '2999-12-31')
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'Between 1970 and 2999' });
    }
  });

const count = z.number();

/** One list's share of a figure that spans two lists (the visible and the not-visible ads). */
export const insightFigurePart = z.object({ key: z.string(), label: z.string(), value: count });
export type InsightFigurePart = z.infer<typeof insightFigurePart>;

/**
 * A headline figure: a list's total, or, where no one list holds it, the sum of its `parts`,
 * each a list's total ("42 = 30 visible + 12 not visible", each part linked).
 */
export const insightFigure = z.object({
  key: z.string(),
  label: z.string(),
  value: count,
  /** the same figure over the previous period; null where the figure is a current state */
  previous: count.nullable(),
  /** the lists' totals it sums, when no one list holds it (their values add up to `value`) */
  parts: z.array(insightFigurePart).optional(),
});
export type InsightFigure = z.infer<typeof insightFigure>;

export const insightTable = z.object({
  /** what a row is (Week, Industry, Collection, Curator, Plan) */
  rowLabel: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      /** column key → figure; a missing key is 0 */
      values: z.record(z.string(), count),
    }),
  ),
});
export type InsightTable = z.infer<typeof insightTable>;

export const insightAnswer = z.object({
  tile: z.string(),
  range: z.object({ from: day, to: day, previous_from: day, previous_to: day }),
  figures: z.array(insightFigure),
  /**
   * counts no list can hold (curators at work, empty cells of the grid): said in the tile's
   * text summary, never shown as a figure, since every figure opens the list it counts
   */
  notes: z.array(z.object({ key: z.string(), label: z.string(), value: count })).optional(),
  table: insightTable,
});
export type InsightAnswer = z.infer<typeof insightAnswer>;

const tileEndpoint = (tile: InsightTile, summary: string) =>
  endpoint({
    method: 'GET',
    path: `/api/insights/${tile}`,
    summary,
    query: insightsQuery,
    response: insightAnswer,
  });

/** One call per tile, so that a slow tile never holds the others (issue 32 §2). */
export const insightsContract = {
  'ads-activity': tileEndpoint('ads-activity', 'Ads added and published per week'),
  curators: tileEndpoint('curators', 'Ads added and published in the range, per curator'),
  visibility: tileEndpoint('visibility', 'Visible and not visible ads now'),
  coverage: tileEndpoint('coverage', 'Visible ads per industry and type'),
  'collection-progress': tileEndpoint('collection-progress', "This month's collections: their ads"),
  missing: tileEndpoint('missing', 'Ads missing tags, analysis or media'),
  'stale-collections': tileEndpoint('stale-collections', 'Active collections with no new ad for some weeks'),
  'active-plans': tileEndpoint('active-plans', 'Active subscriptions per plan, week by week'),
  'subscription-changes': tileEndpoint('subscription-changes', 'New, churned and reactivated per week'),
  'trial-conversion': tileEndpoint('trial-conversion', 'Trials started and converted to active'),
  'full-access': tileEndpoint('full-access', 'Full-access grants per week'),
  'member-signins': tileEndpoint('member-signins', 'Members signing in per week'),
} satisfies Record<InsightTile, unknown>;
