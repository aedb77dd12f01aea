import type { z } from 'zod';
// our export puts an apostrophe before a cell a spreadsheet would run as a formula; reading it
// back takes it off, so an export imports back unchanged
import { unguardedCell } from '../csv.js';

/** 'Post ID', 'post_id' and 'postId' are one column: case, spaces, underscores and dashes aside. */
export const normalizeColumn = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/** What a column fills: a field of the schema, a column we know and leave out, or nothing. */
export type ColumnTarget = { field: string } | { ignored: true } | { unknown: true };

/**
 * Column name → field, from the schema's fields, their aliases (the names a spreadsheet or
 * another tool gives them) and the columns of our own export that an import leaves out
 * (created_at, updated_at…). Each column is looked up once and remembered.
 */
export function createColumnMap(
  fields: readonly string[],
  aliases: Record<string, readonly string[]>,
  ignored: readonly string[],
) {
  const byName = new Map<string, ColumnTarget>();
  for (const field of fields) {
    byName.set(normalizeColumn(field), { field });
    for (const alias of aliases[field] ?? []) byName.set(normalizeColumn(alias), { field });
  }
  // last: a field of the form an import leaves out (updated_at) is ignored, not filled
  for (const name of ignored) byName.set(normalizeColumn(name), { ignored: true });
  const seen = new Map<string, ColumnTarget>();
  return {
    target(column: string): ColumnTarget {
      let target = seen.get(column);
      if (!target) {
        target = byName.get(normalizeColumn(column)) ?? { unknown: true };
        seen.set(column, target);
      }
      return target;
    },
    /** every column met so far, in the order met, and the field it fills */
    columns: () =>
      [...seen].map(([column, target]) => ({ column, field: 'field' in target ? target.field : null })),
    unknown: () => [...seen].filter(([, t]) => 'unknown' in t).map(([column]) => column),
  };
}

/** The kind of value a field takes, as far as text cells need converting. */
type CellKind = 'boolean' | 'array' | 'other';

// wrappers that do not change what a cell holds: unwrapped to the type inside
const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch']);

/** Reads the kind from the zod schema, so an area declares no field list of its own. */
export function cellKindOf(schema: z.ZodType): CellKind {
  // zod's internal definition: the public API has no "what type is inside" call
  let def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  for (;;) {
    if (WRAPPERS.has(def.type) && def.innerType) def = def.innerType._zod.def as typeof def;
    else if (def.type === 'pipe' && def.in) def = def.in._zod.def as typeof def;
    else break;
  }
  return def.type === 'boolean' ? 'boolean' : def.type === 'array' ? 'array' : 'other';
}

const TRUE = new Set(['true', '1', 'yes', 'y', 'x', '✓']);
const FALSE = new Set(['false', '0', 'no', 'n', '']);

/**
 * A cell as the schema takes it. Text from CSV: an empty cell is "no value" (the schema's
 * default), yes/no/1/0 are booleans, lists are split on ';' as our export writes them (or
 * ','). Typed JSON values pass as they are; the schema judges them.
 */
export function cellValue(value: unknown, kind: CellKind): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  const text = unguardedCell(value).trim();
  if (kind === 'boolean') {
    const word = text.toLowerCase();
    return TRUE.has(word) ? true : FALSE.has(word) ? false : value;
  }
  if (text === '') return undefined;
  if (kind === 'array')
    return text
      .split(text.includes(';') ? ';' : ',')
      .map((item) => item.trim())
      .filter(Boolean);
  return unguardedCell(value);
}
