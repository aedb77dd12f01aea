import type { Config } from '../src/config.js';

/**
 * PGlite is one process's database: a backup or restore while the server has it open would
 * read or write under its feet. A server of this configuration that answers its health
 * check is taken as running.
 */
export async function refuseWhileServing(config: Config) {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const running = await fetch(`http://${host}:${config.port}/api/health`, {
    signal: AbortSignal.timeout(1000),
  })
    .then((res) => res.ok)
    .catch(() => false);
  if (running) {
    console.error(
      `The server answers on port ${config.port}: stop it first (the embedded database is single-process).`,
    );
    process.exit(1);
  }
}
