import { z } from 'zod';
import { type Sent, sentTime } from '../api.js';
import { idSchema, intSchema, requiredText, safeString, seenUpdatedAt } from './common.js';

/** Largest article body the API accepts (HTML from the editor, before sanitizing). */
export const ARTICLE_CONTENT_MAX = 200_000;
export const SLUG_MAX = 200;
export const DESCRIPTION_MAX = 1000;

/**
 * SPEC 4: the slug is the title with spaces replaced by hyphens. Made URL-safe as well:
 * accents dropped, anything but letters, digits, `-` and `_` removed. Case is kept, as the
 * demo library's slugs (and so the customer app's links) have it.
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** SPEC 4: the description is the text of the content's first paragraph (tags out, entities decoded). */
export function descriptionOf(content: string): string {
  const firstParagraph =
    content.match(/<p[^>]*>([\s\S]*?)<\/p>/i)?.[1] ??
    (/<[a-z]/i.test(content) ? '' : content.split(/\n\s*\n/)[0]);
  return (firstParagraph ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DESCRIPTION_MAX);
}

const SLUG_PATTERN = /^[A-Za-z0-9_-]*$/;
/** A slug typed by hand; '' or missing means "from the title". */
export const slugField = safeString()
  .trim()
  .max(SLUG_MAX, `At most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'Use letters, digits, hyphens and underscores only')
  .optional();

/** The article form: what the new and edit screens send. */
export const articleInput = z.object({
  title: requiredText(300, 'Title'),
  content: safeString()
    .max(ARTICLE_CONTENT_MAX, `The article is too long (at most ${ARTICLE_CONTENT_MAX} characters of HTML)`)
    .default(''),
  slug: slugField,
  /** '' or missing: the text of the first paragraph */
  description: safeString().trim().max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`).optional(),
  category_ids: z.array(idSchema).max(100, 'At most 100 categories').default([]),
  updated_at: seenUpdatedAt,
});
export type ArticleInput = z.input<typeof articleInput>;
export type ArticleValues = z.output<typeof articleInput>;

/** POST /articles (SPEC 7): the form plus the author; `isVisible` is accepted and ignored. */
export const articleCreate = articleInput.extend({
  /** another staff member as the author; the signed-in user when missing */
  user_id: idSchema.optional(),
  // SPEC 4: new articles start not visible whatever is sent
  isVisible: z.boolean().optional(),
  is_visible: z.boolean().optional(),
});

/** PUT /articles/{id}/visible: SPEC spells it `is_visible`; `isVisible` is accepted too. */
export const articleVisibility = z
  .object({ is_visible: z.boolean().optional(), isVisible: z.boolean().optional() })
  .refine((v) => v.is_visible !== undefined || v.isVisible !== undefined, {
    message: 'Say whether the article is visible (is_visible: true or false)',
    path: ['is_visible'],
  });

/** What the Visible switch answers: the article's visibility and its new version. */
export const articleVisibilitySet = z.object({
  id: z.number().int(),
  is_visible: z.boolean(),
  updated_at: sentTime,
});

export const articleCategoryRef = z.object({ id: z.number().int(), title: z.string() });

export const articleRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  slug: z.string(),
  description: z.string(),
  is_visible: z.boolean(),
  user_id: z.number().int().nullable(),
  /** the author's name (or e-mail when the account has no name) */
  author: z.string().nullable(),
  category_ids: z.array(z.number().int()),
  created_at: sentTime,
  updated_at: sentTime,
});
export type ArticleRecord = Sent<z.output<typeof articleRecord>>;

export const articleListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  is_visible: z.boolean(),
  author: z.string().nullable(),
  categories: z.array(articleCategoryRef),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ArticleListItem = z.output<typeof articleListItem>;

export const articleSaved = z.object({
  id: z.number().int(),
  slug: z.string(),
  is_visible: z.boolean(),
  updated_at: sentTime,
});

/** GET /articles/slug-available: is the slug free (for the article `id` being edited)? */
export const slugCheckQuery = z.object({ slug: safeString().trim().max(SLUG_MAX), id: idSchema.optional() });
export const slugCheck = z.object({ slug: z.string(), available: z.boolean() });

export const categoryInput = z.object({
  title: requiredText(100, 'Title'),
  order: intSchema(1).default(1),
  updated_at: seenUpdatedAt,
});

/** PUT /categories/order: every category id in its new order (first = order 1). */
export const categoryOrder = z.object({ ids: z.array(idSchema).min(1).max(1000) });

/** What a category's create and edit answer: its place in the order and its new version. */
export const categorySaved = z.object({
  id: z.number().int(),
  order: z.number().int(),
  updated_at: sentTime,
});

export const categoryRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  /** how many articles carry it: deleting it takes it off them */
  article_count: z.number().int(),
  created_at: sentTime,
  updated_at: sentTime,
});
export type CategoryRecord = Sent<z.output<typeof categoryRecord>>;
