import type { JsonSchema } from './routes.js';

/**
 * A plausible valid value for a schema: the base each bad request breaks in one place, so
 * that the refusal is about the value under test and not about a missing required field.
 */
export function validValue(schema: JsonSchema, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative?.length) {
    // '' is the "no value" literal of the optional helpers; the other branch says more
    const meaningful = alternative.filter((s) => !(s.enum?.length === 1 && s.enum[0] === ''));
    return validValue(meaningful[0] ?? alternative[0] ?? {}, name);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return validObject(schema);
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      return validString(schema, name);
    default:
      return null;
  }
}

/** The required properties only: optional ones are filled by the schema's defaults. */
export function validObject(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of schema.required ?? []) out[key] = validValue(schema.properties?.[key] ?? {}, key);
  return out;
}

function validString(schema: JsonSchema, name: string) {
  if (schema.format === 'email' || name === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uri' || name.endsWith('link') || name.endsWith('url')) return 'https://example.com/';
  const text = `fuzz ${name}`.trim();
  return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, 'x');
}
