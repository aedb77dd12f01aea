import { apiResponses, BULK_MAX_IDS, bulkResult } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AuthUser, RouteRole } from '../../auth/roles.js';
import { actingAs } from '../../db/actor.js';
import type { Tx } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { entityWritten } from '../../db/entity-writes.js';
import { ok } from '../../http/envelope.js';
import { newBatch } from '../../trash/index.js';
import type { CompiledList } from '../compile.js';
import type { PageRowBase } from '../declaration.js';
import { Params } from '../statement.js';
import { applyChangeSql, countChangeSql, runStatement, type SetChange } from './set-change.js';
import { type BulkTarget, targetCondition } from './target.js';

/** A bulk call's body as the shared schemas parse it: the target, dry_run and the rest. */
type BulkBody = BulkTarget & { dry_run: boolean };
type BuildChange = (p: Params) => SetChange;

/** What an area declares to get `POST {url}/bulk` and `POST {url}/bulk-edit` (decision 017). */
export interface BulkRoutes<Action extends string, Edit extends BulkBody> {
  /** the area's API path: '/api/advertisements' → '/api/advertisements/bulk' */
  url: string;
  role: Exclude<RouteRole, 'public'>;
  tags: string[];
  /** the audit log's entity name */
  entity: string;
  /** 'ads', as the summaries say it */
  noun: string;
  actions: {
    /** the shared schema: bulkActionBody(list filters, actions, noun) */
    body: ZodType;
    /** each action but delete, as a set-wise change */
    change: { [A in Exclude<Action, 'delete'>]: BuildChange };
    /**
     * Delete runs through the area's own bulk delete (its audit, links and any trash it keeps),
     * called in parts of BULK_MAX_IDS ids inside the call's one transaction.
     */
    remove?: (
      db: Db,
      actor: AuthUser | undefined,
      ids: readonly number[],
      /** the call's one trash batch: Undo restores every part (decision 018) */
      batch: string,
    ) => Promise<readonly number[]>;
  };
  edit?: {
    /** the shared schema: one variant per field, each value checked by the form's schema of it */
    body: ZodType;
    /** the field's change; may check the value against the database first (400 naming the field) */
    change: (edit: Edit, tx: Tx) => BuildChange | Promise<BuildChange>;
  };
}

type AnyList = CompiledList<PageRowBase, unknown>;

/** Applies one change set-wise, or counts what it would change. One transaction. */
function runChange(
  db: Db,
  list: AnyList,
  body: BulkBody,
  actor: AuthUser | undefined,
  entity: string,
  change: (tx: Tx) => BuildChange | Promise<BuildChange>,
) {
  return db.transaction(async (tx) => {
    await actingAs(tx, actor);
    const build = await change(tx);
    if (body.dry_run) {
      const [row] = await runStatement<{ n: number }>(tx, countChangeSql(list, body, build));
      return { count: row?.n ?? 0, ids: undefined };
    }
    const [row] = await runStatement<{ n: number; ids: number[] | null }>(
      tx,
      applyChangeSql(list, body, build, { entity, actor }),
    );
    return { count: row?.n ?? 0, ids: body.ids ? (row?.ids ?? []) : undefined };
  });
}

/** Deletes the target's rows through the area's delete, in parts, in one transaction. */
function runDelete(
  db: Db,
  list: AnyList,
  body: BulkBody,
  actor: AuthUser | undefined,
  remove: NonNullable<BulkRoutes<string, BulkBody>['actions']['remove']>,
) {
  return db.transaction(async (tx) => {
    await actingAs(tx, actor);
    const p = new Params();
    const where = targetCondition(list, body, p);
    if (body.dry_run) {
      const text = `select count(*)::int as n from ${list.table} where ${where}`;
      const [row] = await runStatement<{ n: number }>(tx, { text, values: p.values });
      return { count: row?.n ?? 0, ids: undefined };
    }
    const text = `select id from ${list.table} where ${where} order by id for update`;
    const ids = (await runStatement<{ id: number }>(tx, { text, values: p.values })).map((r) => r.id);
    const removed: number[] = [];
    const batch = newBatch();
    for (let i = 0; i < ids.length; i += BULK_MAX_IDS) {
      // the area's delete opens its own transaction on what it is given: inside this one, a
      // savepoint, so a failing part undoes every part (a transaction is a Db, db/client.ts)
      removed.push(...(await remove(tx, actor, ids.slice(i, i + BULK_MAX_IDS), batch)));
    }
    return {
      count: removed.length,
      ids: body.ids ? removed.sort((a, b) => a - b) : undefined,
      batch: removed.length ? batch : undefined,
    };
  });
}

/**
 * Registers an area's bulk routes over its compiled list: `POST {url}/bulk` (the area's
 * actions) and, when declared, `POST {url}/bulk-edit` (one field). Both take the checked
 * rows' ids or the list's filter, and `dry_run` for the count a screen confirms first.
 */
export function registerBulkRoutes<Action extends string, Edit extends BulkBody>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  list: CompiledList<PageRowBase, unknown>,
  area: BulkRoutes<Action, Edit>,
) {
  const { role, tags, entity } = area;
  const answer = (dryRun: boolean, result: { count: number; ids: number[] | undefined; batch?: string }) =>
    ok({
      count: result.count,
      dry_run: dryRun,
      ...(result.ids && { ids: result.ids }),
      ...(result.batch && { batch: result.batch }),
    });

  app.post(
    `${area.url}/bulk`,
    {
      config: { role },
      schema: {
        tags,
        summary: `Act on many ${area.noun}: the checked ids or every row of a list filter (dry_run: count only)`,
        body: area.actions.body,
        response: apiResponses(bulkResult),
      },
    },
    async (request) => {
      const body = request.body as BulkBody & { action: Action };
      const { action } = body;
      let result: { count: number; ids: number[] | undefined; batch?: string };
      if (action === 'delete') {
        if (!area.actions.remove) throw new Error(`${area.url}: delete declared without remove`);
        result = await runDelete(app.db, list, body, request.user, area.actions.remove);
      } else {
        const build = area.actions.change[action as Exclude<Action, 'delete'>];
        result = await runChange(app.db, list, body, request.user, entity, () => build);
      }
      if (!body.dry_run && result.count) await entityWritten(app.db, entity);
      return answer(body.dry_run, result);
    },
  );

  const { edit } = area;
  if (!edit) return;
  app.post(
    `${area.url}/bulk-edit`,
    {
      config: { role },
      schema: {
        tags,
        summary: `Set one field on many ${area.noun}: the checked ids or a list filter (dry_run: count only)`,
        body: edit.body,
        response: apiResponses(bulkResult),
      },
    },
    async (request) => {
      const body = request.body as Edit;
      const result = await runChange(app.db, list, body, request.user, entity, (tx) => edit.change(body, tx));
      if (!body.dry_run && result.count) await entityWritten(app.db, entity);
      return answer(body.dry_run, result);
    },
  );
}
