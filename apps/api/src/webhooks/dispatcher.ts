import { eventTypeWanted } from '@adlib/shared';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { events, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { WebhookDeliveryJob } from './delivery-job.js';
import { createSender, type Sending } from './sender.js';

/** Events read per turn: a burst is dispatched in turns of this many. */
const BATCH = 500;
/** Deliveries one process holds for their first attempt before it reads more events. */
const MAX_IN_HAND = 10 * BATCH;

type EventRow = typeof events.$inferSelect;

/** The body every endpoint gets for an event (docs/events.md). */
export const eventBodyOf = (e: EventRow) =>
  JSON.stringify({
    type: e.type,
    timestamp: e.created_at.toISOString(),
    data: { event_id: e.id, ...e.data, actor: e.actor },
  });

/**
 * Reads the outbox and hands each event to the endpoints that want it: one delivery row each,
 * then its job. Each turn takes the undispatched events with `FOR UPDATE SKIP LOCKED`, so
 * several processes share the work and none dispatches an event twice; a process killed
 * after the commit and before the jobs are sent leaves `queued = false` rows, which the
 * next turn of any process queues (at least once: the same webhook-id).
 */
export function createDispatcher(
  db: Db,
  jobs: JobQueue,
  job: WebhookDeliveryJob,
  config: Config['webhooks'],
  log: FastifyBaseLogger,
) {
  // a delivery not settled this long after it was written: its process died mid-attempt
  const unqueuedAfterMs = config.timeoutMs + 10_000;
  const sender = createSender(db, jobs, job, config, log);
  async function turn(): Promise<number> {
    // the outbox is the backlog while this process has many first attempts in hand
    if (sender.backlog >= MAX_IN_HAND) return 0;
    const created = await db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(events)
        .where(isNull(events.dispatched_at))
        .orderBy(asc(events.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return { read: 0, sendings: [] as Sending[] };
      const endpoints = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.active, true));
      const rows = batch.flatMap((e) =>
        endpoints
          .filter((ep) => eventTypeWanted(ep.event_types, e.type))
          .map((ep) => ({
            endpoint_id: ep.id,
            event_id: e.id,
            event_type: e.type,
            message_id: `msg_${e.id}`,
            body: eventBodyOf(e),
          })),
      );
      const inserted = rows.length
        ? await tx.insert(webhookDeliveries).values(rows).returning({
            id: webhookDeliveries.id,
            endpoint_id: webhookDeliveries.endpoint_id,
            message_id: webhookDeliveries.message_id,
            body: webhookDeliveries.body,
          })
        : [];
      await tx
        .update(events)
        .set({ dispatched_at: new Date() })
        .where(
          inArray(
            events.id,
            batch.map((e) => e.id),
          ),
        );
      const byId = new Map(endpoints.map((ep) => [ep.id, ep]));
      const sendings: Sending[] = inserted.flatMap(({ endpoint_id, ...delivery }) => {
        const endpoint = byId.get(endpoint_id);
        return endpoint ? [{ delivery, endpoint }] : [];
      });
      return { read: batch.length, sendings };
    });
    // the first attempts start once the deliveries are committed
    sender.send(created.sendings);
    // deliveries whose first attempt was never written (a process killed mid-attempt)
    const stale = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.queued, false),
          lt(webhookDeliveries.created_at, sql`now() - ${`${unqueuedAfterMs} milliseconds`}::interval`),
        ),
      )
      .limit(BATCH);
    if (stale.length) sender.send(await sender.load(stale.map((d) => d.id)));
    return created.read;
  }

  // one turn at a time in a process: the timer's and one asked for (tests, the bench)
  let running: Promise<unknown> = Promise.resolve();
  const serial = (): Promise<number> => {
    const next = running.then(turn, turn);
    running = next.catch(() => undefined);
    return next;
  };

  /** Makes the first attempt of these deliveries now (a replay, a test event); retries go through the queue. */
  async function queue(ids: number[]) {
    sender.send(await sender.load(ids));
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    queue,
    /** One turn now (tests, the bench): answers how many events it read. */
    turn: serial,
    start(everyMs: number) {
      const loop = async () => {
        if (stopped) return;
        try {
          // a full batch: the next turn at once, a backlog drains at the database's pace
          let read = BATCH;
          while (read >= BATCH && !stopped) read = await serial();
        } catch (err) {
          log.warn({ err }, 'events: dispatch failed; tried again next turn');
        }
        if (!stopped) timer = setTimeout(loop, everyMs);
      };
      timer = setTimeout(loop, everyMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await sender.stop();
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
