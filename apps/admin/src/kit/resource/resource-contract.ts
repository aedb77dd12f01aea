import type {
  bulkResult,
  Endpoint,
  FileEndpoint,
  InputOf,
  importResult,
  listCountSchema,
  listFacetsSchema,
  ResponseOf,
  trashRestoreBody,
  trashRestoreResult,
} from '@adlib/shared';
import type { z } from 'zod';

/** A record call's `:id`. */
type IdParams = z.ZodType<{ id: number }>;
/** A bulk call: a JSON body, answering how many rows changed (decision 017). */
export type BulkCall = Endpoint<'POST', undefined, undefined, z.ZodType, typeof bulkResult>;
/** A create or update: answers the record's id and new version. */
type Write<M extends 'POST' | 'PUT', P extends IdParams | undefined = undefined> = Endpoint<
  M,
  P,
  undefined,
  z.ZodType,
  z.ZodType<{ id: number; updated_at?: Date | string }>
>;
/** An upload route: its endpoint and the folder its files go to. */
export type UploadEndpoint = Endpoint<'POST'> & { folder: string };

/**
 * The calls of an area's contract (packages/shared/src/areas) a resource's hooks use; an area
 * has the ones it declares, and a hook for one it lacks is not in its resource's type.
 */
export interface ResourceContract {
  /** GET: a page of the list (`total` + `results`, SPEC's users: `records`) */
  page?: Endpoint<'GET'>;
  /** GET: a short list answered whole, `{ results | records }` (titles, plans, collections) */
  all?: Endpoint<'GET', undefined, undefined, undefined>;
  /** GET one record */
  one?: Endpoint<'GET', IdParams>;
  create?: Write<'POST'>;
  /** the record's `updated_at` is sent back: 409 when stale */
  update?: Write<'PUT', IdParams>;
  /** to the trash; its answer's batch is what Undo restores */
  remove?: Endpoint<'DELETE', IdParams, undefined, undefined, z.ZodType<{ batch?: string }>>;
  trash?: {
    restore: Endpoint<'POST', undefined, undefined, typeof trashRestoreBody, typeof trashRestoreResult>;
  };
  /** POST { ids | filter, action } (decision 017) */
  bulk?: BulkCall;
  /** POST { ids | filter, field, value }: one field set on many rows */
  bulkEdit?: BulkCall;
  /** GET: how many rows the list's filters match, where its pages do not say (SPEC's users) */
  count?: Endpoint<'GET', undefined, z.ZodType, undefined, typeof listCountSchema>;
  /** GET: each filter's option counts under the search and the other filters (decision 025) */
  facets?: Endpoint<'GET', undefined, z.ZodType, undefined, typeof listFacetsSchema>;
  export?: FileEndpoint;
  import?: Endpoint<'POST', undefined, undefined, undefined, typeof importResult>;
  upload?: UploadEndpoint;
  /** several files per record: the area's upload routes by name */
  uploads?: Record<string, UploadEndpoint>;
}

/** The rows of a list answer, whichever name SPEC gives them. */
type RowsOf<Answer> = Answer extends { results: readonly (infer Row)[] }
  ? Row
  : Answer extends { records: readonly (infer Row)[] }
    ? Row
    : never;

/** One record as GET one answers it. */
export type RecordOf<C extends ResourceContract> = ResponseOf<NonNullable<C['one']>>;
/** The contract's list call: its page, else its whole list. */
type ListCall<C> = C extends { page: infer E extends Endpoint }
  ? E
  : C extends { all: infer E extends Endpoint }
    ? E
    : never;
/** A row of the list, paged or whole. */
export type ItemOf<C extends ResourceContract> = RowsOf<ResponseOf<ListCall<C>>> & { id: number };
/** What the contract's `K` call sends, when it declares one. */
type BodyOf<C, K extends 'create' | 'update'> =
  C extends Record<K, infer E extends Endpoint> ? InputOf<E['body']> : never;
/** What a create or an update sends (an area may have only one of them: titles update). */
export type InputOfContract<C extends ResourceContract> = BodyOf<C, 'create'> | BodyOf<C, 'update'>;
