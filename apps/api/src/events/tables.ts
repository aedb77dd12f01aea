import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Re-exported by db/schema.ts, so drizzle-kit and the app's typed client see them like any table.
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

/**
 * The outbox (decision 031): one row per domain event, written in the transaction of the change
 * it tells of, so neither exists without the other. The dispatcher turns each into webhook
 * deliveries and sets `dispatched_at` (null: not yet handed to the endpoints).
 */
export const events = pgTable(
  'event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `advertisement.published`, `tiktok.updated`, … (the catalogue: docs/events.md) */
    type: text('type').notNull(),
    entity: text('entity').notNull(),
    /** the record's id; null for one event over many records (bulk, import: `data.ids`) */
    entity_id: text('entity_id'),
    /** `{ id, version, changed, record }` or `{ ids, count, … }` */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** who made the change: a user's e-mail, an API key's name, or null for the system */
    actor: text('actor'),
    created_at: ts('created_at').notNull().defaultNow(),
    dispatched_at: ts('dispatched_at'),
  },
  // the dispatcher reads the undispatched ones in order: a partial index stays small
  (t) => [index('event_undispatched_idx').on(t.id).where(sql`dispatched_at is null`)],
);

/** A receiver of events (super only): its URL, the event types it wants, and its signing secret. */
export const webhookEndpoints = pgTable('webhook_endpoint', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** event types; `*` for every one */
  event_types: jsonb('event_types').$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  /** why it was paused by the server (a delivery out of retries); null when paused by staff or active */
  paused_reason: text('paused_reason'),
  /** `whsec_<base64>`: the Standard Webhooks signing secret, shown once at create and rotate */
  secret: text('secret').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** One message to one endpoint: its webhook-id stays the same over every retry and replay. */
export const webhookDeliveries = pgTable(
  'webhook_delivery',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpoint_id: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** null for a test event */
    event_id: bigint('event_id', { mode: 'number' }),
    event_type: text('event_type').notNull(),
    /** the `webhook-id` header */
    message_id: text('message_id').notNull(),
    /** the exact body sent (signed as is) */
    body: text('body').notNull(),
    /** pending (queued or retrying), delivered, failed (out of retries) */
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** set once its job is queued: a dispatcher that died between the two is caught up by the sweep */
    queued: boolean('queued').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_delivery_endpoint_idx').on(t.endpoint_id, t.id),
    index('webhook_delivery_unqueued_idx').on(t.id).where(sql`queued = false`),
  ],
);

/** Each try of a delivery: what was sent and what came back (the answer's first KB). */
export const webhookAttempts = pgTable(
  'webhook_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    delivery_id: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    /** the HTTP status; null when no answer came (refused, timed out, blocked address) */
    status: integer('status'),
    ok: boolean('ok').notNull(),
    duration_ms: integer('duration_ms').notNull(),
    request_headers: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    /** the answer's first 1,024 characters, or why there was none */
    response: text('response').notNull(),
  },
  (t) => [index('webhook_attempt_delivery_idx').on(t.delivery_id, t.id)],
);
