import type { Endpoint, FileEndpoint, HistoryEndpoints, ParsedOf, TrashEndpoints } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthUser } from '../auth/roles.js';
import type { AuditedEntity } from '../db/audited-write.js';
import type { Db } from '../db/client.js';
import type { HistoryArea } from '../history/history-area.js';
import { registerHistory } from '../history/index.js';
import { serve } from '../http/serve.js';
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
  /** the area's trash (shared trashEndpoints): registered when the contract has it */
  trash?: TrashEndpoints;
  /** its records' versions (shared historyEndpoints): an area declares `history` only with these */
  history?: HistoryEndpoints;
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

/** What an area's history needs beside its endpoints: the edit's schema and how versions read. */
type HistoryDeclaration<C extends RecordEndpoints> = Pick<HistoryArea<Values<C>>, 'kinds' | 'toValues'> & {
  input: z.ZodType<Values<C>>;
};

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
  /** the contract's history endpoints, served through the area's own update */
  history?: C extends { history: HistoryEndpoints } ? HistoryDeclaration<C> : never;
  uploads?: readonly Upload<UploadRouteOptions>[];
  slotUploads?: readonly Upload<SlotsUploadRouteOptions>[];
} & WhenDeclared<C, 'bulk', ServerParts['bulk']> &
  WhenDeclared<C, 'bulkEdit', ServerParts['bulkEdit']> &
  WhenDeclared<C, 'import', ServerParts['import']>;

/** The server's part of each capability the contract may declare. */
interface ServerParts {
  bulk?: {
    noun: string;
    /** each action but delete as a set-wise change (delete goes through records.removeMany) */
    change: Record<string, BuildChange>;
  };
  bulkEdit?: { change: (edit: { field: string }) => BuildChange };
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
    const access = { role, tags };
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

    if (area.history && contract.history)
      registerHistory(app, {
        endpoints: contract.history,
        ...access,
        entity,
        input: area.history.input,
        load: records.get,
        save: records.update,
        ...(area.history.kinds && { kinds: area.history.kinds }),
        ...(area.history.toValues && { toValues: area.history.toValues }),
      });
    // deletes go to the trash either way; its screen's calls are there when the contract has them
    if (contract.trash) registerTrash(app, { endpoints: contract.trash, ...access, trash: records.trash });

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
