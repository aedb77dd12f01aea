import { type ArticleValues, descriptionOf, STAFF_ROLES, slugOf } from '@adlib/shared';
import { and, asc, eq, inArray, like, ne, or } from 'drizzle-orm';
import { linkRows, recordTrash } from '../../area/record-trash.js';
import type { AuthUser } from '../../auth/roles.js';
import type { Tx } from '../../db/audit.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { knownIds } from '../../db/known-ids.js';
import { recordRow } from '../../db/record-row.js';
import { articleCategories, articles, categories, roles, users } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { sanitizeContent } from './sanitize-content.js';

type ArticleRow = typeof articles.$inferSelect;
const ARTICLE: AuditedEntity<ArticleRow> = { table: articles, name: 'article', label: 'Article' };

/** The audit log's picture of an article: its fields, without the derived search text. */
const snapshot = ({ search_text: _derived, ...row }: ArticleRow, category_ids: number[]) => ({
  ...row,
  category_ids,
});

/**
 * A deleted article goes to the trash with its category links (decision 018); its slug is free
 * meanwhile. Deleting one answers the batch its Undo restores.
 */
const { trash: ARTICLE_TRASH, remove: deleteArticle } = recordTrash(
  ARTICLE,
  {
    label: articles.title,
    links: [linkRows(articleCategories.article_id, articleCategories.category_id, categories)],
  },
  (row) => snapshot(row, []),
);

/** What a create or an edit answers: the slug it got, the visibility, the new version. */
const saved = (row: ArticleRow) => ({
  id: row.id,
  slug: row.slug,
  is_visible: row.is_visible,
  updated_at: row.updated_at,
});

const slugTaken = async (db: Db | Tx, slug: string, exceptId?: number) =>
  (
    await db
      .select({ id: articles.id })
      .from(articles)
      .where(exceptId ? and(eq(articles.slug, slug), ne(articles.id, exceptId)) : eq(articles.slug, slug))
      .limit(1)
  ).length > 0;

export const isSlugAvailable = async (db: Db, slug: string, exceptId?: number) =>
  slug !== '' && !(await slugTaken(db, slug, exceptId));

/** A slug derived from the title, numbered on a clash: Title, Title-2, Title-3… */
async function uniqueSlug(tx: Tx, title: string, exceptId?: number) {
  const base = slugOf(title) || 'article';
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${escaped}-%`)));
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * A slug typed by hand is kept; one another article has meets the unique index, which the error
 * handler answers 400 beside the Slug field.
 */
async function chosenSlug(tx: Tx, values: ArticleValues, exceptId?: number) {
  if (!values.slug) return uniqueSlug(tx, values.title, exceptId);
  return values.slug;
}

/** Unknown category ids answer 400 on the Categories field, not a database error. */
const checkedCategories = (tx: Tx, ids: readonly number[]) =>
  knownIds(tx, categories, ids, 'category_ids', { one: 'category', many: 'categories' });

/** The author must be a staff member (admin or super): 400 on user_id otherwise. */
async function checkedAuthor(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(users.id, userId), inArray(roles.name, [...STAFF_ROLES])));
  if (!row) throw badRequest('The author must be a staff member', { user_id: 'No staff member has this id' });
  return userId;
}

async function linkCategories(tx: Tx, id: number, categoryIds: number[]) {
  await tx.delete(articleCategories).where(eq(articleCategories.article_id, id));
  if (categoryIds.length) {
    await tx
      .insert(articleCategories)
      .values(categoryIds.map((category_id) => ({ article_id: id, category_id })));
  }
}

/** Sanitized content, and the description from it when none was typed (SPEC 4). */
function textColumns(values: ArticleValues) {
  const content = sanitizeContent(values.content);
  return { title: values.title, content, description: values.description || descriptionOf(content) };
}

async function categoryIdsOf(db: Db | Tx, id: number) {
  const rows = await db
    .select({ id: articleCategories.category_id })
    .from(articleCategories)
    .where(eq(articleCategories.article_id, id))
    .orderBy(asc(articleCategories.category_id));
  return rows.map((r) => r.id);
}

/** The name the edit screen shows for the article's author: their e-mail when they have none. */
async function authorOf(db: Db, userId: number | null) {
  if (userId === null) return null;
  const [user] = await db
    .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.first_name} ${user.last_name}`.trim() || user.email : null;
}

async function getArticle(db: Db, id: number) {
  const { search_text: _derived, ...article } = await recordRow(db, ARTICLE, id);
  const [author, category_ids] = await Promise.all([authorOf(db, article.user_id), categoryIdsOf(db, id)]);
  return { ...article, author, category_ids };
}

async function createArticle(
  db: Db,
  actor: AuthUser | undefined,
  values: ArticleValues & { user_id?: number | undefined },
) {
  return auditedWrite(db, actor, ARTICLE, {
    action: 'create',
    apply: async (tx) => {
      const categoryIds = await checkedCategories(tx, values.category_ids);
      const userId =
        values.user_id === undefined ? (actor?.id ?? null) : await checkedAuthor(tx, values.user_id);
      const now = new Date();
      const [row] = (await tx
        .insert(articles)
        .values({
          ...textColumns(values),
          slug: await chosenSlug(tx, values),
          user_id: userId,
          // SPEC 4: new articles start not visible, whatever the payload says
          is_visible: false,
          created_at: now,
          updated_at: now,
        })
        .returning()) as [ArticleRow];
      await linkCategories(tx, row.id, categoryIds);
      return { row, categoryIds };
    },
    audit: ({ row, categoryIds }) => [{ id: row.id, before: null, after: snapshot(row, categoryIds) }],
  }).then((r) => saved(r.row));
}

/** PUT /article/{id}: the form (visibility and author stay); `updated_at` guards it (409). */
async function updateArticle(db: Db, actor: AuthUser | undefined, id: number, values: ArticleValues) {
  return auditedWrite(db, actor, ARTICLE, {
    action: 'update',
    id,
    seen: values.updated_at,
    apply: async (tx, before) => {
      const categoryIds = await checkedCategories(tx, values.category_ids);
      const beforeIds = await categoryIdsOf(tx, id);
      const [row] = (await tx
        .update(articles)
        .set({ ...textColumns(values), slug: await chosenSlug(tx, values, id), updated_at: new Date() })
        .where(eq(articles.id, id))
        .returning()) as [ArticleRow];
      await linkCategories(tx, id, categoryIds);
      return { row, categoryIds, before: snapshot(before, beforeIds) };
    },
    audit: ({ row, categoryIds, before }) => ({ id, before, after: snapshot(row, categoryIds) }),
  }).then((r) => saved(r.row));
}

/** The list's Visible switch: no version check, the row's own update. */
export async function setArticleVisibility(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  isVisible: boolean,
) {
  const row = await auditedWrite(db, actor, ARTICLE, {
    action: 'visibility',
    id,
    apply: async (tx) => {
      const [row] = (await tx
        .update(articles)
        .set({ is_visible: isVisible, updated_at: new Date() })
        .where(eq(articles.id, id))
        .returning()) as [ArticleRow];
      return row;
    },
    audit: (row, before) => ({
      id,
      before: { is_visible: before.is_visible },
      // never a logged change; the event carries it as the version
      after: { is_visible: row.is_visible, updated_at: row.updated_at },
    }),
  });
  return { id: row.id, is_visible: row.is_visible, updated_at: row.updated_at };
}

/** The record calls of the articles' contract. */
export const articleRecords = {
  entity: ARTICLE,
  trash: ARTICLE_TRASH,
  get: getArticle,
  create: createArticle,
  update: updateArticle,
  remove: deleteArticle,
};
