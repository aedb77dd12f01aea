import type { AuthUser } from '../../auth/roles.js';
import type { Tx } from '../../db/audit.js';
import type { CompiledList } from '../compile.js';
import type { PageRowBase } from '../declaration.js';
import { Params, type Statement } from '../statement.js';
import { statementSql } from './statement-sql.js';
import { type BulkTarget, loggedFilter, targetCondition } from './target.js';

/**
 * One change applied set-wise to a bulk call's rows: a single UPDATE over the rows that it
 * would change. The area writes it as SQL with the values as parameters (`p.add`).
 */
export interface SetChange {
  /** audit field → its stored column ('industry', '"new"', 'collection_ids'): logged before and after */
  logged: Readonly<Record<string, string>>;
  /** the UPDATE's assignments ('' when only links change); updated_at is added */
  set: string;
  /** true for a row this change would change: only those are updated, counted and logged */
  wouldChange: string;
  /**
   * A logged field's value after, as SQL over the row as it was (`old.b_<field>`), where it is
   * not the updated column itself (collections, kept by a trigger after the statement).
   */
  after?: Readonly<Record<string, string>>;
  /** a further data-modifying statement over the changed rows (`select id from changed`) */
  alsoRun?: string;
  /** what the one audit entry says was set: field → value (`{ add: 'summer' }`) */
  summary: Readonly<Record<string, unknown>>;
}

type AnyList = CompiledList<PageRowBase, unknown>;

const quoteKey = (field: string) => `'${field.replace(/'/g, "''")}'`;

/** How many rows the change would change (a dry run). */
export function countChangeSql(
  list: AnyList,
  target: BulkTarget,
  build: (p: Params) => SetChange,
): Statement {
  const p = new Params();
  const where = targetCondition(list, target, p);
  const change = build(p);
  return {
    text: `select count(*)::int as n from ${list.table} where (${where}) and (${change.wouldChange})`,
    values: p.values,
  };
}

/**
 * The whole bulk write as one statement: lock the target rows that would change (in id order,
 * so two bulk calls cannot deadlock), update them, record ONE audit entry (action 'bulk', the
 * count and the filter) and each record's own diff under it (audit_bulk_records, which the
 * record's history reads), and answer the count (and the ids when the call named them).
 */
export function applyChangeSql(
  list: AnyList,
  target: BulkTarget,
  build: (p: Params) => SetChange,
  audit: { entity: string; actor: AuthUser | undefined },
): Statement {
  const p = new Params();
  const where = targetCondition(list, target, p);
  const change = build(p);
  const fields = Object.entries(change.logged);
  const before = fields.map(([field, column]) => `${column} as "b_${field}"`).join(', ');
  const diff = fields
    .map(([field, column]) => {
      const after = change.after?.[field] ?? `t.${column}`;
      return `${quoteKey(field)}, jsonb_build_object('before', to_jsonb(old."b_${field}"), 'after', to_jsonb(${after}))`;
    })
    .join(', ');
  const summary = Object.fromEntries(
    Object.entries(change.summary).map(([f, v]) => [f, { before: null, after: v }]),
  );
  const entity = p.add(audit.entity);
  const ctes = [
    `old as (select id, ${before} from ${list.table} where (${where}) and (${change.wouldChange}) order by id for update)`,
    `changed as (update ${list.table} t set ${[change.set, 'updated_at = now()'].filter(Boolean).join(', ')} from old where t.id = old.id
      returning t.id, jsonb_build_object(${diff}) as changes)`,
    ...(change.alsoRun ? [`also as (${change.alsoRun})`] : []),
    `entry as (insert into audit_log (user_id, user_email, entity, entity_id, action, changes, bulk)
      select ${p.add(audit.actor?.id ?? null)}::int, ${p.add(audit.actor?.email ?? null)}::text, ${entity}, 'bulk', 'bulk',
        ${p.add(JSON.stringify(summary))}::jsonb,
        jsonb_build_object('count', count(*), 'filter', ${p.add(JSON.stringify(loggedFilter(target)))}::jsonb)
      from changed having count(*) > 0 returning id)`,
    `records as (insert into audit_bulk_records (audit_id, entity, entity_id, changes)
      select entry.id, ${entity}, changed.id::text, changed.changes from changed cross join entry)`,
  ];
  const ids = target.ids ? 'array_agg(id order by id)' : 'null::int[]';
  return {
    text: `with ${ctes.join(',\n')}\nselect count(*)::int as n, ${ids} as ids from changed`,
    values: p.values,
  };
}

/** Runs one of the statements above in the caller's transaction. */
export async function runStatement<T>(tx: Tx, statement: Statement): Promise<T[]> {
  const result = await tx.execute(statementSql(statement));
  return result.rows as T[];
}
