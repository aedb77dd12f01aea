import { z } from 'zod';
import { badRequest } from '../http/errors.js';
import type { ResolvedOrder } from './orders.js';

/**
 * The keyset cursor: opaque to clients (base64url JSON). It holds the order it belongs to,
 * the sort key and id of the last row sent, and how many rows came before the next page
 * (so a cursor page reports the same total as the OFFSET page it replaces).
 */
const cursorSchema = z.object({
  o: z.string().max(100),
  k: z.union([z.string().max(400), z.boolean(), z.null()]),
  id: z.number().int().positive(),
  n: z.number().int().min(0),
});
export type Cursor = z.infer<typeof cursorSchema>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

const invalid = () => badRequest('The cursor is not valid', { cursor: 'Not a cursor from this list' });

/** Whether a cursor's key has the type its order's column has. */
function keyFits(order: ResolvedOrder, k: Cursor['k']) {
  if (order.relevance) return typeof k === 'string' && Number.isFinite(Number(k));
  const kind = order.spec?.key;
  if (kind === undefined) return k === null;
  if (kind === 'boolean') return typeof k === 'boolean';
  if (kind === 'text') return typeof k === 'string';
  return typeof k === 'string' && !Number.isNaN(Date.parse(k));
}

export function decodeCursor(value: string, order: ResolvedOrder): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.o !== order.name || !keyFits(order, result.data.k)) throw invalid();
  return result.data;
}
