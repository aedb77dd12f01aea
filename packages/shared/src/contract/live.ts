import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * Live lists and presence (issue 27, decision 032): one Server-Sent Events stream per tab,
 * `GET /api/live`, telling which records changed (never their contents) and who has what open.
 */

/**
 * The name an area goes by on the stream: its record calls' path without `/:id`
 * (`/api/advertisements/:id` → `/api/advertisements`), else its list's path. Server and panel
 * both read it off the area's shared contract, so neither names an area by hand.
 */
export function liveAreaOf(contract: {
  one?: { path: string };
  update?: { path: string };
  remove?: { path: string };
  page?: { path: string };
  all?: { path: string };
}): string | undefined {
  const record = contract.one ?? contract.remove;
  if (record) return record.path.replace(/\/:id$/, '');
  return contract.page?.path ?? contract.all?.path ?? contract.update?.path.replace(/\/(edit\/)?:id$/, '');
}

/** What happened to the records an event names. */
export const liveActions = ['created', 'updated', 'deleted', 'restored', 'bulk', 'import'] as const;
export type LiveAction = (typeof liveActions)[number];

/** `event: change`, with the outbox event's id as the stream's `id:` (resumable). */
export const liveChange = z.object({
  /** liveAreaOf the area's contract */
  area: z.string(),
  action: z.enum(liveActions),
  /** the records named; empty with `count` when there were more than the stream names (a large import) */
  ids: z.array(z.number().int()),
  /** each named record's new version (`updated_at`), where the write knew it */
  version: z.string().nullable(),
  /** how many records the change touched */
  count: z.number().int(),
});
export type LiveChange = z.infer<typeof liveChange>;

/** One person on one record (or on a list: `id` null), and the field they are typing in. */
export const livePresenceEntry = z.object({
  /** the stream's id: one per tab */
  stream: z.string(),
  user_id: z.number().int(),
  name: z.string(),
  area: z.string(),
  id: z.number().int().nullable(),
  field: z.string().nullable(),
});
export type LivePresenceEntry = z.infer<typeof livePresenceEntry>;

/** `event: presence`: everyone on the records this stream may read, whole each time. */
export const livePresence = z.object({ entries: z.array(livePresenceEntry) });
export type LivePresence = z.infer<typeof livePresence>;

/** `event: hello`, first on every stream: its id (for POST /api/live/presence). */
export const liveHello = z.object({ stream: z.string() });

/** What a tab says it has open; `area` null: nothing (a list screen without a record). */
export const livePresenceBody = z.object({
  stream: z.string().min(1).max(64),
  area: z.string().max(200).nullable(),
  id: z.number().int().positive().nullable(),
  field: z.string().max(100).nullable(),
});
export type LivePresenceBody = z.infer<typeof livePresenceBody>;

export const liveContract = {
  stream: endpoint({
    method: 'GET',
    path: '/api/live',
    summary:
      'Server-Sent Events (Accept: text/event-stream): hello, change (resumable with Last-Event-ID or ?last=), presence, reset, ended and ping',
    query: z.object({
      last: z
        .string()
        .regex(/^\d{1,15}$/, 'An event id')
        .optional(),
    }),
    response: liveHello,
  }),
  presence: endpoint({
    method: 'POST',
    path: '/api/live/presence',
    summary: 'What this tab has open (area, record, field being edited), shown to the others on the stream',
    body: livePresenceBody,
    response: z.object({ ok: z.literal(true) }),
  }),
};
