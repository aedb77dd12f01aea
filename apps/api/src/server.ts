import { buildApp, loggerOptions } from './app.js';
import { mailerRefusal } from './auth/mailer.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed.js';
import { whileStarting } from './db/start-lock.js';
import { logOutput } from './log-output.js';

const started = performance.now();
const config = loadConfig();
const refusal = mailerRefusal(config);
if (refusal) {
  process.stderr.write(`Not starting: ${refusal}\n`);
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
// several processes may start together on one database (decision 010)
await whileStarting(database, async () => {
  await database.migrate(config.migrationsDir);
  await seedDatabase(database.db, config);
});
// never waited on: a log reader that stops reading must not stop the server from exiting
const log = logOutput();
const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel, log) });
handleShutdown();
await app.listen({ port: config.port, host: config.host });

const ms = Math.round(performance.now() - started);
process.stdout.write(
  [
    '',
    `  Ad library back office is ready in ${ms} ms: ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    config.smtpUrl
      ? '  Sign-in codes are e-mailed through SMTP_URL.'
      : '  Sign-in codes are printed in this output (no SMTP_URL): look for "sign-in code for".',
    '',
    '',
  ].join('\n'),
);

/**
 * Graceful shutdown on SIGTERM (orchestrators) and SIGINT (Ctrl-C): stop accepting
 * connections, let in-flight requests (uploads included) finish while new ones answer 503
 * (http/drain.ts), then close the database, so PGlite flushes its files and PostgreSQL sees
 * its connections end. A request that never ends must not hold a deploy forever, hence the
 * grace period, written in the log so an operator knows how long a stop may take. Nothing on
 * the way out waits on the log's reader (log-output.ts): the grace timer always fires.
 */
function handleShutdown(graceMs = 10_000) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, `shutting down: in-flight requests have ${graceMs / 1000} s to finish`);
    setTimeout(() => {
      app.log.error({ graceMs }, 'in-flight requests did not finish in time; exiting anyway');
      process.exit(1);
    }, graceMs).unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped cleanly');
      await log.flush(1000);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, shutdown);
}
