import { z } from 'zod';
import { sentTime } from '../api.js';
import { httpUrl, idParams, pagingQuery, safeString } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { eventTypeFilter } from './events.js';

/** A webhook endpoint as the screen lists it: its secret is never sent again after create or rotate. */
export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.string()),
  active: z.boolean(),
  /** why the server paused it (its deliveries kept failing); null otherwise */
  paused_reason: z.string().nullable(),
  created_at: sentTime,
  updated_at: sentTime,
  /** deliveries out of retries, not replayed since */
  failed: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The create and rotate answers: the endpoint and its secret, this once. */
export const webhookWithSecret = webhookEndpoint.extend({ secret: z.string() });

export const webhookInput = z.object({
  url: httpUrl,
  description: safeString().trim().max(200, 'At most 200 characters').default(''),
  event_types: z.array(eventTypeFilter).min(1, 'Choose at least one event type').max(50, 'At most 50 types'),
  active: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof webhookInput>;

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/** One try of a delivery. */
export const webhookAttempt = z.object({
  id: z.number().int(),
  at: sentTime,
  status: z.number().int().nullable(),
  ok: z.boolean(),
  duration_ms: z.number().int(),
  request_headers: z.record(z.string(), z.string()),
  /** the answer's first KB, or why there was none */
  response: z.string(),
});

/** One message to the endpoint, with its tries. */
export const webhookDelivery = z.object({
  id: z.number().int(),
  event_id: z.number().int().nullable(),
  event_type: z.string(),
  message_id: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  body: z.string(),
  created_at: sentTime,
  updated_at: sentTime,
  tries: z.array(webhookAttempt),
});

export const deliveryQuery = pagingQuery.extend({
  event_type: safeString().trim().max(80).optional(),
  state: z.enum(DELIVERY_STATES).optional(),
});

const deliveryParams = z.object({ id: idParams.shape.id, deliveryId: idParams.shape.id });
const base = '/api/webhooks';

/** The Webhooks screen (issue 28 §2): super only. */
export const webhooksContract = {
  list: endpoint({
    method: 'GET',
    path: base,
    summary: 'Every webhook endpoint',
    response: z.object({ results: z.array(webhookEndpoint) }),
  }),
  one: endpoint({
    method: 'GET',
    path: `${base}/:id`,
    summary: 'One webhook endpoint',
    params: idParams,
    response: webhookEndpoint,
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    summary: 'Add an endpoint (its URL must not be a private or local address); answers its secret, once',
    body: webhookInput,
    response: webhookWithSecret,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/:id`,
    summary: 'Change an endpoint: URL, event types, active or paused (activating clears the pause)',
    params: idParams,
    body: webhookInput,
    response: webhookEndpoint,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    summary: 'Remove an endpoint and its delivery log',
    params: idParams,
    response: z.object({ id: z.number().int() }),
  }),
  rotate: endpoint({
    method: 'POST',
    path: `${base}/:id/rotate-secret`,
    summary: 'A new signing secret, answered once; the old one stops signing at once',
    params: idParams,
    response: webhookWithSecret,
  }),
  test: endpoint({
    method: 'POST',
    path: `${base}/:id/test`,
    summary: 'Send a webhook.test event to this endpoint (queued like any delivery)',
    params: idParams,
    response: webhookDelivery,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: `${base}/:id/deliveries`,
    summary: "An endpoint's delivery log, newest first, with each try",
    params: idParams,
    query: deliveryQuery,
    response: z.object({ total: z.number().int(), results: z.array(webhookDelivery) }),
  }),
  replay: endpoint({
    method: 'POST',
    path: `${base}/:id/deliveries/:deliveryId/replay`,
    summary: 'Send one delivery again, with the same webhook-id',
    params: deliveryParams,
    response: webhookDelivery,
  }),
  replayFailed: endpoint({
    method: 'POST',
    path: `${base}/:id/replay-failed`,
    summary: 'Send every failed delivery of the endpoint again',
    params: idParams,
    response: z.object({ count: z.number().int() }),
  }),
};
