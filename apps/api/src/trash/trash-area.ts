import type { TrashEndpoints } from '@adlib/shared';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RouteRole } from '../auth/roles.js';
import type { AuditNames, Tx } from '../db/audit.js';
import type { Db } from '../db/client.js';
import type { MediaStorage } from '../storage/index.js';

/** A table of link rows kept aside with a deleted record, put back when both ends exist again. */
export interface TrashLink {
  table: PgTable;
  /** the link's column holding the deleted record's id */
  column: PgColumn;
  /** the link's other end: its column and the table it points at (by id) */
  other: { column: PgColumn; table: PgTable & { id: PgColumn } };
}

/**
 * What an area declares once so that its deletes go to the trash (decision 018): its table,
 * how the audit log and the Trash screen name a record, its links and its uploaded media.
 */
export interface Trashable {
  table: PgTable & { id: PgColumn };
  /** the audit log's entity name, how messages name it, the columns its entries leave out */
  entity: AuditNames;
  /** the column the Trash screen shows a record by (title, name, username, post id…) */
  label: PgColumn;
  links?: readonly TrashLink[];
  /** columns holding uploaded media URLs (text or text[]): removed from storage on purge */
  media?: readonly PgColumn[];
  /** after records came back, in the restore's transaction (refresh a derived column…) */
  afterRestore?: (tx: Tx, ids: readonly number[]) => Promise<unknown>;
}

/** The trash routes of an area: its trash endpoints, role and tags, as its history has them. */
export interface TrashRoutes {
  /** trashEndpoints('/api/tiktoks', …): GET /api/tiktoks/trash, POST /api/tiktoks/trash/restore… */
  endpoints: TrashEndpoints;
  role: Exclude<RouteRole, 'public'>;
  tags: string[];
  trash: Trashable;
  /** after a restore committed (the records' media queued, their duplicates checked): never fails it */
  restored?: (ids: readonly number[]) => Promise<void>;
}

/** What removing entries for good needs: the database, the storage, and each area's declaration. */
export interface TrashDeps {
  db: Db;
  storage: MediaStorage;
  trashables: ReadonlyMap<string, Trashable>;
  log: { warn: (obj: object, msg: string) => void };
}
