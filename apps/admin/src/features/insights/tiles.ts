import {
  advertisementList,
  type CustomerEvent,
  type CustomerTile,
  daysValue,
  type InsightTile,
  type LibraryTile,
  userList,
} from '@adlib/shared';
import { listLink } from './list-link';

/** Where the lists a tile links into live (the panel's paths, passed in by Home). */
export interface InsightTargets {
  /** the visible ads list (its filters apply; Visible is fixed) */
  adsVisible: string;
  /** the not-visible ads list (it takes the day added and Missing only) */
  adsHidden: string;
  /** the review screen of the ads' likely duplicates (issue 26) */
  adsDuplicates: string;
  customers: string;
  /** the collections screen by Collection Month, and its stale ones (super's screen; null for admin) */
  collections: { dated: (month: string) => string; stale: (weeks: number) => string } | null;
}

/**
 * Only exact links: a mark links where a list counts exactly what it shows (the ads lists filter
 * by the day added and by whom, by the day last published and by whom; the customers list by a
 * customer's event and its days). A rate or an average is no list's total: it has no link.
 */
/** The days an answer counts (its range), as the lists' `dates` filters take them. */
export interface AnswerDays {
  from: string;
  to: string;
}
/**
 * A mark's address: (row key, column key, the answer's days) → the list filtered to exactly what
 * it counts, or null.
 */
type Linker = (t: InsightTargets, row: string, column: string, days: AnswerDays) => string | null;

export type ChartKind = 'bars' | 'stacked' | 'lines' | 'heatmap' | 'figures';

export interface TileDeclaration {
  title: string;
  /** what the tile answers, read before the chart (its text summary starts here) */
  about: string;
  chart: ChartKind;
  /** the empty state's words */
  empty: string;
  /** ranged tiles follow the date range and compare with the previous period */
  ranged: boolean;
  /** a table cell's (and a chart mark's) link */
  cell?: Linker;
  /** bars drawn on one stack, by column key → stack (the rest stand alone) */
  stacks?: Readonly<Record<string, string>>;
  /** a headline figure's link, by the figure's key */
  figure?: (t: InsightTargets, key: string, days: AnswerDays) => string | null;
  /**
   * a figure's part's link (a figure that spans the two ads lists is shown as its parts,
   * "42 = 30 visible + 12 not visible"), by the figure's key and the part's
   */
  part?: (t: InsightTargets, key: string, part: string, days: AnswerDays) => string | null;
  /**
   * a figure that is the share of two others (its key): shown as "31 converted ÷ 50 started =
   * 62 %", the two counts linked as their own figures are, since a rate is no list's total
   */
  ratio?: { key: string; part: string; whole: string };
}

const ads = (
  t: InsightTargets,
  filters: Parameters<typeof listLink<typeof advertisementList.declaration>>[2],
) => listLink(t.adsVisible, advertisementList, filters);
const hiddenAds = (
  t: InsightTargets,
  filters: Parameters<typeof listLink<typeof advertisementList.declaration>>[2],
) => listLink(t.adsHidden, advertisementList, filters);
/** An ads figure's part: its list (`visible` or `hidden`) with the same filters. */
const adsPart = (t: InsightTargets, part: string, filters: Parameters<typeof ads>[1]) =>
  part === 'visible' ? ads(t, filters) : part === 'hidden' ? hiddenAds(t, filters) : null;
/** The ads added in the answer's days, visible now or not: "Ads added" in two parts. */
const addedPart = (t: InsightTargets, key: string, part: string, { from, to }: AnswerDays) =>
  key === 'added' ? adsPart(t, part, { created: daysValue(from, to) }) : null;
/** The month an answer counts as this month (the server's today, the range's last day). */
const monthOfAnswer = (days: AnswerDays) => days.to.slice(0, 7);
/** The active collections with no new ad for this many weeks (the tile's default). */
const STALE_WEEKS = 4;
const customers = (t: InsightTargets, filters: Parameters<typeof listLink<typeof userList.declaration>>[2]) =>
  listLink(t.customers, userList, filters);

const PLANS = new Set(['free', 'monthly', 'annual']);
const activeNow = (t: InsightTargets, plan: string) =>
  PLANS.has(plan) ? customers(t, { role: plan, subscription_status: 'active' }) : null;
/** The week's (its Monday's) last day within the answer's days: the day its point counts at. */
const weekEnd = (monday: string, days: AnswerDays) => {
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  return sunday < days.to ? sunday : days.to;
};

export const LIBRARY: Record<LibraryTile, TileDeclaration> = {
  'ads-activity': {
    title: 'Ads added and published',
    about:
      'Ads created each week that are still in the library, visible now or not, and ads visible now that were last switched to visible that week.',
    chart: 'bars',
    empty: 'No ads were added or published in this range.',
    ranged: true,
    stacks: { visible: 'added', hidden: 'added' },
    // a row's key is the days it counts (the week cut to the range): each part of the added bar
    // opens its list with those days as Added, the published bar the visible list as Published
    cell: (t, days, column) =>
      column === 'published' ? ads(t, { published: days }) : adsPart(t, column, { created: days }),
    // "Ads added" spans both lists: its parts link
    figure: (t, key, { from, to }) =>
      key === 'published' ? ads(t, { published: daysValue(from, to) }) : null,
    part: addedPart,
  },
  curators: {
    title: 'By curator',
    about:
      'Ads each curator added in the range that are still in the library, visible now or not, and ads visible now that they last switched to visible in the range.',
    chart: 'bars',
    empty: 'No curator added or published an ad in this range.',
    ranged: true,
    stacks: { visible: 'added', hidden: 'added' },
    // a row's key is the curator's id (`none`: the system): each part opens its list with the
    // range's days and the curator, as Added and Added by, or Published and Published by
    cell: (t, user, column, { from, to }) => {
      const days = daysValue(from, to);
      return column === 'published'
        ? ads(t, { published: days, published_by: user })
        : adsPart(t, column, { created: days, created_by: user });
    },
    part: addedPart,
  },
  visibility: {
    title: 'Visible and not visible',
    about: 'Ads customers see now, and ads still hidden.',
    chart: 'figures',
    empty: 'No ads yet.',
    ranged: false,
    cell: (t, row) => (row === 'true' ? t.adsVisible : t.adsHidden),
    figure: (t, key) => (key === 'true' ? t.adsVisible : t.adsHidden),
  },
  coverage: {
    title: 'Coverage: industry × type',
    about: 'Visible ads in each industry and type; an empty cell is a gap in the library.',
    chart: 'heatmap',
    empty: 'No visible ads yet.',
    ranged: false,
    cell: (t, industry, type) => ads(t, { industry, type }),
    figure: (t, key) => (key === 'visible' ? t.adsVisible : null),
  },
  'collection-progress': {
    title: "This month's collections",
    about: 'The collections dated this month, with their ads and how many customers see.',
    chart: 'stacked',
    empty: 'No collection is dated this month.',
    ranged: false,
    cell: (t, id, column) => (column === 'visible' ? ads(t, { collection: id }) : null),
    // the month's collections on their screen; their ads, each once, in the two ads lists
    figure: (t, key, days) => {
      const month = monthOfAnswer(days);
      if (!month) return null;
      if (key === 'collections') return t.collections?.dated(month) ?? null;
      return key === 'visible' ? ads(t, { collection_month: month }) : null;
    },
    part: (t, key, part, days) =>
      key === 'ads' && days.to ? adsPart(t, part, { collection_month: monthOfAnswer(days) }) : null,
  },
  missing: {
    title: 'Missing what curators add',
    about:
      'Ads with no tags, no analysis, no creative or a creative not processed yet, visible or not; and the possible duplicates still to review (as the list header counts them).',
    chart: 'stacked',
    empty: 'Every ad has tags, an analysis and a processed creative, and no duplicate is left to review.',
    ranged: false,
    // each part opens its list filtered by what is missing; the figure spans both lists
    cell: (t, what, column) => adsPart(t, column, { missing: what }),
    // the duplicate groups are the review screen's, as many as it lists
    figure: (t, key) => (key === 'duplicates' ? t.adsDuplicates : null),
    part: (t, what, part) => adsPart(t, part, { missing: what }),
  },
  'stale-collections': {
    title: 'Collections without new ads',
    about: 'Active collections whose newest ad is older than four weeks, or that have none.',
    // weeks and ads are two scales: the table reads better than two bars
    chart: 'figures',
    empty: 'Every active collection got a new ad in the last four weeks.',
    ranged: false,
    cell: (t, id, column) => (column === 'ads' ? ads(t, { collection: id }) : null),
    figure: (t, key) => (key === 'stale' ? (t.collections?.stale(STALE_WEEKS) ?? null) : null),
  },
};

type Events = Readonly<Record<string, CustomerEvent | 'signed_in'>>;
/**
 * The customer tiles' columns and figures → the event the customers list filters by (its
 * Event and Event on, or Member signed in): each weekly bar counts the customers with that
 * event in the row's days (its key: the week cut to the range), each figure in the range's.
 */
const eventsOf = (events: Events) => (t: InsightTargets, key: string, days: string) => {
  const event = Object.hasOwn(events, key) ? events[key] : undefined;
  if (!event || !days) return null;
  return event === 'signed_in'
    ? customers(t, { signed_in: days })
    : customers(t, { subscription_event: event, event_days: days });
};
/** A tile whose bars (by column) and figures (by key) are customers with an event. */
const eventLinks = (columns: Events, figures: Events = columns) => {
  const cell = eventsOf(columns);
  const figure = eventsOf(figures);
  return {
    cell: (t: InsightTargets, days: string, column: string) => cell(t, column, days),
    figure: (t: InsightTargets, key: string, days: AnswerDays) =>
      days.from && days.to ? figure(t, key, daysValue(days.from, days.to)) : null,
  };
};
const GRANTS = eventLinks({ granted: 'full_access_granted' });

export const CUSTOMERS: Record<CustomerTile, TileDeclaration> = {
  'active-plans': {
    title: 'Active subscriptions per plan',
    about: 'Customers whose subscription is active, per plan, at the end of each week.',
    chart: 'lines',
    empty: 'No active subscriptions in this range.',
    ranged: true,
    // today's count per plan is the list's by plan and status; a past week's point is the
    // list's by plan and Active on the week's last day in the range (migration 0041)
    figure: activeNow,
    cell: (t, week, plan, days) => {
      if (!PLANS.has(plan) || !days.to) return null;
      const end = weekEnd(week, days);
      return end === new Date().toISOString().slice(0, 10)
        ? activeNow(t, plan)
        : customers(t, { role: plan, active_on: end });
    },
  },
  'subscription-changes': {
    title: 'New, churned and reactivated',
    about: 'Customers who subscribed, canceled and subscribed again, each counted once a week.',
    chart: 'bars',
    empty: 'No customer started, churned or came back in this range.',
    ranged: true,
    ...eventLinks({ new: 'started', churned: 'churned', reactivated: 'reactivated' }),
  },
  'trial-conversion': {
    title: 'Trial to active',
    about: 'Customers who started a trial, and whose trial became an active subscription.',
    chart: 'bars',
    empty: 'No trial started or converted in this range.',
    ranged: true,
    // the rate is no list's total: it is shown as the two counts it divides, each linked
    ...eventLinks({ started: 'trial_started', converted: 'trial_converted' }),
    ratio: { key: 'rate', part: 'converted', whole: 'started' },
  },
  'full-access': {
    title: 'Full-access grants',
    about: 'Customers given full access, each counted once a week.',
    chart: 'bars',
    empty: 'No full access was granted in this range.',
    ranged: true,
    cell: GRANTS.cell,
    figure: (t, key, days) =>
      key === 'holders' ? customers(t, { full_access: 'true' }) : GRANTS.figure(t, key, days),
  },
  'member-signins': {
    title: 'Members signing in',
    about: 'Members (not staff) who signed in, each counted once a week.',
    chart: 'bars',
    empty: 'No member signed in during this range.',
    ranged: true,
    // the members of each week and of the range, each once (no weekly average: no list's total)
    ...eventLinks({ members: 'signed_in' }, { signed_in: 'signed_in' }),
  },
};

export const TILES: Record<InsightTile, TileDeclaration> = { ...LIBRARY, ...CUSTOMERS };
