import type { AuditAction } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/roles.js';
import type { AuditNames, Tx } from '../db/audit.js';
import { type AuditedEntity, auditedWrite } from '../db/audited-write.js';
import type { Db } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { type Trashable, trashMany, trashOne } from '../trash/index.js';
import { checkedLinks, type FormLinks, replaceLinks } from './form-links.js';

/** A plain area table: an id and the version every audited write checks. */
export type AreaTable = PgTable & { id: PgColumn; $inferSelect: { id: number; updated_at: Date } };
type RowOf<T extends AreaTable> = T['$inferSelect'];
/** The row's text columns: what an uploaded file's URL can be written into. */
type TextColumnOf<R> = { [K in keyof R]: R[K] extends string | null ? K : never }[keyof R] & string;

/** What the generic record writes need of an area besides its table. */
export interface RecordCrudOptions<
  T extends AreaTable,
  V extends { updated_at?: string },
  Rec extends Record<string, unknown>,
> {
  table: T;
  /** the audit log's entity name and how messages name a record: 'tiktok', 'TikTok' (and any unlogged mirror column) */
  entity: AuditNames;
  /** how the Trash screen shows a record, its uploaded media and links (decision 018) */
  trash: Omit<Trashable, 'table' | 'entity'>;
  /** the API's shape of a stored row (the record schema's fields: no search text) */
  toRecord: (row: RowOf<T>) => Rec;
  /**
   * the stored columns of a form (without the version it was read at); a value may be SQL
   * the write's statement works out (an ad's media_text, read from its media row)
   */
  toColumns: (values: V) => Partial<PgInsertValue<T>>;
  /** ids the form links the record to (an ad's collections): checked, then written with the record */
  links?: FormLinks<V, RowOf<T>, Rec>;
}

/** The same record without the keyword text the database derives (never sent, never logged). */
export function withoutSearchText<R extends { search_text: unknown }>(row: R): Omit<R, 'search_text'> {
  const { search_text: _search, ...fields } = row;
  return fields;
}

/**
 * One, create, replace (409 on a stale updated_at), delete to the trash, many to the trash,
 * exists: the writes every plain area has, through auditedWrite and the trash. An area keeps
 * only what is its own (a conversion in toColumns, an upload's column writes).
 */
export function recordCrud<
  T extends AreaTable,
  V extends { updated_at?: string },
  Rec extends Record<string, unknown>,
>(options: RecordCrudOptions<T, V, Rec>) {
  const { table, toRecord, toColumns, links } = options;
  type Row = RowOf<T>;
  const entity: AuditedEntity<Row> = { table, ...options.entity };
  const trash: Trashable = { table, entity, ...options.trash };
  const written = { entity, trash };
  // select()/insert()/update() of a table known only as a generic PgTable type their rows
  // loosely; the table's own $inferSelect says what a row is
  const byId = (id: number) => eq(table.id, id);

  async function get(db: Db, id: number): Promise<Rec> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(byId(id));
    if (!row) throw notFound(entity.label);
    return toRecord(row as Row);
  }

  async function exists(db: Db, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(byId(id));
    return Boolean(row);
  }

  /** A write's answer: the id and the new version. */
  const saved = (row: Row) => ({ id: row.id, updated_at: row.updated_at });

  /**
   * Writes a form's row with `write`, and its links when the area has them: checked before the
   * row (400 on their field), replaced after it. Answers the row and the record as written.
   */
  async function withLinks(tx: Tx, values: V, write: () => Promise<Row>) {
    const ids = links && (await checkedLinks(tx, links, values));
    const row = await write();
    if (!links || !ids) return { row, after: toRecord(row) };
    await replaceLinks(tx, links.link, row.id, ids);
    return { row, after: links.toRecord(row, ids) };
  }

  async function create(db: Db, actor: AuthUser | undefined, values: V) {
    // a unique value another record has: the index's refusal, answered 400 by the error handler
    const { row } = await auditedWrite(db, actor, entity, {
      action: 'create',
      apply: (tx) =>
        withLinks(tx, values, async () => {
          const now = new Date();
          const [row] = await tx
            .insert(table as PgTable)
            .values({ ...toColumns(values), created_at: now, updated_at: now })
            .returning();
          return row as Row;
        }),
      audit: ({ row, after }) => [{ id: row.id, before: null, after }],
    });
    return saved(row);
  }

  /** PUT replaces the whole form, as the edit screen sends it; `updated_at` guards it (409). */
  async function update(db: Db, actor: AuthUser | undefined, id: number, values: V) {
    const { row } = await auditedWrite(db, actor, entity, {
      action: 'update',
      id,
      seen: values.updated_at,
      apply: (tx) => withLinks(tx, values, () => setRow(tx, id, { ...toColumns(values) })),
      audit: ({ after }, before) => ({ id, before: toRecord(before), after }),
    });
    return saved(row);
  }

  async function setRow(tx: Tx, id: number, set: object) {
    const [row] = await tx
      .update(table as PgTable)
      .set({ ...set, updated_at: new Date() })
      .where(byId(id))
      .returning();
    return row as Row;
  }

  /**
   * Sets some columns of one record (after an upload; a list's switch is an `update`), audited
   * as `logged` says (404 when the record is gone meanwhile).
   */
  function setColumns(
    db: Db,
    actor: AuthUser | undefined,
    id: number,
    set: (before: Row) => Partial<PgInsertValue<T>>,
    logged: (row: Row) => Record<string, unknown>,
    action: Extract<AuditAction, 'upload' | 'update'> = 'upload',
  ): Promise<Row> {
    return auditedWrite(db, actor, entity, {
      action,
      id,
      apply: (tx, before) => setRow(tx, id, { ...set(before) }),
      // updated_at rides along (never logged as a change): the change's event carries the version
      audit: (after, before) => ({
        id,
        before: logged(before),
        after: { ...logged(after), updated_at: after.updated_at },
      }),
    });
  }

  /**
   * An upload's `attach` for a record with one file in a text column (an ad's media, a
   * TikTok's video): sets the column to the uploaded file's URL, audited as that column alone
   * (404 when the record is gone meanwhile).
   */
  const attachUpload =
    (column: TextColumnOf<Row>) => (db: Db, actor: AuthUser | undefined, id: number, url: string) =>
      auditedWrite(db, actor, entity, {
        action: 'upload',
        id,
        // the column is the table's own text column (TextColumnOf), so the URL fits it
        apply: (tx) => setRow(tx, id, { [column]: url }),
        audit: (after, before) => ({
          id,
          before: { [column]: before[column] },
          after: { [column]: after[column], updated_at: after.updated_at },
        }),
      });

  return {
    entity,
    trash,
    get,
    exists,
    create,
    update,
    setColumns,
    attachUpload,
    /** Moves the record to the trash; answers the batch its Undo restores. */
    remove: (db: Db, actor: AuthUser | undefined, id: number) => trashOne(db, actor, written, id, toRecord),
    /**
     * Moves many records to the trash under the call's batch, one audit entry each; ids that do
     * not exist are not counted (the bulk routes call it with checked ids or a filter's rows).
     */
    removeMany: (db: Db, actor: AuthUser | undefined, ids: readonly number[], batch: string) =>
      trashMany(db, actor, written, ids, batch, toRecord),
  };
}
