import type { WebhookEndpoint } from '@adlib/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { notFound } from '../http/errors.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint as the screen shows it: without its secret, with its failed deliveries counted. */
export async function endpointOut(db: Db, row: EndpointRow): Promise<WebhookEndpoint> {
  const [failed] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpoint_id, row.id), eq(webhookDeliveries.state, 'failed')));
  const { secret: _secret, ...shown } = row;
  return { ...shown, failed: Number(failed?.n ?? 0) };
}

export async function endpointRow(db: Db, id: number): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

/** Deliveries with their tries, in the order given. */
export async function withTries(db: Db, rows: DeliveryRow[]) {
  const ids = rows.map((r) => r.id);
  const tries = ids.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.delivery_id, ids))
        .orderBy(desc(webhookAttempts.id))
    : [];
  return rows.map(({ endpoint_id: _e, queued: _q, ...row }) => ({
    ...row,
    tries: tries.filter((t) => t.delivery_id === row.id).map(({ delivery_id: _d, ...t }) => t),
  }));
}

export async function deliveryOf(db: Db, endpointId: number, deliveryId: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpoint_id, endpointId)));
  if (!row) throw notFound('Delivery');
  return row;
}

/** An endpoint's log page, newest first, filtered by event type and outcome. */
export async function listDeliveries(
  db: Db,
  endpointId: number,
  q: { page: number; size: number; event_type?: string; state?: DeliveryRow['state'] },
) {
  const where: SQL[] = [eq(webhookDeliveries.endpoint_id, endpointId)];
  if (q.event_type) where.push(eq(webhookDeliveries.event_type, q.event_type));
  if (q.state) where.push(eq(webhookDeliveries.state, q.state));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(and(...where))
      .orderBy(desc(webhookDeliveries.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(and(...where)),
  ]);
  return { total: Number(total?.n ?? 0), results: await withTries(db, rows) };
}
