import type { ImportRowError } from '@adlib/shared';
import type { z } from 'zod';
import { cellKindOf, cellValue, createColumnMap } from './mapping.js';
import { NOT_AN_OBJECT, type SourceRow } from './parse.js';
import type { ImportTarget } from './target.js';

export type RowCheck<T> = { ok: true; value: T } | { ok: false; errors: ImportRowError[] };

/**
 * Turns a file's records into the target's values: columns mapped by name, cells converted
 * (text to booleans and lists), the shared schema deciding what is valid, as the form does.
 */
export function createRowReader<TSchema extends z.ZodObject>(target: ImportTarget<TSchema>) {
  const shape = target.schema.shape as Record<string, z.ZodType>;
  const fields = Object.keys(shape);
  const kinds = new Map(fields.map((field) => [field, cellKindOf(shape[field] as z.ZodType)]));
  const columns = createColumnMap(
    fields,
    target.aliases as Record<string, readonly string[]>,
    target.ignored,
  );

  function read({ line, cells }: SourceRow): RowCheck<z.output<TSchema>> {
    if (cells[NOT_AN_OBJECT])
      return { ok: false, errors: [{ line, field: null, message: 'Not a JSON object' }] };
    const input: Record<string, unknown> = {};
    for (const column in cells) {
      const target = columns.target(column);
      if ('field' in target)
        input[target.field] = cellValue(cells[column], kinds.get(target.field) ?? 'other');
    }
    const parsed = target.schema.safeParse(input);
    if (parsed.success) return { ok: true, value: parsed.data };
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        line,
        field: typeof issue.path[0] === 'string' ? issue.path[0] : null,
        message: issue.message,
      })),
    };
  }
  return { read, columns: columns.columns, unknownColumns: columns.unknown };
}
