import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { defineJob } from '../jobs/index.js';
import { postOnce } from './post.js';
import { signedHeaders } from './signing.js';

type WebhookConfig = Config['webhooks'];

/**
 * One attempt of a delivery: sign (Standard Webhooks, the same webhook-id every time), POST,
 * keep the attempt. Answers 'done' (delivered, or nothing to send: removed, already
 * delivered, endpoint paused) or the failure's words.
 */
export async function attemptDelivery(db: Db, config: WebhookConfig, id: number): Promise<'done' | string> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(eq(webhookDeliveries.id, id));
  if (!row || row.delivery.state === 'delivered') return 'done';
  const { delivery, endpoint } = row;
  if (!endpoint.active) {
    // kept failed: Replay all failed sends it once the endpoint is active again
    await setState(db, id, 'failed', true);
    return 'done';
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
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        updated_at: new Date(),
        ...(ok && { state: 'delivered' as const, queued: true }),
      })
      .where(eq(webhookDeliveries.id, id));
  });
  return ok ? 'done' : `endpoint answered ${outcome.status ?? 'nothing'}: ${outcome.response.slice(0, 200)}`;
}

/** Out of retries: the delivery fails and its endpoint is paused, which the screen shows. */
export async function giveUp(db: Db, id: number, attempts: number, why: string) {
  await setState(db, id, 'failed', true);
  const [row] = await db
    .select({ endpoint: webhookDeliveries.endpoint_id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id));
  if (!row) return;
  await db
    .update(webhookEndpoints)
    .set({
      active: false,
      paused_reason: `Paused: a delivery failed ${attempts} times (last: ${why.slice(0, 160)})`,
      updated_at: new Date(),
    })
    .where(eq(webhookEndpoints.id, row.endpoint));
}

/**
 * A delivery's retries (its first attempt is the dispatcher's, at once): the queue runs them
 * with backoff (WEBHOOK_RETRY_DELAY_S doubled, WEBHOOK_RETRY_LIMIT in all: about a day by
 * default), each throwing on failure so that pg-boss retries it; the last one gives up.
 */
export function webhookDeliveryJob(db: Db, config: WebhookConfig) {
  return defineJob({
    name: 'webhook-delivery',
    payload: z.object({ delivery: z.number().int() }),
    // sending is waiting on the network, not CPU: several per process
    concurrency: 8,
    // the first retry is this job's first run
    retryLimit: Math.max(0, config.retryLimit - 1),
    retryDelaySeconds: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: Math.ceil(config.timeoutMs / 1000) + 60,
    async run({ delivery }, job) {
      const outcome = await attemptDelivery(db, config, delivery);
      if (outcome === 'done') return;
      // attempts so far: the direct one, and this job's runs
      if (job.attempt < config.retryLimit) throw new Error(outcome);
      await giveUp(db, delivery, job.attempt + 1, outcome);
    },
  });
}

const setState = (db: Db, id: number, state: 'delivered' | 'failed', queued: boolean) =>
  db
    .update(webhookDeliveries)
    .set({ state, queued, updated_at: new Date() })
    .where(eq(webhookDeliveries.id, id));

export type WebhookDeliveryJob = ReturnType<typeof webhookDeliveryJob>;
