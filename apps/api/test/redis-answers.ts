import { Redis } from 'ioredis';

/** The tests' Redis server (TEST_REDIS_URL, default the local one). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers at `url`: tests that need one are skipped with a warning otherwise. */
export async function redisAnswers(url: string = testRedisUrl) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {}); // answered by the rejection below
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
