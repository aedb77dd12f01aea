import { webhooksContract as c, TEST_EVENT_TYPE } from '@adlib/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { serve } from '../http/serve.js';
import { checkEndpointUrl } from './address-guard.js';
import type { Dispatcher } from './dispatcher.js';
import { newSecret } from './signing.js';
import { deliveryOf, endpointOut, endpointRow, listDeliveries, withTries } from './store.js';

/** The Webhooks screen's calls (issue 28 §2): super only. */
export function webhooksRoutes(app: FastifyInstance, dispatcher: Dispatcher) {
  const access = { role: 'super' as const, tags: ['webhooks'] };
  const { db } = app;
  const allowPrivate = app.config.webhooks.allowPrivate;

  serve(app, c.list, access, async () => {
    const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
    return { results: await Promise.all(rows.map((r) => endpointOut(db, r))) };
  });

  serve(app, c.one, access, async ({ params }) => endpointOut(db, await endpointRow(db, params.id)));

  serve(app, c.create, access, async ({ body }) => {
    await checkEndpointUrl(body.url, allowPrivate);
    const [row] = await db
      .insert(webhookEndpoints)
      .values({ ...body, paused_reason: null, secret: newSecret() })
      .returning();
    if (!row) throw new Error('endpoint not inserted');
    return { ...(await endpointOut(db, row)), secret: row.secret };
  });

  serve(app, c.update, access, async ({ params, body }) => {
    await endpointRow(db, params.id);
    await checkEndpointUrl(body.url, allowPrivate);
    // activating again clears the server's pause; pausing by hand has no reason to show
    const [row] = await db
      .update(webhookEndpoints)
      .set({ ...body, paused_reason: null, updated_at: new Date() })
      .where(eq(webhookEndpoints.id, params.id))
      .returning();
    if (!row) throw new Error('endpoint not updated');
    return endpointOut(db, row);
  });

  serve(app, c.remove, access, async ({ params }) => {
    await endpointRow(db, params.id);
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, params.id));
    return { id: params.id };
  });

  serve(app, c.rotate, access, async ({ params }) => {
    await endpointRow(db, params.id);
    const [row] = await db
      .update(webhookEndpoints)
      .set({ secret: newSecret(), updated_at: new Date() })
      .where(eq(webhookEndpoints.id, params.id))
      .returning();
    if (!row) throw new Error('endpoint not updated');
    return { ...(await endpointOut(db, row)), secret: row.secret };
  });

  serve(app, c.test, access, async ({ params, user }) => {
    const endpoint = await endpointRow(db, params.id);
    const id = `msg_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const body = JSON.stringify({
      type: TEST_EVENT_TYPE,
      timestamp: new Date().toISOString(),
      data: { endpoint_id: endpoint.id, message: `A test event sent by ${user?.email ?? 'the server'}` },
    });
    const [row] = await db
      .insert(webhookDeliveries)
      .values({ endpoint_id: endpoint.id, event_type: TEST_EVENT_TYPE, message_id: id, body })
      .returning();
    if (!row) throw new Error('delivery not inserted');
    await dispatcher.queue([row.id]);
    const [out] = await withTries(db, [{ ...row, queued: true }]);
    if (!out) throw new Error('delivery not read');
    return out;
  });

  serve(app, c.deliveries, access, async ({ params, query }) => {
    await endpointRow(db, params.id);
    return listDeliveries(db, params.id, query);
  });

  serve(app, c.replay, access, async ({ params }) => {
    await deliveryOf(db, params.id, params.deliveryId);
    const [row] = await db
      .update(webhookDeliveries)
      .set({ state: 'pending', updated_at: new Date() })
      .where(eq(webhookDeliveries.id, params.deliveryId))
      .returning();
    if (!row) throw new Error('delivery not updated');
    await dispatcher.queue([row.id]);
    const [out] = await withTries(db, [row]);
    if (!out) throw new Error('delivery not read');
    return out;
  });

  serve(app, c.replayFailed, access, async ({ params }) => {
    await endpointRow(db, params.id);
    const rows = await db
      .update(webhookDeliveries)
      .set({ state: 'pending', updated_at: new Date() })
      .where(and(eq(webhookDeliveries.endpoint_id, params.id), eq(webhookDeliveries.state, 'failed')))
      .returning({ id: webhookDeliveries.id });
    await dispatcher.queue(rows.map((r) => r.id));
    return { count: rows.length };
  });
}
