import type { UgcCreatorValues } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { ugcCreators } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { type Trashable, trashMany, trashOne } from '../../trash/index.js';
import { type CreatorRow, storedVideos, toCreator, videoSlots } from './rows.js';

const creators = ugcCreators;

/** How the audited writes name a creator (audit entity, 404 and 409 messages). */
export const CREATOR: AuditedEntity<CreatorRow> = {
  table: creators,
  name: 'ugc_creator',
  label: 'UGC creator',
};

/** A deleted creator goes to the trash (decision 018): its e-mail is free meanwhile. */
export const CREATOR_TRASH: Trashable = {
  table: creators,
  entity: CREATOR,
  label: creators.name,
  media: [creators.profile_picture, creators.videos, creators.screenshoot],
};

/** The stored columns of a form: everything but the version the client read. */
function columnsOf(values: UgcCreatorValues) {
  const { updated_at: _seen, videos, ...fields } = values;
  return { ...fields, videos: storedVideos(videos) };
}

export async function getCreator(db: Db, id: number) {
  const [row] = await db.select().from(creators).where(eq(creators.id, id));
  if (!row) throw notFound('UGC creator');
  return toCreator(row);
}

export async function creatorExists(db: Db, id: number) {
  const [row] = await db.select({ id: creators.id }).from(creators).where(eq(creators.id, id));
  return Boolean(row);
}

export function createCreator(db: Db, actor: AuthUser | undefined, values: UgcCreatorValues) {
  return auditedWrite(db, actor, CREATOR, {
    action: 'create',
    apply: async (tx) => {
      const now = new Date();
      const [row] = (await tx
        .insert(creators)
        .values({ ...columnsOf(values), created_at: now, updated_at: now })
        .returning()) as [CreatorRow];
      return row;
    },
    audit: (row) => [{ id: row.id, before: null, after: toCreator(row) }],
  });
}

/** PUT replaces the whole form, as the edit screen sends it; `updated_at` guards it (409). */
export function updateCreator(db: Db, actor: AuthUser | undefined, id: number, values: UgcCreatorValues) {
  return auditedWrite(db, actor, CREATOR, {
    action: 'update',
    id,
    seen: values.updated_at,
    apply: async (tx) => {
      const [row] = (await tx
        .update(creators)
        .set({ ...columnsOf(values), updated_at: new Date() })
        .where(eq(creators.id, id))
        .returning()) as [CreatorRow];
      return row;
    },
    audit: (row, before) => ({ id, before: toCreator(before), after: toCreator(row) }),
  });
}

/** Moves the creator to the trash; answers the batch its Undo restores. */
export const deleteCreator = (db: Db, actor: AuthUser | undefined, id: number) =>
  trashOne(db, actor, { entity: CREATOR, trash: CREATOR_TRASH }, id, toCreator);

/**
 * Moves many creators to the trash under the call's batch, in one transaction, one audit entry
 * per creator; ids that do not exist are not counted. The bulk routes call it with the checked ids or a filter's rows.
 */
export const bulkDeleteCreators = (
  db: Db,
  actor: AuthUser | undefined,
  ids: readonly number[],
  batch: string,
) => trashMany(db, actor, { entity: CREATOR, trash: CREATOR_TRASH }, ids, batch, toCreator);

/** Sets some columns of one creator after an upload, audited as those columns. */
function setColumns(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  set: (before: CreatorRow) => Partial<Pick<CreatorRow, 'profile_picture' | 'videos'>>,
) {
  return auditedWrite(db, actor, CREATOR, {
    action: 'upload',
    id,
    apply: async (tx, before) => {
      const [after] = (await tx
        .update(creators)
        .set({ ...set(before), updated_at: new Date() })
        .where(eq(creators.id, id))
        .returning()) as [CreatorRow];
      return after;
    },
    audit: (after, before) => ({
      id,
      before: { profile_picture: before.profile_picture, videos: videoSlots(before.videos) },
      after: { profile_picture: after.profile_picture, videos: videoSlots(after.videos) },
    }),
  });
}

export const setProfilePicture = (db: Db, actor: AuthUser | undefined, id: number, url: string) =>
  setColumns(db, actor, id, () => ({ profile_picture: url }));

/** Puts uploaded videos in their slots (1-6); the other slots keep their values. */
export async function setVideos(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  urls: ReadonlyMap<number, string>,
) {
  const row = await setColumns(db, actor, id, (before) => {
    const slots = videoSlots(before.videos);
    for (const [slot, url] of urls) slots[slot - 1] = url;
    return { videos: storedVideos(slots) };
  });
  return { values: videoSlots(row.videos), updated_at: row.updated_at };
}
