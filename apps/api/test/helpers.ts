import { randomBytes } from 'node:crypto';
import type { RoleName } from '@adlib/shared';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { Mail } from '../src/auth/mailer.js';
import { createSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { ensureUser, seedDatabase } from '../src/db/seed.js';

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created for this file and dropped after.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: '.tmp/test-data', SEED_DEMO: 'false', ...env });
  let url: string | undefined;
  let dropDatabase = async () => {};
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `adlib_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ url, dataDir: null, poolSize: 4 });
  await database.migrate(config.migrationsDir);
  await seedDatabase(database.db, config);
  const mails: Mail[] = [];
  const app = await buildApp({
    config,
    database,
    mailer: { send: async (m) => void mails.push(m) },
  });
  await app.ready();

  /** A signed-in user of the given role; returns the Authorization header to send. */
  async function signedIn(role: RoleName, email = `${role}-${randomBytes(3).toString('hex')}@example.com`) {
    const id = await ensureUser(database.db, { email, first_name: role, last_name: 'Tester', role });
    if (!id) throw new Error('user not created');
    const token = await createSession(database.db, id, 3600);
    return { id, email, token, headers: { authorization: `Bearer ${token}` } };
  }

  async function close() {
    await app.close();
    await database.close();
    await dropDatabase();
  }

  return { app, db: database.db, database, config, mails, signedIn, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
