/**
 * npm run db:backup [-- FILE]: the embedded database and local media in one dated archive,
 * DATA_DIR/backups/adlib-YYYYMMDD-HHMMSS.tar.gz unless FILE is given. Stop the server first.
 * On PostgreSQL (DATABASE_URL) use pg_dump; on S3 the bucket keeps the media.
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/config.js';
import { refuseWhileServing } from './db-server-running.js';
import { backupEmbedded, backupFileName } from './embedded-backup.js';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see README, "Backups").');
  process.exit(1);
}
await refuseWhileServing(config);
const out = resolve(process.argv[2] ?? join(config.dataDir, 'backups', backupFileName()));
await backupEmbedded(config.dataDir, out);
console.log(`Backed up ${config.dataDir} (database and media) to ${out}`);
