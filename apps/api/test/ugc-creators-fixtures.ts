import { ugcCreators } from '../src/db/schema.js';
import type { TestApp } from './helpers.js';

type CreatorInsert = typeof ugcCreators.$inferInsert;

/** Inserts creators straight into the table (the list tests' data); answers their ids in order. */
export async function insertCreators(t: TestApp, rows: Partial<CreatorInsert>[]) {
  const inserted = await t.db
    .insert(ugcCreators)
    .values(rows.map((r, i) => ({ name: `Creator ${i + 1}`, ...r })))
    .returning({ id: ugcCreators.id });
  return inserted.map((r) => r.id);
}
