import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RoleName } from '@adlib/shared';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.js';
import type { Mail, Mailer } from '../src/auth/mailer.js';
import { createSession } from '../src/auth/sessions.js';
import { API_ROOT, loadConfig } from '../src/config.js';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { TRGM_THRESHOLD_SQL } from '../src/db/search-fields.js';
import { ensureUser, seedDatabase } from '../src/db/seed.js';
import { createPostgresDatabase } from './postgres-database.js';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestAppOptions {
  /**
   * 'capture' (default): mails are pushed to `mails` instead of being sent.
   * 'configured': the mailer the configuration selects (SMTP_URL, or the development mailer).
   * A Mailer: that one.
   */
  mailer?: 'capture' | 'configured' | Mailer;
  logger?: BuildOptions['logger'];
  /** Runs before the app is ready: the place to register extra routes a test needs. */
  extend?: (app: App) => void | Promise<void>;
}

const baseEnv = { DATA_DIR: '.tmp/test-data', SEED_DEMO: 'false' };

/**
 * An in-memory PGlite, migrated. PGlite's initdb costs seconds per test file, and more on a
 * busy machine; a copy of a migrated data directory, made once and kept until a migration
 * or PGlite itself changes, loads in a fraction of that. (openDatabase has no way to load
 * one, hence the few lines that mirror its PGlite branch; the server tests use the real one.)
 */
async function migratedPglite(migrationsDir: string): Promise<Database> {
  const open = async (loadDataDir?: Blob) => {
    const client = await PGlite.create({ loadDataDir, extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client, { schema });
    return {
      db,
      kind: 'pglite' as const,
      pglite: client,
      migrate: async (folder: string) => {
        await migrate(db, { migrationsFolder: folder });
        await client.exec(TRGM_THRESHOLD_SQL);
      },
      close: () => client.close(),
    };
  };
  const cacheDir = join(API_ROOT, '.tmp');
  const template = join(cacheDir, `pglite-template-${templateKey(migrationsDir)}.tar`);
  try {
    return await open(new Blob([readFileSync(template)]));
  } catch {
    const fresh = await open();
    await fresh.migrate(migrationsDir);
    const dump = await fresh.pglite.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    // written aside then renamed: test files starting in parallel never read half a file
    const partial = `${template}.${process.pid}.${randomBytes(3).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
    // templates of earlier migrations are 40 MB each and never read again
    for (const name of readdirSync(cacheDir)) {
      if (/^pglite-template-\w+\.tar$/.test(name) && join(cacheDir, name) !== template)
        rmSync(join(cacheDir, name), { force: true });
    }
    return fresh;
  }
}

function templateKey(migrationsDir: string) {
  const hash = createHash('sha256');
  // …/@electric-sql/pglite/dist/index.cjs → that package's manifest, wherever npm put it
  const pgliteManifest = join(
    createRequire(import.meta.url).resolve('@electric-sql/pglite'),
    '../../package.json',
  );
  hash.update(readFileSync(pgliteManifest));
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

/** An app on an existing database; opening a database costs seconds, building an app does not. */
async function buildOn(database: Database, env: Record<string, string>, options: TestAppOptions) {
  const config = loadConfig({ ...baseEnv, ...env });
  const mails: Mail[] = [];
  const capture: Mailer = { send: async (m) => void mails.push(m) };
  const mailer =
    options.mailer === 'configured'
      ? undefined
      : options.mailer === undefined || options.mailer === 'capture'
        ? capture
        : options.mailer;
  const app = await buildApp({ config, database, mailer, logger: options.logger });
  try {
    await options.extend?.(app);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return { app, config, mails };
}

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created for this file and dropped after.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const seedConfig = loadConfig({ ...baseEnv, ...env });
  let url: string | undefined;
  let dropDatabase = async () => {};
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) ({ url, drop: dropDatabase } = await createPostgresDatabase(admin));
  const database = url
    ? await openDatabase({ url, dataDir: null, poolSize: 4 })
    : await migratedPglite(seedConfig.migrationsDir);
  await database.migrate(seedConfig.migrationsDir);
  await seedDatabase(database.db, seedConfig);
  const { app, config, mails } = await buildOn(database, env, options);
  const extraApps: App[] = [];

  /** A signed-in user of the given role; returns the Authorization header to send. */
  async function signedIn(role: RoleName, email = `${role}-${randomBytes(3).toString('hex')}@example.com`) {
    const id = await ensureUser(database.db, { email, first_name: role, last_name: 'Tester', role });
    if (!id) throw new Error('user not created');
    const token = await createSession(database.db, id, 3600);
    return { id, email, token, headers: { authorization: `Bearer ${token}` } };
  }

  /** Another app on this file's database, e.g. with other settings; closed by close(). */
  async function build(extraEnv: Record<string, string> = {}, extraOptions: TestAppOptions = {}) {
    const built = await buildOn(database, { ...env, ...extraEnv }, extraOptions);
    extraApps.push(built.app);
    return built;
  }

  async function close() {
    for (const extra of extraApps) await extra.close();
    await app.close();
    await database.close();
    await dropDatabase();
  }

  return { app, db: database.db, database, config, mails, signedIn, build, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The last mail sent to an address, and the code and link it carries. */
export function lastMailTo(mails: Mail[], email: string) {
  const mail = mails.filter((m) => m.to === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  const code = link && new URL(link).searchParams.get('code');
  if (!link || !code || !mail.text.replace(link, '').includes(code))
    throw new Error(`mail to ${email} carries no code or link: ${mail.text}`);
  return { mail, code, link };
}

/** A user signed in by a test: its id, e-mail, token and Authorization header. */
export type SignedIn = Awaited<ReturnType<TestApp['signedIn']>>;

/**
 * A test file's app and a signed-in user of `role`, made before its tests and closed after
 * them: `set` receives both (most files keep them as `t` and `headers`).
 */
export function withTestApp(role: RoleName, set: (t: TestApp, user: SignedIn) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    set(app, await app.signedIn(role));
  });
  afterAll(() => app?.close());
}
