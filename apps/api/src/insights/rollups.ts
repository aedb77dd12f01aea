import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../trash/sql-names.js';
import type { InsightRange } from './range.js';

/**
 * Reads of the rollups that migration 0033 keeps (decision 030). Each reads at most a few
 * hundred rows by primary key, whatever the size of the tables they summarise.
 */

/** Integers may come back as text (a driver's bigint). */
export const num = (v: unknown) => Number(v ?? 0);

const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/** kind → its events between from and to (both days included). */
export async function sumKinds(db: Db, kinds: readonly string[], from: string, to: string) {
  const rows = rowsOf<{ kind: string; n: unknown }>(
    await db.execute(sql`select kind, sum(n) as n from insights_daily
      where kind in (${kindList(kinds)}) and day between ${from}::date and ${to}::date group by kind`),
  );
  const sums: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  for (const r of rows) sums[r.kind] = num(r.n);
  return sums;
}

/** The period's and the previous period's sums of each kind. */
export async function periodSums(db: Db, kinds: readonly string[], range: InsightRange) {
  const [now, before] = await Promise.all([
    sumKinds(db, kinds, range.from, range.to),
    sumKinds(db, kinds, range.previous_from, range.previous_to),
  ]);
  return { now, before };
}

/** week (its Monday) → kind → events, for the days of the range. */
export async function weeklyKinds(db: Db, kinds: readonly string[], range: InsightRange) {
  const rows = rowsOf<{ week: string; kind: string; n: unknown }>(
    await db.execute(sql`select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, kind, sum(n) as n
      from insights_daily where kind in (${kindList(kinds)}) and day between ${range.from}::date and ${range.to}::date
      group by 1, 2`),
  );
  const weeks = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const w = weeks.get(r.week) ?? {};
    w[r.kind] = num(r.n);
    weeks.set(r.week, w);
  }
  return weeks;
}

/** label → kind → events between from and to (a curator's adds and publications). */
export async function labelledKinds(db: Db, kinds: readonly string[], from: string, to: string) {
  return rowsOf<{ label: string; kind: string; n: unknown }>(
    await db.execute(sql`select label, kind, sum(n) as n from insights_daily
      where kind in (${kindList(kinds)}) and day between ${from}::date and ${to}::date group by 1, 2`),
  );
}

/** week (its Monday) → label → events of one kind, for the days of the range. */
export async function weeklyLabels(db: Db, kind: string, range: InsightRange) {
  const rows = rowsOf<{ week: string; label: string; n: unknown }>(
    await db.execute(sql`select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, label, sum(n) as n
      from insights_daily where kind = ${kind} and day between ${range.from}::date and ${range.to}::date
      group by 1, 2`),
  );
  const weeks = new Map<string, Record<string, number>>();
  for (const r of rows) weeks.set(r.week, { ...weeks.get(r.week), [r.label]: num(r.n) });
  return weeks;
}

/**
 * Customers per event kind with an event between from and to (both days included), each once
 * (migration 0038: a row counts when the customer's previous day of its kind is before from).
 * The customers list filtered by the kind and those days has exactly this total.
 */
export async function customersOf(db: Db, kinds: readonly string[], from: string, to: string) {
  const rows = rowsOf<{ kind: string; n: unknown }>(
    await db.execute(sql`select kind, sum(n) as n from insights_event_firsts
      where kind in (${kindList(kinds)}) and day between ${from}::date and ${to}::date and prev < ${from}::date
      group by kind`),
  );
  const sums: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  for (const r of rows) sums[r.kind] = num(r.n);
  return sums;
}

/** The period's and the previous period's customers of each kind. */
export async function periodCustomers(db: Db, kinds: readonly string[], range: InsightRange) {
  const [now, before] = await Promise.all([
    customersOf(db, kinds, range.from, range.to),
    customersOf(db, kinds, range.previous_from, range.previous_to),
  ]);
  return { now, before };
}

/** week (its Monday) → kind → customers, for the week's days within the range (each once). */
export async function weeklyCustomers(db: Db, kinds: readonly string[], range: InsightRange) {
  const rows = rowsOf<{ week: string; kind: string; n: unknown }>(
    await db.execute(sql`select to_char(week, 'YYYY-MM-DD') as week, kind, sum(n) as n from (
        select date_trunc('week', day::timestamp)::date as week, kind, day, prev, n from insights_event_firsts
        where kind in (${kindList(kinds)}) and day between ${range.from}::date and ${range.to}::date
      ) f where prev < greatest(week, ${range.from}::date)
      group by 1, 2`),
  );
  const weeks = new Map<string, Record<string, number>>();
  for (const r of rows) weeks.set(r.week, { ...weeks.get(r.week), [r.kind]: num(r.n) });
  return weeks;
}
