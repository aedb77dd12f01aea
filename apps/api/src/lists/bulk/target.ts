import { EVERY_ROW_MESSAGE } from '@adlib/shared';
import { badRequest } from '../../http/errors.js';
import type { CompiledList } from '../compile.js';
import type { PageRowBase } from '../declaration.js';
import { type FilterValues, filterConditions } from '../query.js';
import type { Params } from '../statement.js';

/** What a bulk call names: its rows by id, or the list's filters (parsed by the list's own schema). */
export interface BulkTarget {
  ids?: readonly number[];
  filter?: FilterValues;
  /** the caller means every row: a filter that narrows nothing needs it */
  all?: true;
}

/**
 * The rows a bulk call acts on, as a condition on the list's table. A filter goes through the
 * list's own compiled conditions (query.ts filterConditions): the rows changed are exactly the
 * rows the list shows for that filter; one that narrows nothing needs `all`. Ids travel as one array literal parameter, the same on
 * both drivers.
 */
export function targetCondition(list: CompiledList<PageRowBase, unknown>, target: BulkTarget, p: Params) {
  if (target.ids) return `id = any(${p.add(`{${target.ids.join(',')}}`)}::int[])`;
  const conditions = filterConditions(list, target.filter ?? {}, p);
  if (conditions.length) return conditions.join(' and ');
  // decided on the list's own conditions: a blank search or an order alone narrows nothing
  if (!target.all) throw badRequest(EVERY_ROW_MESSAGE, { filter: EVERY_ROW_MESSAGE });
  return 'true';
}

/** The filter as the audit entry records it: only the filters that narrow (null: by ids). */
export function loggedFilter(target: BulkTarget) {
  if (!target.filter) return null;
  return Object.fromEntries(Object.entries(target.filter).filter(([, v]) => v !== undefined && v !== ''));
}
