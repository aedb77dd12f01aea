// Decision 030, migration 0040: a library written before keeps who added each ad, and when and
// by whom it was last made visible, read back from the audit log; the rollups count them.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { migrationsBefore } from './migrations-before.js';

it('0040 reads each ad’s creator and latest publication from the audit log, and counts them', async () => {
  const { before, all } = migrationsBefore('0040_ads_published');
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate(before);
    const { db } = database;
    const ad = async (name: string, visible: boolean) => {
      const rows = (
        await db.execute(sql`insert into advertisements (name, visible, created_at)
          values (${name}, ${visible}, '2026-10-01T10:00:00Z') returning id`)
      ).rows as { id: number }[];
      return String(rows[0]?.id);
    };
    const entry = (id: string, user: number, action: string, at: string, changes: object) =>
      db.execute(sql`insert into audit_log (user_id, user_email, entity, entity_id, action, at, changes)
        values (${user}, ${`u${user}@example.com`}, 'advertisement', ${id}, ${action}, ${at}::timestamptz,
          ${JSON.stringify(changes)}::jsonb)`);
    const on = { visible: { before: false, after: true } };
    const off = { visible: { before: true, after: false } };
    // hidden, added by 101
    const hidden = await ad('hidden', false);
    await entry(hidden, 101, 'create', '2026-10-01T10:00:00Z', { visible: { before: null, after: false } });
    // added visible by 101, hidden, then published again by 102
    const twice = await ad('twice', true);
    await entry(twice, 101, 'create', '2026-10-01T10:00:00Z', { visible: { before: null, after: true } });
    await entry(twice, 101, 'update', '2026-10-05T10:00:00Z', off);
    await entry(twice, 102, 'update', '2026-10-07T10:00:00Z', on);
    // imported visible by 102 (a created record of an import entry: no diff)
    const imported = await ad('imported', true);
    const [importEntry] = (
      await db.execute(sql`insert into audit_log (user_id, user_email, entity, entity_id, action, at)
        values (102, 'u102@example.com', 'advertisement', 'import', 'import', '2026-10-01T10:00:00Z') returning id`)
    ).rows as { id: number }[];
    await db.execute(sql`insert into audit_bulk_records (audit_id, entity, entity_id, created, changes)
      values (${importEntry?.id}, 'advertisement', ${imported}, true, '{}'::jsonb)`);
    // shown by a bulk call of 101
    const bulked = await ad('bulked', true);
    const [bulkEntry] = (
      await db.execute(sql`insert into audit_log (user_id, user_email, entity, entity_id, action, at, bulk)
        values (101, 'u101@example.com', 'advertisement', 'bulk', 'bulk', '2026-10-09T10:00:00Z',
          '{"count": 1, "filter": null}'::jsonb) returning id`)
    ).rows as { id: number }[];
    await db.execute(sql`insert into audit_bulk_records (audit_id, entity, entity_id, changes)
      values (${bulkEntry?.id}, 'advertisement', ${bulked}, ${JSON.stringify(on)}::jsonb)`);
    // a seed: no entry at all
    const seeded = await ad('seeded', true);

    await database.migrate(all);
    const rows = (
      await db.execute(sql`select id::text as id, created_by, published_by,
        to_char(published_at at time zone 'UTC', 'YYYY-MM-DD') as published from advertisements order by id`)
    ).rows as {
      id: string;
      created_by: number | null;
      published_by: number | null;
      published: string | null;
    }[];
    const of = (id: string) => rows.find((r) => r.id === id);
    expect(of(hidden)).toMatchObject({ created_by: 101, published_by: null, published: null });
    expect(of(twice)).toMatchObject({ created_by: 101, published_by: 102, published: '2026-10-07' });
    expect(of(imported)).toMatchObject({ created_by: 102, published_by: 102, published: '2026-10-01' });
    expect(of(bulked)).toMatchObject({ created_by: null, published_by: 101, published: '2026-10-09' });
    expect(of(seeded)).toMatchObject({ created_by: null, published_by: null, published: '2026-10-01' });

    // the rollups count the columns: each day and user as the lists filter them
    const daily = (
      await db.execute(sql`select kind, to_char(day, 'YYYY-MM-DD') as day, label, n::int as n from insights_daily
        where kind in ('ad_kept_by', 'ad_live', 'ad_added', 'ad_published') and n <> 0 order by 1, 2, 3`)
    ).rows;
    expect(daily).toEqual([
      { kind: 'ad_kept_by', day: '2026-10-01', label: 'hidden:101', n: 1 },
      { kind: 'ad_kept_by', day: '2026-10-01', label: 'visible:', n: 2 },
      { kind: 'ad_kept_by', day: '2026-10-01', label: 'visible:101', n: 1 },
      { kind: 'ad_kept_by', day: '2026-10-01', label: 'visible:102', n: 1 },
      { kind: 'ad_live', day: '2026-10-01', label: '', n: 1 },
      { kind: 'ad_live', day: '2026-10-01', label: '102', n: 1 },
      { kind: 'ad_live', day: '2026-10-07', label: '102', n: 1 },
      { kind: 'ad_live', day: '2026-10-09', label: '101', n: 1 },
    ]);
    // and keep counting: a switch off moves the publication out, a switch on in, at today
    await db.execute(
      sql`update advertisements set visible = not visible where id in (${Number(twice)}, ${Number(hidden)})`,
    );
    const live = (
      await db.execute(sql`select label, sum(n)::int as n from insights_daily where kind = 'ad_live'
        and day = (now() at time zone 'UTC')::date group by 1`)
    ).rows;
    expect(live).toEqual([{ label: '', n: 1 }]);
    expect(
      (
        await db.execute(sql`select count(*)::int as n from insights_daily where kind = 'ad_live'
          and day = '2026-10-07' and n <> 0`)
      ).rows,
    ).toEqual([{ n: 0 }]);
  } finally {
    await database.close();
  }
});
