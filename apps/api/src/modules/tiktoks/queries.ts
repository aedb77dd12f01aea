import type { TiktokValues } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { tiktoks } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { type Trashable, trashMany, trashOne } from '../../trash/index.js';

type TiktokRow = typeof tiktoks.$inferSelect;

/** How the audited writes name a post (audit entity, 404 and 409 messages). */
export const TIKTOK: AuditedEntity<TiktokRow> = { table: tiktoks, name: 'tiktok', label: 'TikTok' };

/** A deleted post goes to the trash (decision 018): its post id is free meanwhile. */
export const TIKTOK_TRASH: Trashable = {
  table: tiktoks,
  entity: TIKTOK,
  label: tiktoks.username,
  media: [tiktoks.download_link],
};

/** The API's shape of a post: every field but the keyword text the database derives. */
function toTiktok(row: TiktokRow) {
  const { search_text: _search, ...fields } = row;
  return fields;
}

/**
 * The stored columns of a form. An empty Created Time is left out: the column's default (now)
 * on create, the stored time on update.
 */
export function columnsOf(values: TiktokValues) {
  const { updated_at: _seen, created_time, ...fields } = values;
  return created_time ? { ...fields, created_time: new Date(created_time) } : fields;
}

export async function getTiktok(db: Db, id: number) {
  const [row] = await db.select().from(tiktoks).where(eq(tiktoks.id, id));
  if (!row) throw notFound('TikTok');
  return toTiktok(row);
}

export function createTiktok(db: Db, actor: AuthUser | undefined, values: TiktokValues) {
  // a post id another TikTok has: the unique index's refusal, answered 400 by the error handler
  return auditedWrite(db, actor, TIKTOK, {
    action: 'create',
    apply: async (tx) => {
      const now = new Date();
      const [row] = (await tx
        .insert(tiktoks)
        .values({ ...columnsOf(values), created_at: now, updated_at: now })
        .returning()) as [TiktokRow];
      return row;
    },
    audit: (row) => [{ id: row.id, before: null, after: toTiktok(row) }],
  });
}

/** PUT replaces the whole form, as the edit screen sends it; `updated_at` guards it (409). */
export function updateTiktok(db: Db, actor: AuthUser | undefined, id: number, values: TiktokValues) {
  // a post id another TikTok has: the unique index's refusal, answered 400 by the error handler
  return auditedWrite(db, actor, TIKTOK, {
    action: 'update',
    id,
    seen: values.updated_at,
    apply: async (tx) => {
      const [row] = (await tx
        .update(tiktoks)
        .set({ ...columnsOf(values), updated_at: new Date() })
        .where(eq(tiktoks.id, id))
        .returning()) as [TiktokRow];
      return row;
    },
    audit: (row, before) => ({ id, before: toTiktok(before), after: toTiktok(row) }),
  });
}

/** Moves the post to the trash; answers the batch its Undo restores. */
export const deleteTiktok = (db: Db, actor: AuthUser | undefined, id: number) =>
  trashOne(db, actor, { entity: TIKTOK, trash: TIKTOK_TRASH }, id, toTiktok);

/** Points the post at an uploaded video (404 when the post is gone meanwhile). */
export function setDownloadLink(db: Db, actor: AuthUser | undefined, id: number, url: string) {
  return auditedWrite(db, actor, TIKTOK, {
    action: 'upload',
    id,
    apply: async (tx) => {
      const [after] = (await tx
        .update(tiktoks)
        .set({ download_link: url, updated_at: new Date() })
        .where(eq(tiktoks.id, id))
        .returning()) as [TiktokRow];
      return after;
    },
    audit: (_, before) => ({
      id,
      before: { download_link: before.download_link },
      after: { download_link: url },
    }),
  });
}

export async function tiktokExists(db: Db, id: number) {
  const [row] = await db.select({ id: tiktoks.id }).from(tiktoks).where(eq(tiktoks.id, id));
  return Boolean(row);
}

/**
 * Moves many posts to the trash under the call's batch, in one transaction, one audit entry
 * per post; ids that do not exist are not counted. The bulk routes call it with the checked ids
 * or a filter's rows.
 */
export const bulkDeleteTiktoks = (
  db: Db,
  actor: AuthUser | undefined,
  ids: readonly number[],
  batch: string,
) => trashMany(db, actor, { entity: TIKTOK, trash: TIKTOK_TRASH }, ids, batch, toTiktok);
