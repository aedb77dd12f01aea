import type { InsightAnswer, InsightPreset } from '@adlib/shared';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayOf = (s: string) => Date.parse(`${s}T00:00:00Z`);

/** A tile's period and the one before it, as whole UTC days (both ends included). */
export type InsightRange = InsightAnswer['range'];

/** The range asked for: from–to, or a preset counted back from `today` (UTC). */
export function rangeOf(
  q: { range: InsightPreset; from?: string; to?: string },
  today = new Date(),
): InsightRange {
  let from: number;
  let to: number;
  if (q.from && q.to) {
    from = dayOf(q.from);
    to = dayOf(q.to);
  } else {
    to = dayOf(today.toISOString().slice(0, 10));
    if (q.range === '12m') {
      const d = new Date(to);
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      from = d.getTime() + DAY;
    } else from = to - (Number.parseInt(q.range, 10) - 1) * DAY;
  }
  const length = to - from;
  const previousTo = from - DAY;
  return {
    from: iso(from),
    to: iso(to),
    previous_from: iso(previousTo - length),
    previous_to: iso(previousTo),
  };
}

/** The Mondays (UTC) of the weeks the range touches: a weekly chart's rows, gaps included. */
export function weeksOf(range: InsightRange): string[] {
  const first = dayOf(range.from);
  const monday = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
  const weeks: string[] = [];
  for (let t = monday; t <= dayOf(range.to); t += 7 * DAY) weeks.push(iso(t));
  return weeks;
}

/** This month as the collections' collection_date holds it (YYYY-MM). */
export const monthOf = (today = new Date()) => today.toISOString().slice(0, 7);

/**
 * The days of a week (its Monday) that the range holds, as a list's `dates` filter takes them:
 * `2026-11-03..2026-11-09`, cut to the range's first and last day.
 */
export function daysOfWeek(range: InsightRange, monday: string): string {
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  return `${monday < range.from ? range.from : monday}..${sunday > range.to ? range.to : sunday}`;
}
