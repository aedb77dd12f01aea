import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

/**
 * API keys (decision 031): a script's or a service's bearer token, scoped per area. Only the
 * token's SHA-256 is stored; `prefix` tells keys apart on the screen.
 */
export const apiKeys = pgTable('api_key', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  expires_at: ts('expires_at'),
  last_used_at: ts('last_used_at'),
  revoked_at: ts('revoked_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  /** the super who created it */
  created_by: text('created_by'),
});
