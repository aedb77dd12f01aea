import { eventTypeWanted } from '@adlib/shared';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { events, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { inFlight } from '../jobs/in-flight.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { attemptDelivery, giveUp, type WebhookDeliveryJob } from './delivery-job.js';

/** Events read per turn: a burst is dispatched in turns of this many. */
const BATCH = 500;
/** First attempts one process makes at once: a slow receiver holds a few of them, not the dispatcher. */
const FIRST_ATTEMPTS = 32;

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
  async function turn(): Promise<number> {
    const created = await db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(events)
        .where(isNull(events.dispatched_at))
        .orderBy(asc(events.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (batch.length === 0) return { read: 0, ids: [] };
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
        ? await tx.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id })
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
      return { read: batch.length, ids: inserted.map((d) => d.id) };
    });
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
    await queue([...created.ids, ...stale.map((d) => d.id)]);
    return created.read;
  }

  // one turn at a time in a process: the timer's and one asked for (tests, the bench)
  let running: Promise<unknown> = Promise.resolve();
  const serial = (): Promise<number> => {
    const next = running.then(turn, turn);
    running = next.catch(() => undefined);
    return next;
  };

  // the first attempt of each delivery is made here, at once: no queue round trip on the way
  // out; a failure hands the delivery to the queue's job for its retries (decision 031)
  const attempts = inFlight();
  const waiting: number[] = [];
  const pending = new Set<number>();
  function pump() {
    while (attempts.size < FIRST_ATTEMPTS && waiting.length) {
      const id = waiting.shift() as number;
      void attempts.track(
        first(id).finally(() => {
          pending.delete(id);
          pump();
        }),
      );
    }
  }
  async function first(id: number) {
    try {
      const outcome = await attemptDelivery(db, config, id);
      if (outcome === 'done') return;
      if (config.retryLimit === 0) return await giveUp(db, id, 1, outcome);
      await jobs.send(job, { delivery: id }, { startAfterSeconds: config.retryDelaySeconds });
      await db.update(webhookDeliveries).set({ queued: true }).where(eq(webhookDeliveries.id, id));
    } catch (err) {
      // left unqueued: the sweep tries it again
      log.warn({ err, delivery: id }, 'webhooks: a first attempt failed to run');
    }
  }

  /** Makes each delivery's first attempt (a few at a time); its retries go through the queue. */
  async function queue(ids: number[]) {
    for (const id of ids)
      if (!pending.has(id)) {
        pending.add(id);
        waiting.push(id);
      }
    pump();
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
      waiting.length = 0;
      await attempts.settled();
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
