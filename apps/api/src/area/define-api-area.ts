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
import { registerTrash, type Trashable } from '../trash/index.js';

/**
 * An area's record endpoints as its shared contract declares them (packages/shared areaContract).
 * Its list is either a page on the list engine (`page`) or, for a short list answered whole,
 * every row at once (`all`: the blog's categories); an area without an edit screen of its own
 * has no `one`.
 */
export interface RecordEndpoints {
  page?: Endpoint<'GET'>;
  all?: Endpoint<'GET', undefined, undefined, undefined>;
  one?: Endpoint<'GET', z.ZodType<{ id: number }>, undefined, undefined, z.ZodType<object, object>>;
  create: Endpoint<'POST', undefined, undefined, z.ZodType>;
  update: Endpoint<'PUT', z.ZodType<{ id: number }>, undefined, z.ZodType>;
  remove: Endpoint<'DELETE', z.ZodType<{ id: number }>>;
}

/** What the create takes (it may say more than the edit: an article's author). */
type CreateValues<C extends RecordEndpoints> = ParsedOf<C['create']['body']>;
/** What the edit, and so a history restore, takes. */
type Values<C extends RecordEndpoints> = ParsedOf<C['update']['body']>;
type OneOf<C extends RecordEndpoints> = NonNullable<C['one']>;
type AllOf<C extends RecordEndpoints> = NonNullable<C['all']>;

/** Part when the contract declares any of the keys K, else none of Part's keys. */
type Needs<C, K extends string, Part> = C extends AnyOf<K> ? Part : { [P in keyof Part]?: never };
type AnyOf<K extends string> = K extends string ? { [P in K]: object } : never;

/** Every record call an area may have; which of the optional ones it must give, AreaRecords says. */
interface RecordCalls<C extends RecordEndpoints> {
  entity: AuditedEntity<{ updated_at: Date }>;
  trash: Trashable;
  /** the record `one` answers (and history loads) */
  get?: (db: Db, id: number) => Promise<z.input<OneOf<C>['response']>>;
  /** whether the record an upload names is there */
  exists?: (db: Db, id: number) => Promise<boolean>;
  /** answers what the create call sends back: the id and the new version */
  create: (
    db: Db,
    actor: AuthUser | undefined,
    values: CreateValues<C>,
  ) => Promise<z.input<C['create']['response']>>;
  update: (
    db: Db,
    actor: AuthUser | undefined,
    id: number,
    values: Values<C>,
  ) => Promise<z.input<C['update']['response']>>;
  remove: (db: Db, actor: AuthUser | undefined, id: number) => Promise<string>;
  /** a bulk delete's writes */
  removeMany?: (
    db: Db,
    actor: AuthUser | undefined,
    ids: readonly number[],
    batch: string,
  ) => Promise<number[]>;
}
/** The optional calls K of T, given. */
type Given<T, K extends keyof T> = { [P in K]-?: NonNullable<T[P]> };

/**
 * The record writes the routes call (area/record-crud.ts recordCrud makes them for a plain
 * table): `get` when the contract has `one`, `removeMany` when it has `bulk`, `exists` when it
 * has uploads.
 */
export type AreaRecords<C extends RecordEndpoints> = RecordCalls<C> &
  Needs<C, 'one', Given<RecordCalls<C>, 'get'>> &
  Needs<C, 'bulk', Given<RecordCalls<C>, 'removeMany'>> &
  Needs<C, 'upload' | 'uploads', Given<RecordCalls<C>, 'exists'>>;

type Shared = 'role' | 'tags';

/** What an endpoint gives a route registration that takes a path and a summary. */
const route = (e: { path: string; summary: string }) => ({ url: e.path, summary: e.summary });

/** The contract's upload endpoint a route serves: its path, summary and folder come from it. */
type UploadEndpoint = { path: string; summary: string; folder: string };
type Upload<O> = Omit<O, Shared | 'exists' | 'url' | 'summary' | 'folder'> & { endpoint: UploadEndpoint };

/** The area's capabilities beyond its record calls, as its contract declares them. */
export interface CapabilityEndpoints {
  /** the area's trash (shared trashEndpoints): registered when the contract has it */
  trash?: TrashEndpoints;
  /** its records' versions (shared historyEndpoints): an area declares `history` only with these */
  history?: HistoryEndpoints;
  bulk?: Endpoint<'POST', undefined, undefined, z.ZodType>;
  bulkEdit?: Endpoint<'POST', undefined, undefined, z.ZodType>;
  export?: FileEndpoint;
  import?: Endpoint<'POST'>;
}

/** A server part the area must give exactly when its contract has capability K. */
type WhenDeclared<C, K extends string, Part> =
  C extends Record<K, object> ? { [P in K]: Part } : { [P in K]?: never };

/**
 * Everything the API registers for an area, declared once (issue 24 §4). The contract says
 * which capabilities it has; the declaration gives the server's part of each (how a bulk
 * action changes rows, what an import writes), and must give it exactly for those.
 */
export type ApiArea<
  C extends RecordEndpoints & CapabilityEndpoints,
  TRow extends PageRowBase,
  TItem,
> = AreaParts<C, TRow, TItem> &
  (C extends { all: object } ? { list: { all: unknown } } : { list: { compiled: unknown } }) &
  (C extends { one: object; history: object } ? unknown : { history?: never }) &
  WhenDeclared<C, 'bulk', ServerParts['bulk']> &
  WhenDeclared<C, 'bulkEdit', ServerParts<BulkEditOf<C>>['bulkEdit']> &
  WhenDeclared<C, 'import', ServerParts['import']>;

/** What every area declares; ApiArea says which of the optional ones it must or must not. */
interface AreaParts<C extends RecordEndpoints & CapabilityEndpoints, TRow extends PageRowBase, TItem> {
  /** the shared contract: SPEC's paths and the schemas of every call */
  contract: C;
  role: 'admin' | 'super';
  tags: string[];
  records: AreaRecords<C>;
  /**
   * The list on the engine (compiled once at start; the command palette's search) when the
   * contract has `page`; when it has `all`, the query that answers every row.
   */
  list: EngineList<TRow, TItem> | { all: (db: Db) => Promise<z.input<AllOf<C>['response']>> };
  /** the contract's history endpoints, served through the area's own update and `one`'s get */
  history?: Pick<HistoryArea<Values<C>>, 'kinds' | 'toValues'> & { input: z.ZodType<Values<C>> };
  uploads?: readonly Upload<UploadRouteOptions>[];
  slotUploads?: readonly Upload<SlotsUploadRouteOptions>[];
  /** the contract's other calls (a switch, a check, an order, a feed), each an `AreaCall` */
  calls?: readonly AreaCall[];
}

interface EngineList<TRow extends PageRowBase, TItem> {
  compiled: CompiledList<TRow, TItem>;
  find?: FindDeclaration<TItem>;
  count?: { url: string; summary: string };
}

/**
 * A call of the area's contract beyond its records and capabilities, registered with the area's
 * role and tags: `areaCall` for a JSON answer, or the kit function of a route that streams.
 */
export type AreaCall = (app: FastifyInstance, access: { role: RouteRole; tags: string[] }) => void;

/** A contract endpoint and its handler (given the database), checked against each other here. */
export const areaCall =
  <E extends Endpoint>(
    endpoint: E,
    handler: (input: Served<E> & { db: Db }) => Promise<z.input<E['response']>>,
  ): AreaCall =>
  (app, access) =>
    serve(app, endpoint, access, (input) => handler({ ...input, db: app.db }));

/** What the contract's bulk-edit body parses to: the change of an area reads its own fields. */
type BulkEditOf<C> = C extends { bulkEdit: { body: infer B } } ? ParsedOf<B> : never;

/** The server's part of each capability the contract may declare. */
interface ServerParts<Edit = BulkEditBody> {
  bulk?: {
    noun: string;
    /** each action but delete as a set-wise change (delete goes through records.removeMany) */
    change: Record<string, BuildChange>;
  };
  /** the edited field's change; may check the value against the database first (400 naming it) */
  bulkEdit?: { change: (edit: Edit, tx: Tx) => BuildChange | Promise<BuildChange> };
  import?: { target: ImportTarget<z.ZodObject> };
}

/** The collection's path, '/api/tiktoks', from which the bulk paths follow. */
const baseOf = (contract: RecordEndpoints) => contract.create.path;

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
    // the declaration's parts as declared; ApiArea's type checked which it must have
    const declared: AreaParts<C, TRow, TItem> = area;
    const records: RecordCalls<C> = area.records;
    const { contract, role, tags, list, history } = declared;
    const access = { role, tags };
    const base = baseOf(contract);
    const { entity } = records;

    registerAreaList(app, declared, access);

    const { get } = records;
    if (contract.one && get)
      serve<OneOf<C>>(app, contract.one, access, ({ params }) => get(app.db, params.id));
    if (history && get && contract.history)
      registerHistory(app, {
        endpoints: contract.history,
        ...access,
        entity,
        input: history.input,
        load: get,
        save: records.update,
        ...(history.kinds && { kinds: history.kinds }),
        ...(history.toValues && { toValues: history.toValues }),
      });
    // deletes go to the trash either way; its screen's calls are there when the contract has them
    if (contract.trash) registerTrash(app, { endpoints: contract.trash, ...access, trash: records.trash });

    serve<C['create']>(app, contract.create, access, ({ user, body }) => records.create(app.db, user, body));
    serve<C['update']>(app, contract.update, access, ({ user, params, body }) =>
      records.update(app.db, user, params.id, body),
    );
    serve(app, contract.remove, access, async ({ user, params }) => ({
      id: params.id,
      batch: await records.remove(app.db, user, params.id),
    }));

    const parts: ServerParts = area;
    if (contract.bulk && parts.bulk && records.removeMany && 'compiled' in list) {
      const routes: BulkRoutes<string, BulkEditBody> = {
        url: base,
        ...access,
        entity: entity.name,
        noun: parts.bulk.noun,
        actions: { body: contract.bulk.body, change: parts.bulk.change, remove: records.removeMany },
        ...(contract.bulkEdit &&
          parts.bulkEdit && { edit: { body: contract.bulkEdit.body, change: parts.bulkEdit.change } }),
      };
      registerBulkRoutes(app, list.compiled, routes);
    }

    if (contract.import && parts.import)
      registerImportRoute(app, { ...route(contract.import), target: parts.import.target, ...access });
    const { exists } = records;
    // AreaRecords requires `exists` of a contract with uploads
    if (exists) {
      const served = <U extends { endpoint: UploadEndpoint }>({ endpoint, ...upload }: U) => ({
        ...upload,
        ...route(endpoint),
        folder: endpoint.folder,
        ...access,
        exists,
      });
      for (const upload of declared.uploads ?? []) registerUploadRoute(app, served(upload));
      for (const upload of declared.slotUploads ?? []) registerSlotsUploadRoute(app, served(upload));
    }
    for (const call of declared.calls ?? []) call(app, access);
  };
}

/** The list: a page on the engine (with its export, count and palette search), or every row. */
function registerAreaList<C extends RecordEndpoints & CapabilityEndpoints, TRow extends PageRowBase, TItem>(
  app: FastifyInstance,
  { contract, list, records }: AreaParts<C, TRow, TItem>,
  access: { role: RouteRole; tags: string[] },
) {
  if ('all' in list) {
    const all = contract.all;
    if (all) serve<AllOf<C>>(app, all, access, () => list.all(app.db));
  } else if (contract.page)
    registerList(app, list.compiled, {
      entity: records.entity.name,
      ...access,
      page: { url: contract.page.path, summary: contract.page.summary, item: itemSchemaOf(contract.page) },
      ...(list.find && { find: list.find }),
      ...(contract.export && { export: route(contract.export) }),
      ...(list.count && { count: list.count }),
    });
}

type BulkEditBody = Parameters<NonNullable<BulkRoutes<string, never>['edit']>['change']>[0] & {
  field: string;
};

/** The list page's item schema, for the OpenAPI document: `data.results`' element. */
function itemSchemaOf(page: Endpoint): z.ZodType {
  const shape = (page.response as z.ZodObject<{ results: z.ZodArray<z.ZodType> }>).shape;
  return shape.results.element;
}
