import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_TTL_MS, createCountCache } from '../src/lists/count-cache.js';

afterEach(() => vi.useRealTimers());

/** A count whose answers the test releases one by one. */
function manualCount() {
  const waiting: ((n: number) => void)[] = [];
  const count = vi.fn(() => new Promise<number>((resolve) => waiting.push(resolve)));
  const release = (n: number) => waiting.shift()?.(n);
  return { count, release };
}

describe('count cache', () => {
  it('counts once for concurrent first requests and serves the number afterwards', async () => {
    const cache = createCountCache();
    const { count, release } = manualCount();
    const a = cache.get('k', count);
    const b = cache.get('k', count);
    release(42);
    expect(await Promise.all([a, b])).toEqual([42, 42]);
    expect(await cache.get('k', count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('keeps filter combinations apart', async () => {
    const cache = createCountCache();
    expect(await cache.get('a', async () => 1)).toBe(1);
    expect(await cache.get('b', async () => 2)).toBe(2);
    expect(await cache.get('a', async () => 3)).toBe(1);
  });

  it('serves a stale count once while it recounts in the background', async () => {
    vi.useFakeTimers();
    const cache = createCountCache();
    const { count, release } = manualCount();
    const first = cache.get('k', count);
    release(10);
    expect(await first).toBe(10);
    vi.advanceTimersByTime(COUNT_TTL_MS + 1);
    expect(await cache.get('k', count)).toBe(10);
    expect(count).toHaveBeenCalledTimes(2);
    release(11);
    await vi.waitFor(async () => expect(await cache.get('k', count)).toBe(11));
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on a write, and drops a count that ran across the write', async () => {
    const cache = createCountCache();
    expect(await cache.get('k', async () => 5)).toBe(5);
    const { count, release } = manualCount();
    const during = cache.get('k2', count);
    cache.invalidate();
    release(7);
    expect(await during).toBe(7);
    // neither the old number nor the one counted across the write is kept
    expect(await cache.get('k', async () => 6)).toBe(6);
    expect(await cache.get('k2', async () => 8)).toBe(8);
  });
});
