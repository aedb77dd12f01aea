/**
 * The media backfill (issue 25 §3) from a terminal, against the configured database
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR):
 *   npm run media:backfill              starts it (or resumes a stopped one), processes media in
 *                                       this process beside any running server, and prints
 *                                       progress until every record was walked and no media
 *                                       waits; Ctrl-C stops it, and the backfill stays queued
 *                                       (a server, or the next run, resumes it where it was)
 *   npm run media:backfill -- --detach  starts it and exits at once: the server's workers run it
 * The embedded database opens in one process only: with PGlite, stop the server first (or use
 * the Background jobs screen's Start button, which does the same inside the server).
 */
import { parseArgs } from 'node:util';
import { buildApp, loggerOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { whileStarting } from '../src/db/start-lock.js';
import { backfillProgress, pendingMediaJobs } from '../src/media-jobs/backfill/index.js';

const { values: args } = parseArgs({ options: { detach: { type: 'boolean', default: false } } });

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 });
await whileStarting(database, () => database.migrate(config.migrationsDir));
const app = await buildApp({ config, database, logger: loggerOptions('warn') });
await app.ready();

let stopping = false;
async function stop(code: number) {
  stopping = true;
  await app.close();
  await database.close();
  process.exit(code);
}
process.on('SIGINT', () => {
  process.stdout.write('\nStopped: the backfill stays queued and resumes where it was.\n');
  void stop(0);
});

await app.mediaBackfill.start();
if (args.detach) {
  process.stdout.write('Media backfill queued: the server processes it (see the Background jobs screen).\n');
  await stop(0);
}

const line = (p: Awaited<ReturnType<typeof backfillProgress>>) =>
  `${p.percent}% of records walked · media: ${p.media.queued} queued, ${p.media.processing} processing, ` +
  `${p.media.ready} ready, ${p.media.failed} failed`;

for (;;) {
  if (stopping) break;
  const progress = await backfillProgress(app.db);
  process.stdout.write(`${line(progress)}\n`);
  // walked to the end, and no media job left to run (a media whose job ended failed counts as done)
  if (progress.percent === 100 && !progress.running && (await pendingMediaJobs(app.db)) === 0) {
    process.stdout.write('Media backfill done.\n');
    await stop(0);
  }
  await new Promise((done) => setTimeout(done, 2000));
}
