import type { categoryInput } from '@adlib/shared';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { linkRows, recordTrash } from '../../area/record-trash.js';
import type { AuthUser } from '../../auth/roles.js';
import { auditedInsert } from '../../db/audited-insert.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { articleCategories, articles, categories } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';

type CategoryRow = typeof categories.$inferSelect;
type CategoryValues = z.output<typeof categoryInput>;
const CATEGORY = {
  table: categories,
  name: 'category',
  label: 'Category',
} satisfies AuditedEntity<CategoryRow>;

/**
 * Ordered by `order`; among equal orders the newest first, so a category added with the
 * default order 1 shows at the top.
 */
export const listCategories = (db: Db) =>
  db
    .select({
      id: categories.id,
      title: categories.title,
      order: categories.order,
      article_count: sql<number>`(select count(*)::int from ${articleCategories} where ${articleCategories.category_id} = ${categories.id})`,
      created_at: categories.created_at,
      updated_at: categories.updated_at,
    })
    .from(categories)
    .orderBy(asc(categories.order), desc(categories.id));

/** What a create or an edit answers: the category's place in the order and its new version. */
const saved = (row: CategoryRow) => ({ id: row.id, order: row.order, updated_at: row.updated_at });

function createCategory(db: Db, actor: AuthUser | undefined, values: CategoryValues) {
  const now = new Date();
  return auditedInsert(db, actor, CATEGORY, async () => ({
    title: values.title,
    order: values.order,
    created_at: now,
    updated_at: now,
  })).then(saved);
}

/** Rename and/or move one category; `updated_at` guards it (409). */
function updateCategory(db: Db, actor: AuthUser | undefined, id: number, values: CategoryValues) {
  return auditedWrite(db, actor, CATEGORY, {
    action: 'update',
    id,
    seen: values.updated_at,
    apply: async (tx) => {
      const [row] = (await tx
        .update(categories)
        .set({ title: values.title, order: values.order, updated_at: new Date() })
        .where(eq(categories.id, id))
        .returning()) as [CategoryRow];
      return row;
    },
    audit: (row, before) => ({ id, before, after: row }),
  }).then(saved);
}

/**
 * A deleted category goes to the trash with its article links (decision 018): deleting it
 * takes it off its articles (kept aside in the trash); the articles stay.
 */
const { trash: CATEGORY_TRASH, remove: deleteCategory } = recordTrash(CATEGORY, {
  label: categories.title,
  links: [linkRows(articleCategories.category_id, articleCategories.article_id, articles)],
});

/** The categories screen's drag/arrows: every id in its new order gets order 1, 2, 3… */
export function reorderCategories(db: Db, actor: AuthUser | undefined, ids: readonly number[]) {
  return auditedWrite(db, actor, CATEGORY, {
    action: 'reorder',
    apply: async (tx) => {
      const unique = [...new Set(ids)];
      const rows = await tx.select().from(categories).where(inArray(categories.id, unique)).for('update');
      const all = await tx.select({ id: categories.id }).from(categories);
      if (unique.length !== ids.length || rows.length !== unique.length || all.length !== unique.length) {
        throw badRequest('Send every category once, in the new order', {
          ids: 'Every category id, each once',
        });
      }
      const now = new Date();
      const changed: { before: CategoryRow; after: CategoryRow }[] = [];
      for (const [i, id] of unique.entries()) {
        const before = rows.find((r) => r.id === id) as CategoryRow;
        if (before.order === i + 1) continue;
        const [after] = (await tx
          .update(categories)
          .set({ order: i + 1, updated_at: now })
          .where(eq(categories.id, id))
          .returning()) as [CategoryRow];
        changed.push({ before, after });
      }
      return changed;
    },
    audit: (changed) =>
      changed.map(({ before, after }) => ({
        id: after.id,
        before: { order: before.order },
        after: { order: after.order, updated_at: after.updated_at }, // the event's version
      })),
  });
}

/** The record calls of the categories' contract (no `one`: they have no edit screen of their own). */
export const categoryRecords = {
  entity: CATEGORY,
  trash: CATEGORY_TRASH,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
};
