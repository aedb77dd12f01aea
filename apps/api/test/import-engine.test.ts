import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_BYTES } from '../src/lists/import/parse.js';
import { runImport } from '../src/lists/index.js';
import { tiktokImport } from '../src/modules/tiktoks/records.js';
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
  it('a write failing in a later batch fails the import with its own error; the batches before it stay, the entry says so', async () => {
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
    // each batch is its own short transaction (no transaction outlives a batch): the first stays
    expect(await storedCount('fail')).toBe(2);
    const { rows } = await t.app.db.execute<{ changes: Record<string, { after: unknown }> }>(
      sql`select changes from audit_log where entity_id = 'import' order by id desc limit 1`,
    );
    expect(rows[0]?.changes.inserted?.after).toBe(2);
    expect(rows[0]?.changes.failed?.after).toBe('the disk is full');
    // nothing was left open: the same file imports next time, the two rows unchanged
    const again = await importFile(csv('fail', 5), { ...tiktokImport, batchRows: 2 });
    expect(again).toMatchObject({ outcome: 'imported', inserted: 3, unchanged: 2 });
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

describe('import engine: records are bounded', () => {
  // a file of 64 KB chunks, as an upload arrives
  const chunked = (text: string) => {
    const bytes = Buffer.from(text);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 64 * 1024) chunks.push(bytes.subarray(at, at + 64 * 1024));
    return chunks;
  };
  const importChunks = (text: string) =>
    runImport({
      db: t.app.db,
      actor: undefined,
      target: tiktokImport,
      file: Readable.from(chunked(text)),
      dryRun: true,
      skipInvalid: false,
    });
  const long = 'x'.repeat(MAX_RECORD_BYTES + 10);

  it('a JSON line, a JSON array item or a CSV record over 1 MB answers 400 naming where it is', async () => {
    const lines = `{"username":"a","post_id":"b-1"}\n{"username":"${long}","post_id":"b-2"}\n`;
    await expect(importChunks(lines)).rejects.toMatchObject({
      statusCode: 400,
      fields: { file: 'line 2 is longer than 1 MB' },
    });
    // an item is measured a chunk at a time (the parser tells where items end, not begin)
    const array = `[{"username":"a","post_id":"b-1"},{"username":"${long}${long}","post_id":"b-2"}]`;
    await expect(importChunks(array)).rejects.toMatchObject({
      statusCode: 400,
      fields: { file: 'item 2 is longer than 1 MB' },
    });
    const csv = `username,post_id\na,b-1\n"${long}",b-2\n`;
    await expect(importChunks(csv)).rejects.toMatchObject({
      statusCode: 400,
      fields: { file: 'line 3: a record is longer than 1 MB' },
    });
  });

  it('reads a JSON array and JSON lines split anywhere, a character cut between chunks included', async () => {
    const items = Array.from({ length: 3000 }, (_, i) => ({
      username: `ü-${i}`,
      post_id: `split-${i}`,
      likes: i,
    }));
    for (const text of [JSON.stringify(items), items.map((item) => JSON.stringify(item)).join('\r\n')]) {
      const result = await importChunks(text);
      expect(result).toMatchObject({ outcome: 'dry_run', rows: 3000, inserted: 3000, error_count: 0 });
      expect(result.preview[1]).toMatchObject({ username: 'ü-1', post_id: 'split-1', likes: 1 });
    }
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
