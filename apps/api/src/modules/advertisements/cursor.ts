import { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import type { ListOrder } from './list-order.js';

/**
 * The keyset cursor: opaque to clients (base64url JSON). It holds the order it belongs to,
 * the sort key and id of the last row sent, and how many rows came before the next page
 * (so a cursor page reports the same total as the OFFSET page it replaces).
 */
const cursorSchema = z.object({
  o: z.enum(['id', 'new', 'name', 'created_at']),
  k: z.union([z.string().max(400), z.boolean(), z.null()]),
  id: z.number().int().positive(),
  n: z.number().int().min(0),
});
export type Cursor = z.infer<typeof cursorSchema>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

const invalid = () => badRequest('The cursor is not valid', { cursor: 'Not a cursor from this list' });

export function decodeCursor(value: string, order: ListOrder): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.o !== order) throw invalid();
  const { k } = result.data;
  const keyFits =
    order === 'id'
      ? k === null
      : order === 'new'
        ? typeof k === 'boolean'
        : order === 'name'
          ? typeof k === 'string'
          : typeof k === 'string' && !Number.isNaN(Date.parse(k));
  if (!keyFits) throw invalid();
  return result.data;
}
