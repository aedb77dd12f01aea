import type { Rng } from './random.js';

export const DAY_MS = 86_400_000;
/** the window the demo library spreads over: the last 18 months */
export const SPAN_DAYS = 548;

/** a moment between `fromDaysAgo` and `toDaysAgo` before `now`, at a plausible office hour */
export function daysAgo(rng: Rng, now: Date, fromDaysAgo: number, toDaysAgo = 0): Date {
  return atDaysAgo(rng, now, rng.int(toDaysAgo, fromDaysAgo));
}

/** `days` days before `now`, at a random office hour (real staff do not post at 3am) */
export function atDaysAgo(rng: Rng, now: Date, days: number): Date {
  const d = new Date(now.getTime() - days * DAY_MS);
  d.setUTCHours(rng.int(7, 19), rng.int(0, 59), rng.int(0, 59), rng.int(0, 999));
  // the hour shift may push a "today" value past now; keep every date in the past
  return d.getTime() > now.getTime() ? new Date(now.getTime() - rng.int(60_000, 3_600_000)) : d;
}

/** an edit some time after creation, never in the future */
export function editedAfter(rng: Rng, created: Date, now: Date): Date {
  if (rng.chance(0.4)) return created;
  const later = created.getTime() + rng.int(1, 60) * DAY_MS * rng.next();
  return new Date(Math.min(Math.round(later), now.getTime()));
}

/** YYYY-MM, the format of collection_date and created_for */
export function monthOf(d: Date): string {
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const name = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${name} ${y}`;
}

/** the month `back` months before `now`'s month */
export function monthBefore(now: Date, back: number): string {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15)));
}
