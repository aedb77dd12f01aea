import type { z } from 'zod';
import { resultsPageSchema } from '../api.js';
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
> {
  /** the collection's path, '/api/tiktoks'; the record's is `${base}/:id` unless `paths` says */
  base: string;
  /** how summaries name one record: 'TikTok' */
  noun: string;
  record: Rec;
  input: In;
  saved: Saved;
  list: { item: Item; query: ListQ; summary: string };
  /** SPEC paths that do not follow `${base}` (/api/advertisements_admin, /api/user1…) */
  paths?: Partial<Record<'page' | 'one' | 'create' | 'update' | 'remove', string>>;
  /** per-endpoint summaries where the default says too little (the 400 a create answers…) */
  summaries?: Partial<Record<'one' | 'create' | 'update' | 'remove', string>>;
}

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
>(area: AreaDeclaration<Rec, In, Saved, Item, ListQ>) {
  const { base, noun, paths = {}, summaries = {} } = area;
  const onePath = `${base}/:id`;
  return {
    page: endpoint({
      method: 'GET',
      path: paths.page ?? base,
      summary: area.list.summary,
      query: area.list.query,
      response: resultsPageSchema(area.list.item),
    }),
    one: endpoint({
      method: 'GET',
      path: paths.one ?? onePath,
      summary: summaries.one ?? `One ${noun}`,
      params: idParams,
      response: area.record,
    }),
    create: endpoint({
      method: 'POST',
      path: paths.create ?? base,
      summary: summaries.create ?? `Create a ${noun}`,
      body: area.input,
      response: area.saved,
      status: 201,
    }),
    update: endpoint({
      method: 'PUT',
      path: paths.update ?? onePath,
      summary: summaries.update ?? `Replace a ${noun} (409 when updated_at is stale)`,
      params: idParams,
      body: area.input,
      response: area.saved,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: paths.remove ?? onePath,
      summary: summaries.remove ?? `Move a ${noun} to the trash (data.batch: what Undo restores)`,
      params: idParams,
      response: deletedRecord,
    }),
  };
}
