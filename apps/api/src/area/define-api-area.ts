import type { Endpoint, FileEndpoint, HistoryEndpoints, ParsedOf, TrashEndpoints } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthUser, RouteRole } from '../auth/roles.js';
import type { Tx } from '../db/audit.js';
import type { AuditedEntity } from '../db/audited-write.js';
import type { Db } from '../db/client.js';
import type { HistoryArea } from '../history/history-area.js';
import { registerHistory } from '../history/index.js';
import { type Served, serve } from '../http/serve.js';
import type { BulkRoutes } from '../lists/bulk/register-bulk.js';
import type { BuildChange } from '../lists/bulk/set-column.js';
import type { CompiledList } from '../lists/compile.js';
import type { PageRowBase } from '../lists/declaration.js';
import type { FindDeclaration } from '../lists/find.js';
import type { ImportTarget } from '../lists/import/target.js';
import {
  registerBulkRoutes,
  registerImportRoute,
  registerList,
  registerSlotsUploadRoute,
  registerUploadRoute,
} from '../lists/index.js';
import type { SlotsUploadRouteOptions } from '../lists/slots-upload-route.js';
import type { UploadRouteOptions } from '../lists/upload-route.js';
import { declareLiveArea } from '../live/index.js';
import { recordMediaQueue } from '../media-jobs/record-media.js';
import { registerTrash, type Trashable } from '../trash/index.js';

type IdParams = z.ZodType<{ id: number }>;

/**
 * An area's record calls as its shared contract declares them (packages/shared areaContract, or
 * one by one: pageEndpoint, wholeListEndpoint, oneEndpoint, …). A call the area does not have is
 * absent from its contract, and then neither registered nor asked of its records.
 */
export interface RecordEndpoints {
  /** a page of the list on the engine; `rowsKey` names its rows (`results`, users' `records`) */
  page?: Endpoint<'GET'> & { rowsKey: string };
  /** a short list shown whole, no pages (titles, plans, collections) */
  all?: Endpoint<'GET', undefined, undefined, undefined>;
  one?: Endpoint<'GET', IdParams, undefined, undefined, z.ZodType<object, object>>;
  create?: Endpoint<'POST', undefined, undefined, z.ZodType>;
  update?: Endpoint<'PUT', IdParams, undefined, z.ZodType>;
  remove?: Endpoint<'DELETE', IdParams>;
}

type Call<C, K extends keyof RecordEndpoints> = C extends {
  [P in K]: infer E extends NonNullable<RecordEndpoints[K]>;
}
  ? E
  : never;
type Answer<C, K extends keyof RecordEndpoints> = z.input<Call<C, K>['response']>;
/** What the area's write of call K takes: its body as parsed. */
type Values<C, K extends keyof RecordEndpoints> = ParsedOf<Call<C, K>['body']>;
/** Part is required when the contract declares call K; otherwise it may be there (recordCrud gives every one). */
type Behind<C, K extends string, Part> = C extends Record<K, object> ? Part : Partial<Part>;
type Actor = AuthUser | undefined;

/**
 * The record reads and writes behind the contract's calls, one for each call it declares
 * (area/record-crud.ts recordCrud makes them all for a plain table).
 */
export type AreaRecords<C extends RecordEndpoints> = {
  entity: AuditedEntity<{ updated_at: Date }>;
  /** whether a record is there: the uploads ask it before storing a file */
  exists?: (db: Db, id: number) => Promise<boolean>;
} & Behind<C, 'all', { all: (db: Db) => Promise<Answer<C, 'all'>> }> &
  Behind<C, 'one', { get: (db: Db, id: number) => Promise<Answer<C, 'one'>> }> &
  /** answers what the create call sends back: the id and the new version */
  Behind<
    C,
    'create',
    { create: (db: Db, actor: Actor, values: Values<C, 'create'>) => Promise<Answer<C, 'create'>> }
  > &
  Behind<
    C,
    'update',
    {
      update: (db: Db, actor: Actor, id: number, values: Values<C, 'update'>) => Promise<Answer<C, 'update'>>;
    }
  > &
  Behind<C, 'remove', { trash: Trashable; remove: (db: Db, actor: Actor, id: number) => Promise<string> }> &
  /** a bulk delete: many records to the trash under one batch */
  Behind<
    C,
    'bulk',
    { removeMany: (db: Db, actor: Actor, ids: readonly number[], batch: string) => Promise<number[]> }
  >;

/**
 * The records as the registration reads them, whatever the contract: each call there when its
 * endpoint is (ApiArea's type checked that). Methods, so each area's own value types fit.
 */
interface RecordCalls {
  entity: AuditedEntity<{ updated_at: Date }>;
  trash?: Trashable;
  exists?(db: Db, id: number): Promise<boolean>;
  all?(db: Db): Promise<unknown>;
  get?(db: Db, id: number): Promise<object>;
  create?(db: Db, actor: Actor, values: unknown): Promise<unknown>;
  update?(db: Db, actor: Actor, id: number, values: unknown): Promise<unknown>;
  remove?(db: Db, actor: Actor, id: number): Promise<string>;
  removeMany?(db: Db, actor: Actor, ids: readonly number[], batch: string): Promise<number[]>;
}

/** The role and tags a route is registered with. */
export interface RouteAccess {
  role: RouteRole;
  tags: string[];
}

/**
 * A call of the area's contract beyond its records and capabilities (a switch, a check, an
 * order, a public read): `areaCall` for a JSON answer, or the kit function of a route that
 * streams (the ads' curation feed), registered with the area's role and tags.
 */
export type AreaCall = (app: FastifyInstance, access: RouteAccess) => void;

/**
 * A contract endpoint and its handler, checked against each other here, served with the area's
 * tags and role, or `role` where this call's differs (a public read).
 */
export const areaCall =
  <E extends Endpoint>(
    endpoint: E,
    handler: (input: Served<E>) => Promise<z.input<E['response']>>,
    role?: RouteRole,
  ): AreaCall =>
  (app, access) =>
    serve(app, endpoint, role ? { ...access, role } : access, handler);

type Shared = 'role' | 'tags';

/** What an endpoint gives a route registration that takes a path and a summary. */
const route = (e: { path: string; summary: string }) => ({ url: e.path, summary: e.summary });

/** The contract's upload endpoint a route serves: its path, summary and folder come from it. */
type UploadEndpoint = { path: string; summary: string; folder: string };
type Upload<O> = Omit<O, Shared | 'exists' | 'url' | 'summary' | 'folder'> & { endpoint: UploadEndpoint };

/** The area's capabilities beyond its record calls, as its contract declares them. */
export interface CapabilityEndpoints {
  bulk?: Endpoint<'POST', undefined, undefined, z.ZodType>;
  bulkEdit?: Endpoint<'POST', undefined, undefined, z.ZodType>;
  export?: FileEndpoint;
  import?: Endpoint<'POST'>;
  /** the list's total alone, for clients that ask it apart from the page */
  count?: Endpoint<'GET'>;
  /** each filter's option counts (decision 025) */
  facets?: Endpoint<'GET'>;
  /** the area's trash (shared trashEndpoints): registered when the contract has it */
  trash?: TrashEndpoints;
  /** its records' versions (shared historyEndpoints) */
  history?: HistoryEndpoints;
}

/** A server part the area must give exactly when its contract has capability K. */
type WhenDeclared<C, K extends string, Part, Key extends string = K> =
  C extends Record<K, object> ? { [P in Key]: Part } : { [P in Key]?: never };

/**
 * Everything the API registers for an area, declared once (issue 24 §4). The contract says
 * which calls and capabilities it has; the declaration gives the server's part of each (the
 * records behind the calls, how a bulk action changes rows, what an import writes), and must
 * give it exactly for those.
 */
export type ApiArea<C extends RecordEndpoints & CapabilityEndpoints, TRow extends PageRowBase, TItem> = {
  /** the shared contract: SPEC's paths and the schemas of every call */
  contract: C;
  role: 'admin' | 'super';
  /** the role of the reads (the list, one record) where wider than `role`: another area's form reads them */
  readRole?: 'admin';
  tags: string[];
  records: AreaRecords<C>;
  uploads?: readonly Upload<UploadRouteOptions>[];
  slotUploads?: readonly Upload<SlotsUploadRouteOptions>[];
  /** the area's other calls: its contract's other endpoints through `areaCall`, a finder… */
  calls?: readonly AreaCall[];
} & WhenDeclared<C, 'page', ServerParts<TRow, TItem>['list'], 'list'> &
  /** {base}/:id/history and its restore, through the area's own update */
  WhenDeclared<C, 'history', HistoryPart<Values<C, 'update'>>> &
  WhenDeclared<C, 'bulk', ServerParts['bulk']> &
  WhenDeclared<C, 'bulkEdit', ServerParts<TRow, TItem, BulkEditOf<C>>['bulkEdit']> &
  WhenDeclared<C, 'import', ServerParts['import']>;

/** The server's part of a record's history: the edit's schema, the area's own audit actions. */
type HistoryPart<V> = Pick<HistoryArea<V>, 'kinds' | 'toValues'> & {
  input: z.ZodType<V>;
  /** the record as its audit entries hold it, where that differs from what `records.get` answers */
  load?: HistoryArea<V>['load'];
};

/** What the contract's bulk-edit body parses to: an area's change reads its own fields. */
type BulkEditOf<C> = C extends { bulkEdit: { body: infer B } } ? ParsedOf<B> : never;

/** The server's part of each capability the contract may declare. */
interface ServerParts<TRow extends PageRowBase = PageRowBase, TItem = unknown, Edit = BulkEditBody> {
  /** the paged list on the engine (compiled once at start), the command palette's search */
  list?: { compiled: CompiledList<TRow, TItem>; find?: FindDeclaration<TItem> };
  bulk?: {
    noun: string;
    /** each action but delete as a set-wise change (delete goes through records.removeMany) */
    change: Record<string, BuildChange>;
  };
  /** the edited field's change; may check the value against the database first (400 naming it) */
  bulkEdit?: { change: (edit: Edit, tx: Tx) => BuildChange | Promise<BuildChange> };
  import?: { target: ImportTarget<z.ZodObject> };
  history?: HistoryPart<unknown>;
}

/** The path a capability's routes hang from, read off its declared endpoint: '/api/users/:id/history' → '/api/users'. */
function under(endpoint: { path: string }, suffix: string): string {
  if (!endpoint.path.endsWith(suffix)) throw new Error(`${endpoint.path}: expected to end in ${suffix}`);
  return endpoint.path.slice(0, -suffix.length);
}

/** Checks an area's declaration against its types; `apiAreaRoutes` registers it. */
export const defineApiArea = <
  C extends RecordEndpoints & CapabilityEndpoints,
  TRow extends PageRowBase,
  TItem,
>(
  area: ApiArea<C, TRow, TItem>,
) => area;

/** The Fastify plugin of a declared area: every route it declared, through the kit. */
export function apiAreaRoutes<
  C extends RecordEndpoints & CapabilityEndpoints,
  TRow extends PageRowBase,
  TItem,
>(area: ApiArea<C, TRow, TItem>): FastifyPluginAsyncZod {
  return async (app) => {
    const { contract, role, tags } = area;
    const access = { role, tags };
    const read = { role: area.readRole ?? role, tags };
    // the declaration gave each part its contract declares (ApiArea's type checked that)
    const media = mediaQueueOf(app, area.records);
    const records: RecordCalls = media ? queuingMedia(area.records, media) : area.records;
    const parts: ServerParts<TRow, TItem> = area;
    const { entity } = records;
    // its records' changes reach the live streams of those who may read them (decision 032)
    declareLiveArea(app, entity.name, contract, read.role);

    if (contract.page && parts.list)
      registerList(app, parts.list.compiled, {
        entity: entity.name,
        ...read,
        page: {
          ...route(contract.page),
          item: itemSchemaOf(contract.page),
          resultsKey: contract.page.rowsKey,
        },
        ...(parts.list.find && { find: parts.list.find }),
        ...(contract.export && { export: route(contract.export) }),
        ...(contract.count && { count: route(contract.count) }),
        ...(contract.facets && { facets: route(contract.facets) }),
      });
    serveRecordCalls(app, contract, records, access, read);

    const load = parts.history?.load ?? records.get;
    if (contract.history && parts.history && load && records.update)
      registerHistory(app, {
        endpoints: contract.history,
        ...access,
        entity,
        input: parts.history.input,
        load,
        save: records.update,
        ...(parts.history.kinds && { kinds: parts.history.kinds }),
        ...(parts.history.toValues && { toValues: parts.history.toValues }),
      });
    // deletes go to the trash either way; its screen's calls are there when the contract has them
    if (contract.trash && records.trash)
      registerTrash(app, {
        endpoints: contract.trash,
        ...access,
        trash: records.trash,
        // a restored record is as if written again: its media (processed meanwhile, or not) and
        // its duplicates (a media that became ready while it was away made no pairs for it)
        ...(media && { restored: media.written }),
      });

    if (contract.bulk && parts.bulk && records.removeMany) {
      const routes: BulkRoutes<string, BulkEditBody> = {
        url: under(contract.bulk, '/bulk'),
        ...access,
        entity: entity.name,
        noun: parts.bulk.noun,
        actions: { body: contract.bulk.body, change: parts.bulk.change, remove: records.removeMany },
        ...(contract.bulkEdit &&
          parts.bulkEdit && { edit: { body: contract.bulkEdit.body, change: parts.bulkEdit.change } }),
      };
      if (parts.list) registerBulkRoutes(app, parts.list.compiled, routes);
    }

    if (contract.import && parts.import)
      registerImportRoute(app, {
        ...route(contract.import),
        target: parts.import.target,
        ...access,
        ...(media && { afterBatch: media.imported }),
      });
    registerUploads(app, area, records, access);
    for (const call of area.calls ?? []) call(app, access);
  };
}

/** The media queue of an area whose records hold media (its trash declares the columns). */
function mediaQueueOf(app: FastifyInstance, records: RecordCalls) {
  const { trash } = records;
  return trash?.media?.length
    ? recordMediaQueue(app, { table: trash.table, columns: trash.media })
    : undefined;
}

/**
 * The records with their creates and updates (a form's save, a restore from history) followed,
 * once committed, by queueing the media the record holds (decision 023): once, here, for every
 * area whose records hold media.
 */
function queuingMedia(records: RecordCalls, media: ReturnType<typeof recordMediaQueue>): RecordCalls {
  const { create, update } = records;
  return {
    ...records,
    ...(create && {
      async create(db: Db, actor: Actor, values: unknown) {
        const saved = await create(db, actor, values);
        const { id } = saved as { id?: unknown };
        if (typeof id === 'number') await media.written([id]);
        return saved;
      },
    }),
    ...(update && {
      async update(db: Db, actor: Actor, id: number, values: unknown) {
        const saved = await update(db, actor, id, values);
        await media.written([id]);
        return saved;
      },
    }),
  };
}

/** The record calls the contract declares, through serve: paths, schemas and status from it. */
function serveRecordCalls(
  app: FastifyInstance,
  contract: RecordEndpoints,
  records: RecordCalls,
  access: RouteAccess,
  read: RouteAccess,
) {
  const { db } = app;
  const { all, get, create, update, remove } = records;
  if (contract.all && all) serve(app, contract.all, read, () => all(db));
  if (contract.one && get) serve(app, contract.one, read, ({ params }) => get(db, params.id));
  if (contract.create && create)
    serve(app, contract.create, access, ({ user, body }) => create(db, user, body));
  if (contract.update && update)
    serve(app, contract.update, access, ({ user, params, body }) => update(db, user, params.id, body));
  if (contract.remove && remove)
    serve(app, contract.remove, access, async ({ user, params }) => ({
      id: params.id,
      batch: await remove(db, user, params.id),
    }));
}

/** The uploads' routes; each asks `records.exists` before it stores a file. */
function registerUploads(
  app: FastifyInstance,
  area: Pick<ApiArea<RecordEndpoints, PageRowBase, unknown>, 'uploads' | 'slotUploads'>,
  records: RecordCalls,
  access: { role: ApiArea<RecordEndpoints, PageRowBase, unknown>['role']; tags: string[] },
) {
  const { uploads = [], slotUploads = [] } = area;
  if (uploads.length + slotUploads.length === 0) return;
  const { exists } = records;
  if (!exists) throw new Error(`${records.entity.label}: uploads need records.exists`);
  for (const { endpoint, ...upload } of uploads)
    registerUploadRoute(app, { ...upload, ...route(endpoint), folder: endpoint.folder, ...access, exists });
  for (const { endpoint, ...upload } of slotUploads)
    registerSlotsUploadRoute(app, {
      ...upload,
      ...route(endpoint),
      folder: endpoint.folder,
      ...access,
      exists,
    });
}

type BulkEditBody = Parameters<NonNullable<BulkRoutes<string, never>['edit']>['change']>[0] & {
  field: string;
};

/** The list page's item schema, for the OpenAPI document: the element of `data[rowsKey]`. */
function itemSchemaOf(page: NonNullable<RecordEndpoints['page']>): z.ZodType {
  // a page endpoint's response is an object whose rowsKey holds the array of items
  const shape = (page.response as z.ZodObject<Record<string, z.ZodArray<z.ZodType>>>).shape;
  const rows = shape[page.rowsKey];
  if (!rows) throw new Error(`${page.path}: the answer has no ${page.rowsKey}`);
  return rows.element;
}
