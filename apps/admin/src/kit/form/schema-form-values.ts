import type { z } from 'zod';

/**
 * Each field once on the client: a form's blank values and a stored record's form values are
 * read off the shared input schema, so an area lists no field twice.
 */

/** A field whose form value is not the stored one (a datetime-local input's time, fixed slots). */
export interface FieldConversion {
  /** the stored value (not null) as the form holds it */
  toForm: (stored: unknown) => unknown;
  /** the checked value as it is sent (default: as checked) */
  toSent?: (checked: unknown) => unknown;
  /** a blank form's value, when not the schema's */
  blank?: () => unknown;
}
export type FieldConversions = Readonly<Record<string, FieldConversion>>;

/** An object schema: its fields by name. */
type ObjectSchema<Values> = z.ZodType<unknown, Values> & { shape: Readonly<Record<string, z.ZodType>> };

/** The parts of a zod definition the walk below reads (zod's own types name each kind apart). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  values?: readonly unknown[];
}
const defOf = (schema: z.ZodType): Def => schema.def as Def;

type Kind = 'text' | 'choice' | 'boolean' | 'number' | 'list' | 'blank';

/** What a field holds, under its optional/nullable/default/transform wrappers. */
function kindOf(schema: z.ZodType): Kind {
  const def = defOf(schema);
  switch (def.type) {
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'int':
      return 'number';
    case 'enum':
      return 'choice';
    case 'array':
      return 'list';
    // '' stands for "none" beside a real kind
    case 'literal':
      return def.values?.every((v) => v === '') ? 'blank' : 'text';
    case 'union': {
      const kinds = (def.options ?? []).map(kindOf).filter((k) => k !== 'blank');
      return kinds[0] ?? 'text';
    }
    // a preprocess: what it feeds
    case 'pipe': {
      const fed = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
      return fed ? kindOf(fed) : 'text';
    }
    default: {
      const inner = def.innerType;
      return inner ? kindOf(inner) : 'text';
    }
  }
}

/** A blank form's value of one field: the schema's default, else none as its input shows it. */
export function blankValue(schema: z.ZodType): unknown {
  const parsed = schema.safeParse(undefined);
  if (parsed.success && parsed.data !== undefined && parsed.data !== null) return parsed.data;
  switch (kindOf(schema)) {
    case 'choice':
      return null;
    case 'boolean':
      return false;
    case 'list':
      return [];
    default:
      // text inputs (numbers without a default too) hold '' for "none"
      return '';
  }
}

/** The version the record was read at: set from the record, never blank (a new record has none). */
const VERSION = 'updated_at';

const blankOf = (name: string, field: z.ZodType, conversions: FieldConversions) =>
  conversions[name]?.blank?.() ?? blankValue(field);

/** A new record's form: every field of the schema at its blank value. */
export function formDefaults<Values>(
  schema: ObjectSchema<Values>,
  conversions: FieldConversions = {},
): Values {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape))
    if (name !== VERSION) values[name] = blankOf(name, field, conversions);
  return values as Values;
}

/**
 * A stored record as form values: each field of the schema from the record (converted where
 * `conversions` says), blank where the record has none; `updated_at` makes the save
 * conditional (409 if stale).
 */
export function toFormValues<Values>(
  schema: ObjectSchema<Values>,
  record: object,
  conversions: FieldConversions = {},
): Values {
  const stored = record as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = stored[name];
    const conversion = conversions[name];
    if (value === null || value === undefined)
      values[name] = name === VERSION ? undefined : blankOf(name, field, conversions);
    else if (conversion) values[name] = conversion.toForm(value);
    // a number without a default is typed in a text input, blank when none
    else if (typeof value === 'number' && blankValue(field) === '') values[name] = String(value);
    else values[name] = value;
  }
  return values as Values;
}

/** The checked values as they are sent: each converted field in its sent form. */
export function toSentValues<Output>(values: Output, conversions: FieldConversions = {}): Output {
  const sent = { ...values } as Record<string, unknown>;
  for (const [name, conversion] of Object.entries(conversions))
    if (conversion.toSent) sent[name] = conversion.toSent(sent[name]);
  return sent as Output;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time in a datetime-local input: stored and listed as an ISO instant, shown in the browser's
 * zone, sent back as an instant (so the server does not read it in its own zone); none is null.
 */
export const localDateTime: FieldConversion = {
  toForm: (stored) => {
    const d = new Date(String(stored));
    if (Number.isNaN(d.getTime())) return '';
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  },
  toSent: (checked) => (checked ? new Date(String(checked)).toISOString() : null),
};
