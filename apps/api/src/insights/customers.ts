import type { InsightAnswer } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../trash/sql-names.js';
import { daysOfWeek, type InsightRange, weeksOf } from './range.js';
import { num, periodCustomers, weeklyCustomers } from './rollups.js';

type Body = Omit<InsightAnswer, 'tile' | 'range'>;

/** The plans a customer holds: every role that is not staff. */
const PLANS = ['free', 'monthly', 'annual'] as const;
const PLAN_LABELS: Record<(typeof PLANS)[number], string> = {
  free: 'Free',
  monthly: 'Monthly',
  annual: 'Annual',
};
const DAY = 86_400_000;
const sundayOf = (monday: string) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * DAY).toISOString().slice(0, 10);

/**
 * Active subscriptions per plan, week by week: today's count (the users rollup: the customers
 * list's role and status filters) less the customers' switches into and out of 'active' on the
 * days after each week's end, by their plan of today (migration 0041's insights_active_days).
 * A plan change while active is no switch, so the past follows the customer's plan of today.
 * Each week's figure is the customers list's total with that plan and "Active on" the week's
 * last day in the range.
 */
export async function activePlans(db: Db, range: InsightRange): Promise<Body> {
  const [current, deltas] = await Promise.all([
    db.execute(sql`select r.name as plan, sum(c.n) as n from insights_user_counts c join roles r on r.id = c.role_id
      where c.subscription_status = 'active' group by r.name`),
    db.execute(sql`select a.day::text as day, r.name as plan, sum(a.n) as n
      from insights_active_days a join roles r on r.id = a.role_id
      where a.day > ${range.previous_to}::date group by 1, 2`),
  ]);
  const now = new Map(rowsOf<{ plan: string; n: unknown }>(current).map((r) => [r.plan, num(r.n)]));
  const changes = rowsOf<{ day: string; plan: string; n: unknown }>(deltas);
  const at = (plan: string, end: string) =>
    (now.get(plan) ?? 0) -
    changes.filter((c) => c.plan === plan && c.day > end).reduce((s, c) => s + num(c.n), 0);
  const weeks = weeksOf(range);
  return {
    figures: PLANS.map((p) => ({
      key: p,
      label: PLAN_LABELS[p],
      value: now.get(p) ?? 0,
      previous: at(p, range.previous_to),
    })),
    table: {
      rowLabel: 'Week',
      columns: PLANS.map((p) => ({ key: p, label: PLAN_LABELS[p] })),
      rows: weeks.map((week) => {
        const end = sundayOf(week) < range.to ? sundayOf(week) : range.to;
        return { key: week, label: week, values: Object.fromEntries(PLANS.map((p) => [p, at(p, end)])) };
      }),
    },
  };
}

/** A tile's columns: the kind of customer event (migration 0038) each counts. */
type Columns = readonly { kind: string; key: string; label: string }[];

/**
 * Customers per week and column, each once a week: a row's key is the week's days cut to the
 * range, the customers list's `event_days` (or `signed_in`) for its bars.
 */
const weeklyTable = async (db: Db, range: InsightRange, columns: Columns) => {
  const weekly = await weeklyCustomers(
    db,
    columns.map((c) => c.kind),
    range,
  );
  return {
    rowLabel: 'Week',
    columns: columns.map(({ key, label }) => ({ key, label })),
    rows: weeksOf(range).map((week) => ({
      key: daysOfWeek(range, week),
      label: week,
      values: Object.fromEntries(columns.map((c) => [c.key, weekly.get(week)?.[c.kind] ?? 0])),
    })),
  };
};

/** Customers per column over the range and the previous period, each once. */
const figuresOf = async (db: Db, range: InsightRange, columns: Columns) => {
  const { now, before } = await periodCustomers(
    db,
    columns.map((c) => c.kind),
    range,
  );
  return columns.map((c) => ({
    key: c.key,
    label: c.label,
    value: now[c.kind] ?? 0,
    previous: before[c.kind] ?? 0,
  }));
};

const CHANGES = [
  { kind: 'started', key: 'new', label: 'New' },
  { kind: 'churned', key: 'churned', label: 'Churned' },
  { kind: 'reactivated', key: 'reactivated', label: 'Reactivated' },
] as const;

/** Customers who subscribed, canceled and subscribed again, per week (status changes in the audit log). */
export async function subscriptionChanges(db: Db, range: InsightRange): Promise<Body> {
  const [figures, table] = await Promise.all([
    figuresOf(db, range, CHANGES),
    weeklyTable(db, range, CHANGES),
  ]);
  return { figures, table };
}

const TRIALS = [
  { kind: 'trial_started', key: 'started', label: 'Trials started' },
  { kind: 'trial_converted', key: 'converted', label: 'Converted to active' },
] as const;

/** Customers who started a trial and whose trial became active; the rate is converted ÷ started. */
export async function trialConversion(db: Db, range: InsightRange): Promise<Body> {
  const [figures, table] = await Promise.all([figuresOf(db, range, TRIALS), weeklyTable(db, range, TRIALS)]);
  const [started, converted] = figures;
  const rate = (c: number | null, s: number | null) => (s ? Math.round(((c ?? 0) / s) * 1000) / 10 : 0);
  return {
    figures: [
      ...figures,
      {
        key: 'rate',
        label: 'Conversion (%)',
        value: rate(converted?.value ?? 0, started?.value ?? 0),
        previous: rate(converted?.previous ?? 0, started?.previous ?? 0),
      },
    ],
    table,
  };
}

const GRANTS = [{ kind: 'full_access_granted', key: 'granted', label: 'Full access granted' }] as const;

/** Customers given full access per week, and who holds full access now (the customers list's filter). */
export async function fullAccess(db: Db, range: InsightRange): Promise<Body> {
  const [figures, table, holders] = await Promise.all([
    figuresOf(db, range, GRANTS),
    weeklyTable(db, range, GRANTS),
    db.execute(sql`select coalesce(sum(n), 0) as n from insights_user_counts where full_access`),
  ]);
  const now = num(rowsOf<{ n: unknown }>(holders)[0]?.n);
  return {
    figures: [...figures, { key: 'holders', label: 'With full access now', value: now, previous: null }],
    table,
  };
}

const SIGNINS = [{ kind: 'signed_in', key: 'members', label: 'Members' }] as const;

/**
 * Members (not staff) who signed in, each once per week, and over the range each once: the list
 * filtered by Member signed in with the week's or the range's days. No weekly average: a member
 * seen in two weeks counts in both, so no list holds it (decision 030).
 */
export async function memberSignins(db: Db, range: InsightRange): Promise<Body> {
  const [[members], table] = await Promise.all([
    figuresOf(db, range, SIGNINS),
    weeklyTable(db, range, SIGNINS),
  ]);
  return {
    figures: [
      {
        key: 'signed_in',
        label: 'Members who signed in',
        value: members?.value ?? 0,
        previous: members?.previous ?? 0,
      },
    ],
    table,
  };
}
