import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { defineJob } from '../jobs/index.js';
import { postOnce } from './post.js';
import { signedHeaders } from './signing.js';

/**
 * One delivery's job: sign and POST it; a non-2xx answer, a refusal or a time-out throws, and
 * the queue retries it with backoff (WEBHOOK_RETRY_DELAY_S doubled, WEBHOOK_RETRY_LIMIT times:
 * about a day by default), the same webhook-id each time. Out of retries, the delivery is
 * failed and its endpoint paused, which the screen shows.
 */
export function webhookDeliveryJob(db: Db, config: Config['webhooks']) {
  return defineJob({
    name: 'webhook-delivery',
    payload: z.object({ delivery: z.number().int() }),
    // sending is waiting on the network, not CPU: several per process
    concurrency: 8,
    retryLimit: config.retryLimit,
    retryDelaySeconds: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: Math.ceil(config.timeoutMs / 1000) + 60,
    async run({ delivery: id }, job) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
        .where(eq(webhookDeliveries.id, id));
      // removed with its endpoint, or already delivered (a replay sent twice): nothing to do
      if (!row || row.delivery.state === 'delivered') return;
      const { delivery, endpoint } = row;
      if (!endpoint.active) {
        await setState(db, id, 'failed');
        return;
      }
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'adlib-webhooks/1',
        ...signedHeaders(endpoint.secret, delivery.message_id, delivery.body),
      };
      const outcome = await postOnce(endpoint.url, headers, delivery.body, config);
      const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({
          delivery_id: id,
          status: outcome.status,
          ok,
          duration_ms: outcome.durationMs,
          request_headers: headers,
          response: outcome.response,
        });
        await tx
          .update(webhookDeliveries)
          .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, updated_at: new Date() })
          .where(eq(webhookDeliveries.id, id));
      });
      if (ok) return setState(db, id, 'delivered');
      const last = job.attempt > config.retryLimit;
      if (!last)
        throw new Error(
          `endpoint answered ${outcome.status ?? 'nothing'}: ${outcome.response.slice(0, 200)}`,
        );
      await setState(db, id, 'failed');
      await db
        .update(webhookEndpoints)
        .set({
          active: false,
          paused_reason: `Paused: a delivery failed ${job.attempt} times (last: ${outcome.status ?? outcome.response.slice(0, 120)})`,
          updated_at: new Date(),
        })
        .where(eq(webhookEndpoints.id, endpoint.id));
    },
  });
}

const setState = (db: Db, id: number, state: 'delivered' | 'failed') =>
  db.update(webhookDeliveries).set({ state, updated_at: new Date() }).where(eq(webhookDeliveries.id, id));

export type WebhookDeliveryJob = ReturnType<typeof webhookDeliveryJob>;
