/**
 * npm run db:restore -- FILE: an archive of `npm run db:backup` into DATA_DIR, which must be
 * missing or empty (it never overwrites a database). Stop the server first.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { refuseWhileServing } from './db-server-running.js';
import { restoreEmbedded } from './embedded-backup.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- FILE   (into DATA_DIR, default ./data, which must be empty)');
  process.exit(1);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see README, "Backups").');
  process.exit(1);
}
await refuseWhileServing(config);
try {
  await restoreEmbedded(resolve(file), config.dataDir);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
console.log(`Restored ${resolve(file)} into ${config.dataDir}`);
