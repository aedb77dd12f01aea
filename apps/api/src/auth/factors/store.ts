import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userFactors } from '../../db/schema.js';

export type FactorRow = typeof userFactors.$inferSelect;

/** A user's factors, oldest first. */
export function factorsOf(db: Pick<Db, 'select'>, userId: number) {
  return db.select().from(userFactors).where(eq(userFactors.user_id, userId)).orderBy(asc(userFactors.id));
}

export function passkeysOf(db: Pick<Db, 'select'>, userId: number) {
  return db
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.user_id, userId), eq(userFactors.kind, 'passkey')));
}

/** What the Security page shows of a factor: never its secret or key. */
export const factorItemOf = (f: FactorRow) => ({
  id: f.id,
  kind: f.kind,
  name: f.name,
  created_at: f.created_at,
  last_used_at: f.last_used_at,
});
