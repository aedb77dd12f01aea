import { z } from 'zod';

/**
 * The domain events the API writes with each change (decision 031, docs/events.md): their
 * types, and the body a webhook delivery carries. `<entity>.<verb>`.
 */
export const EVENT_ENTITIES = [
  'advertisement',
  'tiktok',
  'ugc_creator',
  'collection',
  'membership',
  'title',
  'article',
  'category',
  'user',
] as const;

export const EVENT_VERBS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'published',
  'unpublished',
  'price_changed',
  'bulk_changed',
  'bulk_inserted',
  'imported',
  'subscription_status_changed',
  'full_access_granted',
  'full_access_revoked',
] as const;

/** The screen's "Send test event" type: sent to one endpoint, never written to the outbox. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** An event type an endpoint may ask for: `*` (all), `entity.*`, or one `entity.verb`. */
export const eventTypeFilter = z
  .string()
  .trim()
  .max(80, 'At most 80 characters')
  .regex(/^(\*|[a-z_]+\.(\*|[a-z_]+))$/, 'An event type (advertisement.published), entity.* or *');

/** true when `type` is one an endpoint's filters ask for. */
export const eventTypeWanted = (filters: readonly string[], type: string) =>
  filters.some((f) => f === '*' || f === type || (f.endsWith('.*') && type.startsWith(f.slice(0, -1))));

/** One record's change. */
export const recordEventData = z.object({
  event_id: z.number().int(),
  id: z.union([z.number().int(), z.string()]),
  /** the record's updated_at after the change (null for a delete) */
  version: z.string().nullable(),
  /** the fields that changed */
  changed: z.array(z.string()),
  /** the record after the change (before it, for a delete) */
  record: z.record(z.string(), z.unknown()).nullable(),
  actor: z.string().nullable(),
});

/** One event over many records: a bulk action or an import. */
export const setEventData = z.object({
  event_id: z.number().int(),
  ids: z.array(z.string()),
  count: z.number().int(),
  summary: z.record(z.string(), z.unknown()).nullable(),
  filter: z.record(z.string(), z.unknown()).nullable(),
  actor: z.string().nullable(),
});

/** What a webhook delivery's JSON body is (Standard Webhooks' suggested shape). */
export const eventBody = z.object({
  type: z.string(),
  timestamp: z.iso.datetime(),
  data: z.union([
    recordEventData,
    setEventData,
    z.object({ endpoint_id: z.number().int(), message: z.string() }),
  ]),
});
