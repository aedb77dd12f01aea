import type { HistoryEndpoints } from '@adlib/shared';
import type { z } from 'zod';
import type { AuthUser, RouteRole } from '../auth/roles.js';
import type { Db } from '../db/client.js';
import type { HistoryKinds } from './versions.js';

/**
 * What an area declares once to get its records' history and restore: its audit entity, the
 * edit's schema, role and write. Restores go through `save`, so they are edits in every way.
 */
export interface HistoryArea<V> {
  /** historyEndpoints('/api/advertisements', …): GET /api/advertisements/:id/history and its restore */
  endpoints: HistoryEndpoints;
  /** the role of the area's edit */
  role: Exclude<RouteRole, 'public'>;
  tags: string[];
  /** the audit log's entity name and how messages name it */
  entity: { name: string; label: string };
  /** the edit's shared zod schema (with updated_at) */
  input: z.ZodType<V>;
  /** the record in the shape its audit entries are written in (404 when it is gone) */
  load: (db: Db, id: number) => Promise<object>;
  /** logged shape → the edit's fields, where they differ (a role id → its name…) */
  toValues?: (
    db: Db,
    state: Record<string, unknown>,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** the area's edit */
  save: (db: Db, actor: AuthUser | undefined, id: number, values: V) => Promise<unknown>;
  /** the area's own audit actions and sole-field changes, as the History panel names them */
  kinds?: HistoryKinds;
}
