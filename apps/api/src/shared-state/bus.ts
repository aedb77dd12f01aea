import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Tells the other API processes that something they may hold in memory changed (a session
 * ended, a list's rows changed). Each process clears its own cache directly; the bus only
 * carries the news across processes (decision 010).
 */
export interface Bus {
  /** Resolves once the message is handed on, so an answer sent after it is not ahead of it; never rejects. */
  publish(topic: string, message: string): Promise<void>;
  /** `handler` runs for every message on `topic` published by another process. */
  subscribe(topic: string, handler: (message: string) => void): void;
}

/** One process, no REDIS_URL: nobody else to tell. */
export const localBus = (): Bus => ({
  publish: async () => {},
  subscribe: () => {},
});

interface Envelope {
  from: string;
  topic: string;
  message: string;
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Envelope).from === 'string' &&
  typeof (v as Envelope).topic === 'string' &&
  typeof (v as Envelope).message === 'string';

/**
 * Redis pub/sub on one channel: `client` publishes, `subscriber` (a connection in subscribe
 * mode takes no other command) listens. A message that cannot be published (Redis away) is
 * logged and lost: the caches' own windows (SESSION_CACHE_MS, COUNT_TTL_MS) then bound how
 * long another process may serve what it held.
 */
export async function redisBus(
  client: Redis,
  subscriber: Redis,
  channel: string,
  log: FastifyBaseLogger,
): Promise<Bus> {
  const self = randomUUID();
  const handlers = new Map<string, ((message: string) => void)[]>();
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    // our own messages: this process already cleared its cache before publishing
    if (!isEnvelope(parsed) || parsed.from === self) return;
    for (const handler of handlers.get(parsed.topic) ?? []) handler(parsed.message);
  });
  // subscribed before the server listens, so no write answered by another process is missed
  await subscriber.subscribe(channel);
  return {
    async publish(topic, message) {
      const envelope: Envelope = { from: self, topic, message };
      try {
        await client.publish(channel, JSON.stringify(envelope));
      } catch (err) {
        log.warn(
          { err, topic },
          'could not tell the other API processes (Redis); their caches expire on their own',
        );
      }
    },
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
  };
}
