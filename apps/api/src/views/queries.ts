import type { SavedViewCreate, SavedViewUpdate, ViewQuery } from '@adlib/shared';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/roles.js';
import { type AuditedEntity, auditedWrite } from '../db/audited-write.js';
import type { Db } from '../db/client.js';
import { savedViews, users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';

type ViewRow = typeof savedViews.$inferSelect;

/** How the audited writes name a view (audit entity, 404 and 409 messages). */
export const SAVED_VIEW: AuditedEntity<ViewRow> = { table: savedViews, name: 'saved_view', label: 'View' };

// The owner as the menu names a shared view: the name, or the e-mail when the name is blank.
const ownerName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email})`;

const viewColumns = {
  id: savedViews.id,
  list: savedViews.list,
  name: savedViews.name,
  query: savedViews.query,
  shared: savedViews.shared,
  owner_id: savedViews.owner_id,
  owner_name: ownerName,
  created_at: savedViews.created_at,
  updated_at: savedViews.updated_at,
};

const withMine = <R extends { owner_id: number }>(row: R, viewer: AuthUser) => ({
  ...row,
  mine: row.owner_id === viewer.id,
});

/** The viewer's own views of a list, then the views others share on it; each by name. */
export async function listViews(db: Db, viewer: AuthUser, list: string) {
  const mine = sql`(${savedViews.owner_id} = ${viewer.id})`;
  const rows = await db
    .select(viewColumns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.owner_id))
    .where(
      and(eq(savedViews.list, list), or(eq(savedViews.owner_id, viewer.id), eq(savedViews.shared, true))),
    )
    .orderBy(desc(mine), asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map((row) => withMine(row, viewer));
}

/** One view as its viewer may see it: another's private view is not found (its name is private too). */
export async function getView(db: Db, viewer: AuthUser, id: number) {
  const [row] = await db
    .select(viewColumns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.owner_id))
    .where(eq(savedViews.id, id));
  if (!row || (row.owner_id !== viewer.id && !row.shared)) throw notFound('View');
  return withMine(row, viewer);
}

/**
 * A name the owner already gave a view of this list (any case) answers 400 on the Name field: the
 * index's first column is the owner, so the handler's generic answer would name the wrong field.
 */
async function nameChecked<R>(name: string | undefined, write: Promise<R>): Promise<R> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) {
      const message = `You already have a view named “${name ?? ''}” on this list`;
      throw badRequest(message, { name: message });
    }
    throw err;
  }
}

/** Only the owner changes a view; another's private view is not even found. */
function assertOwner(row: ViewRow, actor: AuthUser, what: string) {
  if (row.owner_id === actor.id) return;
  if (!row.shared) throw notFound('View');
  throw forbidden(`Only the owner may ${what} this view`);
}

const cleanQuery = (query: ViewQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));

export async function createView(db: Db, actor: AuthUser, input: SavedViewCreate & { shared: boolean }) {
  const row = await nameChecked(
    input.name,
    auditedWrite(db, actor, SAVED_VIEW, {
      action: 'create',
      apply: async (tx) => {
        const [created] = (await tx
          .insert(savedViews)
          .values({
            owner_id: actor.id,
            list: input.list,
            name: input.name,
            query: cleanQuery(input.query),
            shared: input.shared,
          })
          .returning()) as [ViewRow];
        return created;
      },
      audit: (created) => [{ id: created.id, before: null, after: created }],
    }),
  );
  return getView(db, actor, row.id);
}

/** Checks the stored view's list against the actor's role (throws 403); the routes give it. */
export type ListCheck = (list: string) => void;

export async function updateView(
  db: Db,
  actor: AuthUser,
  id: number,
  input: SavedViewUpdate,
  checkList: ListCheck,
) {
  await nameChecked(
    input.name,
    auditedWrite(db, actor, SAVED_VIEW, {
      action: 'update',
      id,
      seen: input.updated_at,
      apply: async (tx, before) => {
        assertOwner(before, actor, 'change');
        checkList(before.list);
        const [after] = await tx
          .update(savedViews)
          .set({
            ...(input.name !== undefined && { name: input.name }),
            ...(input.query !== undefined && { query: cleanQuery(input.query) }),
            ...(input.shared !== undefined && { shared: input.shared }),
            updated_at: new Date(),
          })
          .where(eq(savedViews.id, id))
          .returning();
        return after;
      },
      audit: (after, before) => ({ id, before, after: after ?? null }),
    }),
  );
  return getView(db, actor, id);
}

/** The owner deletes a view; super may also delete a view another shared (a team's clean-up). */
export function deleteView(db: Db, actor: AuthUser, id: number, checkList: ListCheck) {
  return auditedWrite(db, actor, SAVED_VIEW, {
    action: 'delete',
    id,
    apply: async (tx, before) => {
      if (!(before.shared && actor.role === 'super')) assertOwner(before, actor, 'delete');
      checkList(before.list);
      await tx.delete(savedViews).where(eq(savedViews.id, id));
    },
    audit: (_none, before) => ({ id, before, after: null }),
  });
}
