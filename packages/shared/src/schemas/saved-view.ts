// Saved views (issue 19 §1): a list's filters and order saved under a name, private or shared
// with all staff. Stored per user on the server, so they follow the user to any browser.
import { z } from 'zod';
import { type Sent, sentTime } from '../api.js';
import { idSchema, isStorableText, requiredText, seenUpdatedAt, UNSTORABLE_TEXT_MESSAGE } from './common.js';

export const VIEW_NAME_MAX = 80;
/** A list's filters are a handful of params; the bounds keep a view a few kilobytes at most. */
export const VIEW_QUERY_MAX_PARAMS = 30;
const PARAM_NAME_MAX = 50;
const PARAM_VALUE_MAX = 500;

/**
 * Which list a view belongs to: the list screen's path without its slashes
 * ('advertisements', 'tiktoks', 'ugc-creators', 'customers', 'blog').
 */
export const viewListKey = z
  .string({ error: 'Name the list' })
  .trim()
  .min(1, 'Name the list')
  .max(100, 'At most 100 characters')
  .regex(/^[a-z0-9][a-z0-9/_-]*$/, 'Lower-case letters, digits, -, _ and / only');

const paramName = z
  .string()
  .min(1, 'A parameter needs a name')
  .max(PARAM_NAME_MAX, `At most ${PARAM_NAME_MAX} characters`)
  .regex(/^[a-z0-9_]+$/i, 'Letters, digits and _ only');
const paramValue = z
  .string({ error: 'Must be text' })
  .max(PARAM_VALUE_MAX, `At most ${PARAM_VALUE_MAX} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** The list's URL search params the view applies: filter name → value (an empty value = not set). */
export const viewQuery = z
  .record(paramName, paramValue, { error: 'Must be an object of text values' })
  .refine((q) => Object.keys(q).length <= VIEW_QUERY_MAX_PARAMS, `At most ${VIEW_QUERY_MAX_PARAMS} filters`);
export type ViewQuery = z.infer<typeof viewQuery>;

const viewName = requiredText(VIEW_NAME_MAX, 'Name');

/** POST /api/views */
export const savedViewCreate = z.object({
  list: viewListKey,
  name: viewName,
  query: viewQuery,
  shared: z.boolean({ error: 'Must be true or false' }).default(false),
});
export type SavedViewCreate = z.input<typeof savedViewCreate>;

/** PUT /api/views/{id}: rename, update the filters, share or unshare; what is left out stays. */
export const savedViewUpdate = z.object({
  name: viewName.optional(),
  query: viewQuery.optional(),
  shared: z.boolean({ error: 'Must be true or false' }).optional(),
  /** the version the client read: a newer stored view answers 409 */
  updated_at: seenUpdatedAt,
});
export type SavedViewUpdate = z.input<typeof savedViewUpdate>;

/** GET /api/views?list= */
export const savedViewsQuery = z.object({ list: viewListKey });

export const savedView = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  shared: z.boolean(),
  owner_id: z.number().int(),
  /** how the menu names whose shared view it is */
  owner_name: z.string(),
  /** the signed-in user owns it: may rename, update, share and delete it */
  mine: z.boolean(),
  created_at: sentTime,
  updated_at: sentTime,
});
export type SavedView = Sent<z.output<typeof savedView>>;

/** Mine first (by name), then the shared views of others (by name). */
export const savedViewList = z.object({ results: z.array(savedView) });

export const savedViewParams = z.object({ id: idSchema });
