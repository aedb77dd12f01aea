import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

/** A bench's database: DATABASE_URL when set, else a fresh embedded one in memory, migrated. */
export async function openBenchDatabase() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 2 });
  await database.migrate(config.migrationsDir);
  return database;
}
