import { sql } from 'drizzle-orm';
import { advertisements, auditLog } from '../../src/db/schema.js';
import { insertAds } from '../advertisements-fixtures.js';
import { createTestApp, type TestApp } from '../helpers.js';

/**
 * Sign-in bookkeeping changes on refused calls by design (a wrong code counts as an attempt;
 * sessions are minted by the fuzzer itself), and the media tables are written by background
 * jobs an earlier accepted call started (a backfill walking, a media job finishing), whenever
 * they run; so are the outbox's dispatch marks and the webhook deliveries (decision 031: the
 * dispatcher reads the events of earlier accepted calls every EVENT_DISPATCH_MS; that a refused
 * write writes no event is events-outbox.test.ts's): every other table must not change on a
 * refused call.
 */
const NOT_RECORDS = [
  'sessions',
  'signin_codes',
  '__drizzle_migrations',
  'media',
  'media_backfill',
  'event',
  'webhook_delivery',
  'webhook_attempt',
];

/** One digest of every row of every table that holds records. */
async function digestOf(t: TestApp) {
  const result = await t.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const tables = result.rows.map((r) => r.name).filter((name) => !NOT_RECORDS.includes(name));
  const parts = tables.map(
    (name) => `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as d from "${name}" r`,
  );
  return async () => {
    const digests = await t.db.execute<{ d: string }>(sql.raw(parts.join(' union all ')));
    return digests.rows.map((r) => r.d).join(',');
  };
}

/** A fresh app and database with a super session and one advertisement for the paths to name. */
export async function createFuzzTarget(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const [adId] = await insertAds(t, [{ name: 'Fuzz target' }]);
  if (!adId) throw new Error('fixture ad not created');
  let headers = (await t.signedIn('super')).headers;

  const refresh = async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    if (me.statusCode !== 200) headers = (await t.signedIn('super')).headers;
    const [ad] = await t.db
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(sql`${advertisements.id} = ${adId}`);
    if (!ad) await insertAds(t, [{ id: adId, name: 'Fuzz target' }]);
    // what accepted calls created goes, so that the digest taken after every call stays cheap
    await t.db.delete(advertisements).where(sql`${advertisements.id} <> ${adId}`);
    await t.db.delete(auditLog);
    return headers.authorization;
  };

  return {
    t,
    adId,
    options: {
      app: t.app,
      refresh,
      goodPath: { id: String(adId) },
      recordsDigest: await digestOf(t),
    },
  };
}
