import type { Endpoint, FileEndpoint, ParsedOf } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthUser } from '../auth/roles.js';
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

/** An area's record endpoints as its shared contract declares them (packages/shared areaContract). */
export interface RecordEndpoints {
  page: Endpoint<'GET'>;
  one: Endpoint<'GET', z.ZodType<{ id: number }>, undefined, undefined, z.ZodType<object, object>>;
  create: Endpoint<'POST', undefined, undefined, z.ZodType>;
  update: Endpoint<'PUT', z.ZodType<{ id: number }>, undefined, z.ZodType>;
  remove: Endpoint<'DELETE', z.ZodType<{ id: number }>>;
}

type Values<C extends RecordEndpoints> = ParsedOf<C['create']['body']>;

/** The record writes the routes call (area/record-crud.ts recordCrud makes them for a plain table). */
export interface AreaRecords<C extends RecordEndpoints> {
  entity: AuditedEntity<{ updated_at: Date }>;
  trash: Trashable;
  get: (db: Db, id: number) => Promise<z.input<C['one']['response']>>;
  exists: (db: Db, id: number) => Promise<boolean>;
  /** answers what the create call sends back: the id and the new version */
  create: (
    db: Db,
    actor: AuthUser | undefined,
    values: Values<C>,
  ) => Promise<z.input<C['create']['response']>>;
  update: (
    db: Db,
    actor: AuthUser | undefined,
    id: number,
    values: Values<C>,
  ) => Promise<z.input<C['update']['response']>>;
  remove: (db: Db, actor: AuthUser | undefined, id: number) => Promise<string>;
  removeMany: (
    db: Db,
    actor: AuthUser | undefined,
    ids: readonly number[],
    batch: string,
  ) => Promise<number[]>;
}

type Shared = 'role' | 'tags';

/** The role and tags every route of an area is registered with. */
interface Access {
  role: 'admin' | 'super';
  tags: string[];
}

/**
 * A call of the area's contract beyond its records and capabilities (a list's switch, a feed to
 * load), registered with the area's role and tags: `servedCall` for a JSON answer, or the kit
 * function of a route that streams.
 */
export type AreaCall = (app: FastifyInstance, access: Access) => void;

/** An AreaCall answering its contract endpoint through `serve`: the handler gets the database too. */
export const servedCall =
  <E extends Endpoint>(
    endpoint: E,
    handler: (input: Served<E>, db: Db) => Promise<z.input<E['response']>>,
  ): AreaCall =>
  (app, access) =>
    serve(app, endpoint, access, (input) => handler(input, app.db));

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
}

/** A server part the area must give exactly when its contract has capability K. */
type WhenDeclared<C, K extends string, Part> =
  C extends Record<K, object> ? { [P in K]: Part } : { [P in K]?: never };

/**
 * Everything the API registers for an area, declared once (issue 24 §4). The contract says
 * which capabilities it has; the declaration gives the server's part of each (how a bulk
 * action changes rows, what an import writes), and must give it exactly for those.
 */
export type ApiArea<C extends RecordEndpoints & CapabilityEndpoints, TRow extends PageRowBase, TItem> = {
  /** the shared contract: SPEC's paths and the schemas of every call */
  contract: C;
  role: 'admin' | 'super';
  tags: string[];
  records: AreaRecords<C>;
  /** the list on the engine (compiled once at start), the command palette's search */
  list: {
    compiled: CompiledList<TRow, TItem>;
    find?: FindDeclaration<TItem>;
    count?: { url: string; summary: string };
  };
  /** GET {base}/:id/history and its restore, through the area's own update */
  history?: Pick<HistoryArea<Values<C>>, 'kinds' | 'toValues'> & { input: z.ZodType<Values<C>> };
  /** GET {base}/trash, its restore and delete-for-good (deletes go to the trash either way) */
  trash?: true;
  uploads?: readonly Upload<UploadRouteOptions>[];
  slotUploads?: readonly Upload<SlotsUploadRouteOptions>[];
  /** the contract's other calls (AreaCall), each registered with the area's role and tags */
  calls?: readonly AreaCall[];
} & WhenDeclared<C, 'bulk', ServerParts['bulk']> &
  WhenDeclared<C, 'bulkEdit', ServerParts<BulkEditOf<C>>['bulkEdit']> &
  WhenDeclared<C, 'import', ServerParts['import']>;

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

/** The collection's path, '/api/tiktoks', from which history, trash and bulk paths follow. */
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
    const { contract, role, tags, records } = area;
    const access: Access = { role, tags };
    const base = baseOf(contract);
    const { entity } = records;

    registerList(app, area.list.compiled, {
      entity: entity.name,
      ...access,
      page: { url: contract.page.path, summary: contract.page.summary, item: itemSchemaOf(contract.page) },
      ...(area.list.find && { find: area.list.find }),
      ...(contract.export && { export: route(contract.export) }),
      ...(area.list.count && { count: area.list.count }),
    });

    if (area.history)
      registerHistory(app, {
        url: base,
        ...access,
        entity,
        input: area.history.input,
        load: records.get,
        save: records.update,
        ...(area.history.kinds && { kinds: area.history.kinds }),
        ...(area.history.toValues && { toValues: area.history.toValues }),
      });
    if (area.trash) registerTrash(app, { url: base, ...access, trash: records.trash });

    serve(app, contract.one, access, ({ params }) => records.get(app.db, params.id));
    serve<C['create']>(app, contract.create, access, ({ user, body }) => records.create(app.db, user, body));
    serve<C['update']>(app, contract.update, access, ({ user, params, body }) =>
      records.update(app.db, user, params.id, body),
    );
    serve(app, contract.remove, access, async ({ user, params }) => ({
      id: params.id,
      batch: await records.remove(app.db, user, params.id),
    }));

    // the declaration gave each part its contract declares (ApiArea's type checked that)
    const parts: ServerParts = area;
    if (contract.bulk && parts.bulk) {
      const routes: BulkRoutes<string, BulkEditBody> = {
        url: base,
        ...access,
        entity: entity.name,
        noun: parts.bulk.noun,
        actions: { body: contract.bulk.body, change: parts.bulk.change, remove: records.removeMany },
        ...(contract.bulkEdit &&
          parts.bulkEdit && { edit: { body: contract.bulkEdit.body, change: parts.bulkEdit.change } }),
      };
      registerBulkRoutes(app, area.list.compiled, routes);
    }

    if (contract.import && parts.import)
      registerImportRoute(app, { ...route(contract.import), target: parts.import.target, ...access });
    const exists = records.exists;
    for (const { endpoint, ...upload } of area.uploads ?? [])
      registerUploadRoute(app, { ...upload, ...route(endpoint), folder: endpoint.folder, ...access, exists });
    for (const { endpoint, ...upload } of area.slotUploads ?? [])
      registerSlotsUploadRoute(app, {
        ...upload,
        ...route(endpoint),
        folder: endpoint.folder,
        ...access,
        exists,
      });
    for (const call of area.calls ?? []) call(app, access);
  };
}

type BulkEditBody = Parameters<NonNullable<BulkRoutes<string, never>['edit']>['change']>[0] & {
  field: string;
};

/** The list page's item schema, for the OpenAPI document: `data.results`' element. */
function itemSchemaOf(page: Endpoint): z.ZodType {
  const shape = (page.response as z.ZodObject<{ results: z.ZodArray<z.ZodType> }>).shape;
  return shape.results.element;
}
