import { buildApp, loggerOptions } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed.js';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate(config.migrationsDir);
await seedDatabase(database.db, config);
const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel) });
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

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  });
}
