import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { events, webhookDeliveries } from '../db/schema.js';
import { defineJob } from '../jobs/job-kind.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Removes what the outbox and the delivery log keep past `days` (EVENT_RETENTION_DAYS): events
 * already handed to the endpoints, and deliveries that are settled (delivered, or failed out of
 * retries) with their attempts. An event not yet dispatched and a delivery still retrying stay,
 * whatever their age. Answers how many of each were removed.
 */
export async function pruneEvents(db: Db, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const removedEvents = await db
    .delete(events)
    .where(and(isNotNull(events.dispatched_at), lt(events.created_at, cutoff)))
    .returning({ one: sql`1` });
  // the attempts go with their delivery (on delete cascade)
  const removedDeliveries = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.state, ['delivered', 'failed']),
        lt(webhookDeliveries.updated_at, cutoff),
      ),
    )
    .returning({ one: sql`1` });
  return { events: removedEvents.length, deliveries: removedDeliveries.length };
}

/** Checked with the app's clock each run: a job sent yesterday prunes up to today's cutoff. */
const eventRetentionJob = (app: FastifyInstance, days: number) =>
  defineJob({
    name: 'event-retention',
    payload: z.object({}),
    // daily at 03:37 UTC, and at a start when none ran this day (decision 022)
    schedule: { cron: '37 3 * * *', everySeconds: DAY_MS / 1000 },
    retryLimit: 2,
    retryDelaySeconds: 600,
    async run() {
      const removed = await pruneEvents(app.db, days);
      if (removed.events || removed.deliveries)
        app.log.info({ ...removed, days }, 'event retention: old events and deliveries removed');
      return removed;
    },
  });

/** The clean-out as a scheduled job of the queue: once a day across every process; idempotent. */
export function registerEventCleanup(app: FastifyInstance, days: number) {
  app.jobs.define(eventRetentionJob(app, days));
}
