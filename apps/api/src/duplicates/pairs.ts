import type { DuplicateArea } from '@adlib/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { duplicatePairs } from '../db/schema.js';
import { findMatches, loadSubject, type Match } from './lookup.js';

/** What one check changed. */
export interface CheckResult {
  /** false: the record is not in its table (unknown, or in the trash): nothing changed */
  found: boolean;
  matches: number;
}

/**
 * The duplicates check of one record (the `duplicates-check` job, and a media becoming ready):
 * it is looked up against the library, and its open pairs become what
 * the lookup found: new ones opened, changed ones rewritten, ones no longer alike removed. A
 * dismissed pair is never reopened nor removed ("Not duplicates" is remembered).
 */
export async function checkRecord(db: Db, area: DuplicateArea, id: number): Promise<CheckResult> {
  const subject = await loadSubject(db, area, id);
  if (!subject) return { found: false, matches: 0 };
  const matches = await findMatches(db, area, subject);
  await syncPairs(db, area, id, matches);
  return { found: true, matches: matches.length };
}

/** The pair's row for `id` and one match: the smaller id first, as the table orders them. */
const pairRow = (area: DuplicateArea, id: number, m: Match) => ({
  area,
  a_id: Math.min(id, m.id),
  b_id: Math.max(id, m.id),
  reasons: m.reasons,
  distance: m.distance,
  state: 'open' as const,
});

async function syncPairs(db: Db, area: DuplicateArea, id: number, matches: readonly Match[]) {
  await db.transaction(async (tx) => {
    const others = matches.map((m) => m.id);
    // open pairs of this record no longer alike (its media or copy changed)
    await tx.execute(sql`
      delete from duplicate_pair
      where area = ${area} and state = 'open' and (a_id = ${id} or b_id = ${id})
        and not (case when a_id = ${id} then b_id else a_id end = any(${`{${others.join(',')}}`}::int[]))`);
    if (!matches.length) return;
    await tx
      .insert(duplicatePairs)
      .values(matches.map((m) => pairRow(area, id, m)))
      .onConflictDoUpdate({
        target: [duplicatePairs.area, duplicatePairs.a_id, duplicatePairs.b_id],
        set: { reasons: sql`excluded.reasons`, distance: sql`excluded.distance` },
        setWhere: sql`${duplicatePairs.state} = 'open'`,
      });
  });
}

/** "Not duplicates": every pair among `ids` is remembered dismissed (made so when not found yet). */
export async function dismissPairs(db: Db, area: DuplicateArea, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)].sort((x, y) => x - y);
  const rows: { area: DuplicateArea; a_id: number; b_id: number; state: 'dismissed' }[] = [];
  for (let i = 0; i < unique.length; i++)
    for (let j = i + 1; j < unique.length; j++) {
      const [a, b] = [unique[i], unique[j]];
      if (a !== undefined && b !== undefined) rows.push({ area, a_id: a, b_id: b, state: 'dismissed' });
    }
  if (!rows.length) return 0;
  await db
    .insert(duplicatePairs)
    .values(rows)
    .onConflictDoUpdate({
      target: [duplicatePairs.area, duplicatePairs.a_id, duplicatePairs.b_id],
      set: { state: 'dismissed' },
    });
  return rows.length;
}

/** The dismissed partners of a record (the form's warning leaves them out). */
export async function dismissedWith(db: Db, area: DuplicateArea, id: number): Promise<Set<number>> {
  const rows = await db
    .select({ a: duplicatePairs.a_id, b: duplicatePairs.b_id })
    .from(duplicatePairs)
    .where(
      and(
        eq(duplicatePairs.area, area),
        eq(duplicatePairs.state, 'dismissed'),
        sql`(${duplicatePairs.a_id} = ${id} or ${duplicatePairs.b_id} = ${id})`,
      ),
    );
  return new Set(rows.map((r) => (r.a === id ? r.b : r.a)));
}
