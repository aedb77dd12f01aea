import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditedEntity, auditedWrite } from '../src/db/audited-write.js';
import { auditLog, titlesSubtitles } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

// The one audited write every area's writes go through, on a real table (titles: every
// seed has them). Each test uses a section of its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const TITLE: AuditedEntity<typeof titlesSubtitles.$inferSelect> = {
  table: titlesSubtitles,
  name: 'title',
  label: 'Title',
};
const titleOf = async (id: number) =>
  (await t.db.select().from(titlesSubtitles).where(eq(titlesSubtitles.id, id)))[0];
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'title'), eq(auditLog.entity_id, String(id))));
const rename = (id: number, title: string, seen?: string) =>
  auditedWrite(t.db, undefined, TITLE, {
    action: 'update',
    id,
    seen,
    apply: async (tx) =>
      (
        await tx
          .update(titlesSubtitles)
          .set({ title, updated_at: new Date() })
          .where(eq(titlesSubtitles.id, id))
          .returning()
      )[0],
    audit: (after, before) => ({ id, before, after: after ?? null }),
  });

describe('auditedWrite', () => {
  it('applies and records the diff of the fields that changed', async () => {
    const before = await titleOf(2);
    await rename(2, 'Renamed');
    expect((await titleOf(2))?.title).toBe('Renamed');
    const entries = await auditOf(2);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      changes: { title: { before: before?.title, after: 'Renamed' } },
    });
  });

  it('answers 409 for a version older than the stored one, and changes nothing', async () => {
    const stored = await titleOf(3);
    const old = new Date((stored?.updated_at.getTime() ?? 0) - 1000).toISOString();
    await expect(rename(3, 'Too late', old)).rejects.toMatchObject({ statusCode: 409, code: 'conflict' });
    expect((await titleOf(3))?.title).toBe(stored?.title);
    expect(await auditOf(3)).toEqual([]);
    await rename(3, 'In time', stored?.updated_at.toISOString());
    expect((await titleOf(3))?.title).toBe('In time');
  });

  it('answers 404 for a record that is not there', async () => {
    await expect(rename(999_999, 'Nobody')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Title not found',
    });
  });

  it('keeps nothing of a write that fails after applying: no change, no audit entry', async () => {
    const before = await titleOf(4);
    const failing = auditedWrite(t.db, undefined, TITLE, {
      action: 'update',
      id: 4,
      apply: async (tx) => {
        await tx.update(titlesSubtitles).set({ title: 'Half done' }).where(eq(titlesSubtitles.id, 4));
        throw new Error('the second step failed');
      },
      audit: () => ({ id: 4, before: null, after: null }),
    });
    await expect(failing).rejects.toThrow('the second step failed');
    expect((await titleOf(4))?.title).toBe(before?.title);
    expect(await auditOf(4)).toEqual([]);
  });

  it('records one entry per record a set-wide write changed', async () => {
    await auditedWrite(t.db, undefined, TITLE, {
      action: 'bulk',
      apply: async () => [5, 6],
      audit: (ids) => ids.map((id) => ({ id, before: { title: 'a' }, after: { title: 'b' } })),
    });
    for (const id of [5, 6]) expect((await auditOf(id)).map((e) => e.action)).toEqual(['bulk']);
  });
});
