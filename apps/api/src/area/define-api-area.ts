import type { Endpoint, HistoryEndpoints, ParsedOf, TrashEndpoints } from '@adlib/shared';
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

/** Per route: its path and summary, where the declaration does not derive them. */
interface Route {
  url: string;
  summary: string;
}

type Shared = 'role' | 'tags';

/** What an area's history needs beside its endpoints: the edit's schema and how versions read. */
type HistoryDeclaration<C extends RecordEndpoints> = Pick<HistoryArea<Values<C>>, 'kinds' | 'toValues'> & {
  input: z.ZodType<Values<C>>;
};

/**
 * Everything the API registers for an area, declared once (issue 24 §4). A capability the area
 * does not have is simply not declared; its routes are not registered.
 */
export interface ApiArea<C extends RecordEndpoints, TRow extends PageRowBase, TItem> {
  /** the shared contract: SPEC's paths and the schemas of the list page and the record calls */
  contract: C;
  role: 'admin' | 'super';
  tags: string[];
  records: AreaRecords<C>;
  /** the list on the engine (compiled once at start), the command palette's search, the CSV export */
  list: {
    compiled: CompiledList<TRow, TItem>;
    find?: FindDeclaration<TItem>;
    export?: Route;
    count?: Route;
  };
  /** the contract's history endpoints, served through the area's own update */
  history?: C extends { history: HistoryEndpoints } ? HistoryDeclaration<C> : never;
  /** POST {base}/bulk (the area's actions; delete goes through records.removeMany) and bulk-edit */
  bulk?: {
    noun: string;
    actions: { body: z.ZodType; change: Record<string, BuildChange> };
    edit?: { body: z.ZodType; change: (edit: { field: string }) => BuildChange };
  };
  import?: Route & { target: ImportTarget<z.ZodObject> };
  uploads?: readonly Omit<UploadRouteOptions, Shared | 'exists'>[];
  slotUploads?: readonly Omit<SlotsUploadRouteOptions, Shared | 'exists'>[];
}

/** The collection's path, '/api/tiktoks', from which history, trash and bulk paths follow. */
const baseOf = (contract: RecordEndpoints) => contract.create.path;

/** Checks an area's declaration against its types; `apiAreaRoutes` registers it. */
export const defineApiArea = <C extends RecordEndpoints, TRow extends PageRowBase, TItem>(
  area: ApiArea<C, TRow, TItem>,
) => area;

/** The Fastify plugin of a declared area: every route it declared, through the kit. */
export function apiAreaRoutes<C extends RecordEndpoints, TRow extends PageRowBase, TItem>(
  area: ApiArea<C, TRow, TItem>,
): FastifyPluginAsyncZod {
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
      ...(area.list.export && { export: area.list.export }),
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

    if (area.bulk) {
      const { noun, actions, edit } = area.bulk;
      const routes: BulkRoutes<string, BulkEditBody> = {
        url: base,
        ...access,
        entity: entity.name,
        noun,
        actions: { body: actions.body, change: actions.change, remove: records.removeMany },
        ...(edit && { edit: { body: edit.body, change: edit.change } }),
      };
      registerBulkRoutes(app, area.list.compiled, routes);
    }

    if (area.import) registerImportRoute(app, { ...area.import, ...access });
    const exists = records.exists;
    for (const upload of area.uploads ?? []) registerUploadRoute(app, { ...upload, ...access, exists });
    for (const upload of area.slotUploads ?? [])
      registerSlotsUploadRoute(app, { ...upload, ...access, exists });
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
