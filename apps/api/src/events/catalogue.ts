import type { AuditAction } from '@adlib/shared';

/**
 * Which audit actions are domain events, and under which verb (decision 031). Every audited
 * write of every area passes here (db/audit.ts), so an area gets its events by being audited:
 * `<entity>.<verb>`. Sign-ins, sessions and second factors are security records, not events.
 */
const VERBS: Partial<Record<AuditAction, string>> = {
  create: 'created',
  update: 'updated',
  upload: 'updated',
  visibility: 'updated',
  reorder: 'updated',
  delete: 'deleted',
  restored: 'restored',
  'bulk-insert': 'bulk_inserted',
  subscription_status: 'subscription_status_changed',
  grant_full_access: 'full_access_granted',
  revoke_full_access: 'full_access_revoked',
};

export const eventVerb = (action: AuditAction): string | undefined => VERBS[action];

/**
 * A switch whose flip is an event of its own besides `updated`: the customer app shows what
 * is published. Declared per entity, by the field the area stores it in.
 */
export const PUBLISH_FIELDS: Readonly<Record<string, string>> = {
  advertisement: 'visible',
  article: 'is_visible',
  collection: 'public',
};

/** A field whose change is an event of its own besides `updated`. */
export const FIELD_EVENTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  membership: { price: 'price_changed', discounted_price: 'price_changed' },
};
