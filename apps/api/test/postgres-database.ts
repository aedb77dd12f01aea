import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty PostgreSQL database on the server `adminUrl` points at, for one test file or
 * run; `drop()` removes it once the connections to it have gone.
 */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `adlib_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    // pool.end() resolves once its clients are told to end, not once their backends are
    // gone; forcing the drop before then would send a FATAL to a client still closing (an
    // uncaught error in the test run). Wait up to 5 s for the connections to leave.
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await c.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (!rows[0]?.n) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { name, url: u.toString(), drop };
}
