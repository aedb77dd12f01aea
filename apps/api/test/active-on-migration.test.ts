// Decision 030, migration 0041: a library written before keeps its customers' past: the days
// their subscriptions switched into or out of 'active' are read back from the audit log (its
// entries and bulk records), and each past week of "Active subscriptions per plan" equals the
// customers list by that plan and Active on.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { activePlans } from '../src/insights/customers.js';
import { rangeOf } from '../src/insights/range.js';
import { fullCountSql } from '../src/lists/query.js';
import { usersList } from '../src/modules/users/list.js';
import { migrationsBefore } from './migrations-before.js';

it('0041 reads the switches into and out of active from the audit log, and the tile equals the list', async () => {
  const { before, all } = migrationsBefore('0041_insights_active_on');
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate(before);
    const { db } = database;
    await db.execute(
      sql`insert into roles (name) values ('free'), ('monthly'), ('annual') on conflict do nothing`,
    );
    const user = async (email: string, role: string, status: string) => {
      const rows = (
        await db.execute(sql`insert into users (first_name, last_name, email, role_id, subscription_status)
          values ('U', ${email}, ${email}, (select id from roles where name = ${role}), ${status}) returning id`)
      ).rows as { id: number }[];
      return String(rows[0]?.id);
    };
    const status = (before: string | null, after: string) => ({ subscription_status: { before, after } });
    const entry = (id: string, at: string, changes: object) =>
      db.execute(sql`insert into audit_log (entity, entity_id, action, at, changes)
        values ('user', ${id}, 'subscription_status', ${at}::timestamptz, ${JSON.stringify(changes)}::jsonb)`);
    // Uma: active from 1 Oct, canceled on the 10th; Ivo: a bulk call made him active on the 5th;
    // Fay: active with no entry (a seed)
    const uma = await user('uma@example.com', 'monthly', 'canceled');
    await entry(uma, '2026-10-01T10:00:00Z', status(null, 'active'));
    await entry(uma, '2026-10-10T10:00:00Z', status('active', 'canceled'));
    const ivo = await user('ivo@example.com', 'annual', 'active');
    const [bulk] = (
      await db.execute(sql`insert into audit_log (entity, entity_id, action, at, bulk)
        values ('user', 'bulk', 'bulk', '2026-10-05T10:00:00Z', '{"count": 1, "filter": null}'::jsonb) returning id`)
    ).rows as { id: number }[];
    await db.execute(sql`insert into audit_bulk_records (audit_id, entity, entity_id, changes)
      values (${bulk?.id}, 'user', ${ivo}, ${JSON.stringify(status('trialing', 'active'))}::jsonb)`);
    await user('fay@example.com', 'free', 'active');

    await database.migrate(all);
    const listTotal = async (role: string, day: string) => {
      const { text, values } = fullCountSql(usersList, { role, active_on: day });
      const rows = (await database.pglite?.query<{ n: number }>(text, values))?.rows;
      return rows?.[0]?.n;
    };
    const range = rangeOf({ range: '30d', from: '2026-10-01', to: '2026-10-18' });
    const plans = await activePlans(db, range);
    const ends = ['2026-10-04', '2026-10-11', '2026-10-18'];
    expect(plans.table.rows.map((r) => r.values)).toEqual([
      { free: 1, monthly: 1, annual: 0 },
      { free: 1, monthly: 0, annual: 1 },
      { free: 1, monthly: 0, annual: 1 },
    ]);
    for (const [i, row] of plans.table.rows.entries())
      for (const plan of ['free', 'monthly', 'annual'])
        expect(row.values[plan], `${row.key} ${plan}`).toBe(await listTotal(plan, ends[i] as string));
  } finally {
    await database.close();
  }
});
