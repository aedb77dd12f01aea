import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/lists/index.js';
import { tiktokImport } from '../src/modules/tiktoks/import.js';
import { createTestApp, type TestApp } from './helpers.js';

// The engine writes a batch while it reads the next (decision 014): what that must not change.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const csv = (prefix: string, n: number) =>
  `username,post_id,likes\n${Array.from({ length: n }, (_, i) => `eng,${prefix}-${i},${i}`).join('\n')}\n`;

const importFile = (text: string, target: typeof tiktokImport) =>
  runImport({
    db: t.app.db,
    actor: undefined,
    target,
    file: Readable.from([Buffer.from(text)]),
    dryRun: false,
    skipInvalid: false,
  });

const storedCount = async (prefix: string) => {
  const { rows } = await t.app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from tiktoks where post_id like ${`${prefix}-%`}`,
  );
  return rows[0]?.n;
};

describe('import engine: batches written while the next is read', () => {
  it('a write failing in a later batch fails the import with its own error and keeps nothing', async () => {
    let calls = 0;
    const failing: typeof tiktokImport = {
      ...tiktokImport,
      batchRows: 2,
      write: async (tx, rows, context) => {
        calls += 1;
        if (calls === 2) throw new Error('the disk is full');
        return tiktokImport.write(tx, rows, context);
      },
    };
    await expect(importFile(csv('fail', 5), failing)).rejects.toThrow('the disk is full');
    expect(await storedCount('fail')).toBe(0);
    // the transaction was rolled back and let go: the same file imports next time
    const again = await importFile(csv('fail', 5), { ...tiktokImport, batchRows: 2 });
    expect(again).toMatchObject({ outcome: 'imported', inserted: 5 });
    expect(await storedCount('fail')).toBe(5);
  });

  it('writes one batch at a time, in the order of the file, and adds up their counts', async () => {
    let running = 0;
    let most = 0;
    const firstKeys: string[] = [];
    const slow: typeof tiktokImport = {
      ...tiktokImport,
      batchRows: 3,
      write: async (tx, rows, context) => {
        running += 1;
        most = Math.max(most, running);
        firstKeys.push(rows[0]?.post_id ?? '');
        await new Promise((resolve) => setTimeout(resolve, 20));
        try {
          return await tiktokImport.write(tx, rows, context);
        } finally {
          running -= 1;
        }
      },
    };
    const result = await importFile(csv('order', 10), slow);
    expect(result).toMatchObject({ outcome: 'imported', rows: 10, inserted: 10, updated: 0, unchanged: 0 });
    expect(most).toBe(1);
    expect(firstKeys).toEqual(['order-0', 'order-3', 'order-6', 'order-9']);
  });
});

describe('import engine: each record one diff under the import', () => {
  it('a key written by two batches keeps the first before and the last after', async () => {
    await importFile('username,post_id,likes\nstart,twice-1,1\n', tiktokImport);
    const file = 'username,post_id,likes\nmiddle,twice-1,2\nother,twice-2,0\nend,twice-1,2\n';
    expect(await importFile(file, { ...tiktokImport, batchRows: 2 })).toMatchObject({ outcome: 'imported' });
    const { rows } = await t.app.db.execute<{ changes: unknown }>(sql`
      select r.changes from audit_bulk_records r join tiktoks p on r.entity_id = p.id::text
      where r.entity = 'tiktok' and p.post_id = 'twice-1' order by r.audit_id desc limit 1`);
    expect(rows[0]?.changes).toEqual({
      username: { before: 'start', after: 'end' },
      likes: { before: 1, after: 2 },
    });
  });

  it('a record one import inserts and then rewrites stays one created row under the import, with no diff', async () => {
    const file = 'username,post_id,likes\nfirst,made-twice,1\nother,made-other,0\nlast,made-twice,3\n';
    expect(await importFile(file, { ...tiktokImport, batchRows: 2 })).toMatchObject({ outcome: 'imported' });
    const { rows } = await t.app.db.execute<{ created: boolean; changes: unknown }>(sql`
      select r.created, r.changes from audit_bulk_records r join tiktoks p on r.entity_id = p.id::text
      where r.entity = 'tiktok' and p.post_id = 'made-twice'`);
    expect(rows).toEqual([{ created: true, changes: {} }]);
  });
});
