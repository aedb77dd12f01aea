import type { Redis } from 'ioredis';

/**
 * A fixed-window counter: `hit(key)` counts one call in the current window and answers how many
 * there were so far in it and how long until it ends. In this process (no REDIS_URL), or in
 * Redis shared by every API process (decision 010), so that N processes count one total.
 */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
}

export function localCounter(): WindowCounter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        // forget ended windows now and then: a key not used again leaves nothing behind
        if (windows.size > 10_000)
          for (const [k, old] of windows) if (now - old.start >= windowMs) windows.delete(k);
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetMs: w.start + windowMs - now };
    },
  };
}

// INCR, and the window's expiry set by the first call of it; answers the count and the time left
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/**
 * The counter in Redis. Redis away: the call is let through (count 0) rather than answered
 * 500, as the sign-in limits' store does (`skipOnError`).
 */
export function redisCounter(client: Redis, prefix: string): WindowCounter {
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await client.eval(HIT, 1, `${prefix}${key}`, windowMs)) as [number, number];
        return { count: Number(count), resetMs: Number(ttl) };
      } catch {
        return { count: 0, resetMs: 0 };
      }
    },
  };
}
