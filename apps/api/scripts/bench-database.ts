import { createSession } from '../src/auth/sessions.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { ensureUser, seedDatabase } from '../src/db/seed.js';

/** A bench's database: DATABASE_URL when set, else a fresh embedded one in memory, migrated. */
export async function openBenchDatabase() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 2 });
  await database.migrate(config.migrationsDir);
  return database;
}

/**
 * A bench server's database made ready for the app: migrated and seeded, with a super user
 * (the lists allow admin and super alike; the TikToks list and the backfill's routes are for
 * super) and a session of 4 hours: its token is what the bench's requests send as their bearer.
 */
export async function benchSuperSession(database: Database, config: Config) {
  await database.migrate(config.migrationsDir);
  await seedDatabase(database.db, config);
  const userId = await ensureUser(database.db, {
    email: 'bench-super@example.com',
    first_name: 'Bench',
    last_name: 'Super',
    role: 'super',
  });
  if (!userId) throw new Error('bench user not created');
  return { userId, token: await createSession(database.db, userId, 4 * 3600) };
}
