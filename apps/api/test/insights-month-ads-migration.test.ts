// Decision 030, migration 0045: a library written before counts each month's ads once, as the
// ads lists by In a collection of do, from its first read.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { migrationsBefore } from './migrations-before.js';

it('0045 counts the ads of each month’s collections once, visible and not', async () => {
  const { before, all } = migrationsBefore('0045_insights_month_ads');
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate(before);
    const { db } = database;
    const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
    const collection = async (title: string, month: string | null) =>
      (
        await one<{ id: number }>(
          sql`insert into collections (title, collection_date) values (${title}, ${month}) returning id`,
        )
      ).id;
    const ad = async (name: string, visible: boolean, collections: number[]) => {
      const { id } = await one<{ id: number }>(
        sql`insert into advertisements (name, visible) values (${name}, ${visible}) returning id`,
      );
      for (const c of collections)
        await db.execute(
          sql`insert into advertisement_collections (advertisement_id, collection_id) values (${id}, ${c})`,
        );
    };
    const [octA, octB, sep, none] = [
      await collection('Oct A', '2026-10'),
      await collection('Oct B', '2026-10'),
      await collection('Sep', '2026-09'),
      await collection('Undated', null),
    ];
    await ad('in both of October', true, [octA, octB]);
    await ad('October and September', false, [octA, sep]);
    await ad('October, hidden', false, [octB]);
    await ad('undated only', true, [none]);
    await ad('in none', true, []);

    await database.migrate(all);
    const rows = (
      await db.execute(
        sql`select month, visible, n::int as n from insights_month_ads where n <> 0 order by 1, 2`,
      )
    ).rows;
    expect(rows).toEqual([
      { month: '2026-09', visible: false, n: 1 },
      { month: '2026-10', visible: false, n: 2 },
      { month: '2026-10', visible: true, n: 1 },
    ]);
  } finally {
    await database.close();
  }
  // two runs of every migration on PGlite: beyond the default 30 s on a busy machine
}, 120_000);
