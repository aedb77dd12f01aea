import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { inFlight } from '../jobs/in-flight.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { giveUp, type WebhookDeliveryJob } from './delivery-job.js';
import { type PostOutcome, postOnce } from './post.js';
import { signedHeaders } from './signing.js';

/** POSTs one endpoint gets at once from one process, on as many kept-alive connections. */
export const PER_ENDPOINT = 32;
/** POSTs one process makes at once over every endpoint: a few slow receivers never hold them all. */
const IN_ALL = 128;
/** Attempts written in one statement at most. */
const RECORD_BATCH = 1000;

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** What one first attempt needs: the delivery's message and where it goes. */
export interface Sending {
  delivery: Pick<DeliveryRow, 'id' | 'message_id' | 'body'>;
  endpoint: Pick<EndpointRow, 'id' | 'url' | 'secret' | 'active'>;
}

interface Outcome extends PostOutcome {
  id: number;
  headers: Record<string, string>;
}

/**
 * The first attempt of each delivery, made at once by the process that dispatched it
 * (decision 031). Per endpoint: a pool of kept-alive connections and at most PER_ENDPOINT
 * POSTs at a time, so a slow receiver holds its own turn and no other's. Outcomes are written
 * in batches: one INSERT of attempts and one UPDATE per outcome kind for everything that
 * finished while the previous batch was written. A failure goes to the queue's job for its
 * retries. A delivery stays `queued = false` until its attempt is written, so one whose process
 * died first is attempted again by the dispatcher's sweep (at least once).
 */
export function createSender(
  db: Db,
  jobs: JobQueue,
  job: WebhookDeliveryJob,
  config: Config['webhooks'],
  log: FastifyBaseLogger,
) {
  /** in this process, from its hand-over until its attempt is written: never sent twice at once */
  const pending = new Set<number>();
  const waiting = new Map<number, Sending[]>();
  const active = new Map<number, number>();
  const agents = new Map<string, HttpAgent>();
  let inAll = 0;
  const posts = inFlight();
  const writes = inFlight();

  const agentFor = (endpoint: Sending['endpoint']) => {
    const key = `${endpoint.id} ${endpoint.url}`;
    let agent = agents.get(key);
    if (!agent) {
      const options = { keepAlive: true, maxSockets: PER_ENDPOINT, maxFreeSockets: PER_ENDPOINT };
      agent = new URL(endpoint.url).protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
      agents.set(key, agent);
    }
    return agent;
  };

  function pump() {
    for (const [endpointId, list] of waiting) {
      while (list.length && inAll < IN_ALL && (active.get(endpointId) ?? 0) < PER_ENDPOINT) {
        const sending = list.shift() as Sending;
        active.set(endpointId, (active.get(endpointId) ?? 0) + 1);
        inAll += 1;
        void posts.track(
          post(sending).finally(() => {
            active.set(endpointId, (active.get(endpointId) ?? 1) - 1);
            inAll -= 1;
            pump();
          }),
        );
      }
      if (!list.length) waiting.delete(endpointId);
      if (inAll >= IN_ALL) return;
    }
  }

  async function post({ delivery, endpoint }: Sending) {
    if (!endpoint.active) {
      // kept failed: Replay all failed sends it once the endpoint is active again
      record.push({ id: delivery.id, headers: {}, status: null, response: '', durationMs: -1 });
      return flushSoon();
    }
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'adlib-webhooks/1',
      ...signedHeaders(endpoint.secret, delivery.message_id, delivery.body),
    };
    const outcome = await postOnce(endpoint.url, headers, delivery.body, {
      ...config,
      agent: agentFor(endpoint),
    });
    record.push({ id: delivery.id, headers, ...outcome });
    flushSoon();
  }

  // outcomes waiting to be written; one write at a time, taking all that came meanwhile
  const record: Outcome[] = [];
  let writing = false;
  function flushSoon() {
    if (writing) return;
    writing = true;
    void writes.track(
      (async () => {
        try {
          while (record.length) await write(record.splice(0, RECORD_BATCH));
        } finally {
          writing = false;
        }
      })(),
    );
  }

  async function write(batch: Outcome[]) {
    const paused = batch.filter((o) => o.durationMs < 0).map((o) => o.id);
    const tried = batch.filter((o) => o.durationMs >= 0);
    const ok = (o: Outcome) => o.status !== null && o.status >= 200 && o.status < 300;
    const delivered = tried.filter(ok).map((o) => o.id);
    const failed = tried.filter((o) => !ok(o));
    try {
      await db.transaction(async (tx) => {
        if (tried.length)
          await tx.insert(webhookAttempts).values(
            tried.map((o) => ({
              delivery_id: o.id,
              status: o.status,
              ok: ok(o),
              duration_ms: o.durationMs,
              request_headers: o.headers,
              response: o.response,
            })),
          );
        if (delivered.length)
          await tx
            .update(webhookDeliveries)
            .set({
              attempts: sql`${webhookDeliveries.attempts} + 1`,
              state: 'delivered',
              queued: true,
              updated_at: new Date(),
            })
            .where(inArray(webhookDeliveries.id, delivered));
        if (failed.length)
          await tx
            .update(webhookDeliveries)
            .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, updated_at: new Date() })
            .where(
              inArray(
                webhookDeliveries.id,
                failed.map((o) => o.id),
              ),
            );
        if (paused.length)
          await tx
            .update(webhookDeliveries)
            .set({ state: 'failed', queued: true, updated_at: new Date() })
            .where(inArray(webhookDeliveries.id, paused));
      });
      // the retries: the queue's job, after WEBHOOK_RETRY_DELAY_S (rare, so one by one)
      for (const o of failed) {
        const why = `endpoint answered ${o.status ?? 'nothing'}: ${o.response.slice(0, 200)}`;
        if (config.retryLimit === 0) await giveUp(db, o.id, 1, why);
        else {
          await jobs.send(job, { delivery: o.id }, { startAfterSeconds: config.retryDelaySeconds });
          await db.update(webhookDeliveries).set({ queued: true }).where(eq(webhookDeliveries.id, o.id));
        }
      }
    } catch (err) {
      // left unqueued: the dispatcher's sweep tries them again
      log.warn({ err, deliveries: batch.length }, 'webhooks: first attempts not recorded');
    } finally {
      for (const o of batch) pending.delete(o.id);
    }
  }

  return {
    /** Hands deliveries over for their first attempt (one already in hand here is skipped). */
    send(items: Sending[]) {
      for (const item of items) {
        if (pending.has(item.delivery.id)) continue;
        pending.add(item.delivery.id);
        const list = waiting.get(item.endpoint.id) ?? [];
        list.push(item);
        waiting.set(item.endpoint.id, list);
      }
      pump();
    },
    /** Deliveries (by id) as send takes them, with their endpoints: a replay, a test event, the sweep. */
    async load(ids: number[]): Promise<Sending[]> {
      const fresh = ids.filter((id) => !pending.has(id));
      if (!fresh.length) return [];
      const rows = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
        .where(inArray(webhookDeliveries.id, fresh));
      return rows.filter((r) => r.delivery.state !== 'delivered');
    },
    /** How many are waiting for or in their first attempt in this process. */
    get backlog() {
      return pending.size;
    },
    /** Drops what has not started; lets POSTs in flight end and their outcomes be written. */
    async stop() {
      waiting.clear();
      await posts.settled();
      await writes.settled();
      // a write started by the last POSTs' outcomes
      await writes.settled();
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}
