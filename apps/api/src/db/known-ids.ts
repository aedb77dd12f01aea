import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.js';
import type { Tx } from './audit.js';

/**
 * The ids a form links a record to (an ad's collections, an article's categories), sorted and
 * without repeats. Unknown ids answer 400 on the form's `field`, not a foreign-key error:
 * "Unknown collections: 7, 9".
 */
export async function knownIds(
  tx: Tx,
  table: PgTable & { id: PgColumn },
  ids: readonly number[],
  field: string,
  noun: { one: string; many: string },
) {
  const unique = [...new Set(ids)].sort((x, y) => x - y);
  if (!unique.length) return unique;
  // select() of a table known only as PgTable types its row loosely; the id column is an integer
  const found = (await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inArray(table.id, unique))) as {
    id: number;
  }[];
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) {
    throw badRequest(`Some ${noun.many} do not exist`, {
      [field]: `Unknown ${missing.length > 1 ? noun.many : noun.one}: ${missing.join(', ')}`,
    });
  }
  return unique;
}
