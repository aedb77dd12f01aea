import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { type Bus, localBus, redisBus } from './bus.js';
import { localCounter, redisCounter } from './counter.js';
import { connectRedis } from './redis.js';

export type { Bus } from './bus.js';
export type { WindowCounter } from './counter.js';

/**
 * What API processes share (decision 010): with REDIS_URL, the rate-limit counters and the
 * cache invalidation bus live in Redis; without it, in this process, exactly as one process
 * always worked.
 */
export async function openSharedState(redis: Config['redis'], log: FastifyBaseLogger) {
  if (!redis) return { bus: localBus(), rateLimitStore: {}, counter: localCounter(), close: async () => {} };
  const { client, subscriber, close } = await connectRedis(redis.url, log);
  let bus: Bus;
  try {
    bus = await redisBus(client, subscriber, `${redis.prefix}invalidate`, log);
  } catch (err) {
    await close();
    throw err;
  }
  return {
    bus,
    rateLimitStore: {
      redis: client,
      nameSpace: `${redis.prefix}rate-limit:`,
      // Redis away: let the request through rather than answer 500; the per-address code
      // limit is in the database and holds regardless.
      skipOnError: true,
    },
    // our own limits (an API key's calls per minute): one count across the processes
    counter: redisCounter(client, `${redis.prefix}counter:`),
    close,
  };
}
