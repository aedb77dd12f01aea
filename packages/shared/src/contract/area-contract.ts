import { z } from 'zod';
import { namedResultsPageSchema, sentTime } from '../api.js';
import { idParams } from '../schemas/common.js';
import { deletedRecord } from '../schemas/trash.js';
import { endpoint } from './endpoint.js';

/** What an area declares once; its standard endpoints follow (areaContract). */
export interface AreaDeclaration<
  Rec extends z.ZodType,
  In extends z.ZodType,
  Saved extends z.ZodType,
  Item extends z.ZodType,
  ListQ extends z.ZodType,
  RowsKey extends string = 'results',
> {
  /** the collection's path, '/api/tiktoks'; the record's is `${base}/:id` unless `paths` says */
  base: string;
  /** how summaries name one record: 'TikTok' */
  noun: string;
  record: Rec;
  input: In;
  saved: Saved;
  /** the paged list; `rowsKey` names its rows where SPEC does not say `results` (users: `records`) */
  list: { item: Item; query: ListQ; summary: string; rowsKey?: RowsKey };
  /** SPEC paths that do not follow `${base}` (/api/advertisements_admin, /api/user1…) */
  paths?: Partial<Record<'page' | 'one' | 'create' | 'update' | 'remove', string>>;
  /** per-endpoint summaries where the default says too little (the 400 a create answers…) */
  summaries?: Partial<Record<'one' | 'create' | 'update' | 'remove', string>>;
}

/*
 * The record calls one by one, for an area that has only some of them (titles: the whole list,
 * one, update) or whose calls differ from the standard ones (collections: create takes its own
 * body). areaContract builds the standard set from them.
 */

/** What a save answers in the areas whose write hands back the row it wrote: the id and its new version. */
export const savedVersion = z.object({ id: z.number().int(), updated_at: sentTime.optional() });

/** GET {path}: a page of the list, its rows under `rowsKey`; the page carries the key for the server. */
export const pageEndpoint = <Item extends z.ZodType, Q extends z.ZodType, K extends string>(
  path: string,
  summary: string,
  query: Q,
  item: Item,
  rowsKey: K,
) => ({
  ...endpoint({ method: 'GET', path, summary, query, response: namedResultsPageSchema(item, rowsKey) }),
  rowsKey,
});

/** GET {path}: a short list shown whole (no pages), `{ [rowsKey]: rows }` (titles, plans, collections). */
export const wholeListEndpoint = <Item extends z.ZodType, K extends string>(
  path: string,
  summary: string,
  item: Item,
  rowsKey: K,
) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    // a computed key types as an index signature; it is exactly the one key K
    response: z.object({ [rowsKey]: z.array(item) } as Record<K, z.ZodArray<Item>>),
  });

/** GET {path} (`:id`): one record. */
export const oneEndpoint = <R extends z.ZodType>(path: string, summary: string, record: R) =>
  endpoint({ method: 'GET', path, summary, params: idParams, response: record });

/** POST {path}: a new record; answers 201 unless SPEC says otherwise. */
export const createEndpoint = <B extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  saved: R,
  status = 201,
) => endpoint({ method: 'POST', path, summary, body, response: saved, status });

/** PUT {path} (`:id`): the record's new values (409 when updated_at is stale). */
export const updateEndpoint = <B extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  saved: R,
) => endpoint({ method: 'PUT', path, summary, params: idParams, body, response: saved });

/** DELETE {path} (`:id`): the record to the trash; data.batch is what Undo restores. */
export const removeEndpoint = (path: string, summary: string) =>
  endpoint({ method: 'DELETE', path, summary, params: idParams, response: deletedRecord });

/**
 * An area's standard endpoints from one declaration: a page of the list, one record, create,
 * replace, and delete (to the trash). Each path can be overridden for SPEC's odd ones.
 */
export function areaContract<
  Rec extends z.ZodType,
  In extends z.ZodType,
  Saved extends z.ZodType,
  Item extends z.ZodType,
  ListQ extends z.ZodType,
  RowsKey extends string = 'results',
>(area: AreaDeclaration<Rec, In, Saved, Item, ListQ, RowsKey>) {
  const { base, noun, list, paths = {}, summaries = {} } = area;
  const onePath = `${base}/:id`;
  // RowsKey is 'results' exactly when the declaration names no key (its default)
  const rowsKey = list.rowsKey ?? ('results' as RowsKey);
  return {
    page: pageEndpoint(paths.page ?? base, list.summary, list.query, list.item, rowsKey),
    one: oneEndpoint(paths.one ?? onePath, summaries.one ?? `One ${noun}`, area.record),
    create: createEndpoint(
      paths.create ?? base,
      summaries.create ?? `Create a ${noun}`,
      area.input,
      area.saved,
    ),
    update: updateEndpoint(
      paths.update ?? onePath,
      summaries.update ?? `Replace a ${noun} (409 when updated_at is stale)`,
      area.input,
      area.saved,
    ),
    remove: removeEndpoint(
      paths.remove ?? onePath,
      summaries.remove ?? `Move a ${noun} to the trash (data.batch: what Undo restores)`,
    ),
  };
}
