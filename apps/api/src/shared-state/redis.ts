import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** The URL without its password, for messages. */
const shown = (url: string) => {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'REDIS_URL';
  }
};

/**
 * The two connections one API process holds: `client` for commands (rate-limit counters,
 * publish) and `subscriber` for the invalidation channel. Commands never wait in a queue
 * while Redis is away (`enableOfflineQueue: false`): a request must not hang on Redis, so
 * they fail at once and the callers fall back (decision 010). Reconnection is ioredis's own,
 * and it subscribes again after it.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger) {
  const options: RedisOptions = {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const [name, connection] of [
    ['client', client],
    ['subscriber', subscriber],
  ] as const) {
    // one line per outage, not one per reconnection attempt
    let up = true;
    connection.on('error', (err: Error) => {
      if (up) log.warn({ err, connection: name }, `Redis (${shown(url)}) is unreachable; retrying`);
      up = false;
    });
    connection.on('ready', () => {
      if (!up) log.info({ connection: name }, 'Redis answers again');
      up = true;
    });
  }
  const close = async () => {
    client.disconnect();
    subscriber.disconnect();
  };
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (err) {
    await close();
    // REDIS_URL set means several processes: starting alone would quietly weaken the limits
    throw new Error(`REDIS_URL is set but Redis at ${shown(url)} does not answer: ${(err as Error).message}`);
  }
  return { client, subscriber, close };
}
