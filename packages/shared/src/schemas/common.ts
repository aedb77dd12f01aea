import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../lists.js';

/** The largest value of a PostgreSQL `integer` column (ids, counts, orders, ages). */
export const INT_MAX = 2_147_483_647;

/** A whole number that fits an `integer` column; beyond it PostgreSQL refuses the write (500). */
export const intSchema = (min = -INT_MAX - 1) =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(min, min === 0 ? 'Cannot be negative' : `At least ${min}`)
    .max(INT_MAX, `At most ${INT_MAX}`);

/** A database id in a path, a body, a query string or a multipart field ("12" becomes 12). */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(INT_MAX, 'No record has this id');
export const idParams = z.object({ id: idSchema });

/**
 * The most ids one bulk request may name: one audited transaction stays short. The admin's
 * bulk action sends a larger selection ("select all loaded" after a long scroll) in parts.
 */
export const BULK_MAX_IDS = 1000;
/** The ids of a bulk action: at least one, at most BULK_MAX_IDS. */
export const bulkIds = (noun: string) =>
  z
    .array(idSchema)
    .min(1, `Select at least one ${noun}`)
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} at once`);

/**
 * PostgreSQL cannot store U+0000 in text, and a lone UTF-16 surrogate (half of an emoji, cut
 * by a client) is not valid UTF-8: either would reach the database and answer 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be saved (NUL or a broken emoji)';
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** The one string schema every text field starts from. */
export const safeString = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** Trimmed text of at most `max` characters; may be empty. */
export const boundedText = (max: number) => safeString().trim().max(max, `At most ${max} characters`);

/** A text filter of a list's query string; empty means not filtered. */
export const queryText = (max: number) => boundedText(max).optional();

/**
 * The years a date or time field accepts. PostgreSQL refuses year 0 (500) and a far year sorts
 * lists oddly; no record of this library is older than 1900 or planned past 2999. Every date and
 * time field (month, date-time, a seen `updated_at`) goes through `boundedYear`.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;
export const YEAR_RANGE_MESSAGE = `Use a year between ${MIN_YEAR} and ${MAX_YEAR}`;
/** The year as written (YYYY…, what the user typed, before any time zone moves it). */
const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};
const boundedYear = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(yearInRange, YEAR_RANGE_MESSAGE);

/** An ISO date-time with a zone (or without one when `local`), in MIN_YEAR…MAX_YEAR. */
export const dateTimeSchema = ({ local = false, error = 'Enter a date and time' } = {}) =>
  boundedYear(z.iso.datetime({ offset: true, local, error }));

// how a message names a column, where its name does not read as words
const FIELD_WORDS: Record<string, string> = { email: 'e-mail' };

/**
 * The one message of a value another record holds, beside its field: the API's answer to a
 * unique index's refusal (a save, a restore from the trash) and any screen checking ahead.
 */
export const takenMessage = (field: string) =>
  `This ${FIELD_WORDS[field] ?? field.replaceAll('_', ' ')} is already taken`;

/** YYYY-MM, the month format of collections and tiktoks (SPEC section 5), in MIN_YEAR…MAX_YEAR. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = boundedYear(z.string().regex(MONTH_PATTERN, 'Use the format YYYY-MM'));

/** Text that may be left empty: '' and missing both mean "no value" (stored as null). */
export const optionalText = (max: number) =>
  boundedText(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (max: number, label: string) =>
  safeString(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

const isHttpUrl = (v: string) => /^https?:\/\//i.test(v) && URL.canParse(v);
export const httpUrl = safeString()
  .trim()
  .max(2048, 'At most 2048 characters')
  .refine(isHttpUrl, 'Enter a link starting with http:// or https://');

/** A link that may be left empty. Uploaded files are served from our own http(s) URL. */
export const optionalUrl = z
  .union([z.literal(''), httpUrl])
  .nullish()
  .transform((v) => (v ? v : null));

/** An optional value from a fixed list; '' from an emptied select means none. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)])
    .nullish()
    .transform((v) => (v ? v : null));

export const countSchema = intSchema(0);

/** A form's number field that may be left empty: '' and missing both mean "no value" (null). */
export const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/**
 * A number field that must be given. Blank text (or null) answers `message` instead of reaching
 * `z.coerce`, which reads '' and null as 0: an emptied Order or Price is not silently saved as 0.
 */
export const requiredNumber = <T extends z.ZodType>(schema: T, message: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    // any, not unknown: `schema` (coercing) is what checks the value's type
    z
      .any()
      .refine((v) => v !== undefined, message)
      .pipe(schema),
  );

/** A price of a `numeric(10, 2)` column. */
export const moneySchema = z.coerce
  .number({ error: 'Must be a number' })
  .min(0, 'Cannot be negative')
  .max(99_999_999.99, 'At most 99999999.99');

/** A price typed in cents at most: 12.5 and 12.50 pass, 12.505 does not. */
export const centsMoneySchema = moneySchema.refine(
  (v) => /^\d+(\.\d{1,2})?$/.test(String(v)),
  'At most 2 decimals',
);

/**
 * The `updated_at` a client last saw. Sending it makes the update conditional:
 * a newer stored value answers 409 (optimistic concurrency).
 */
export const seenUpdatedAt = dateTimeSchema().optional();

/** A page's size in a query string: every list, history and trash (ARCHITECTURE: 50 by default, at most 200). */
export const pageSizeQuery = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);

/** Paging of every list (ARCHITECTURE: page is 1-based). */
export const pagingQuery = z.object({
  // bounded so that the offset it makes stays a number PostgreSQL reads
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: pageSizeQuery,
});

/** Query-string booleans: "true"/"false"/"" (empty means not filtered). */
export const queryBoolean = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

/** What every stored record carries beside its values, as the API sends it (times as ISO text). */
export interface StoredRecord {
  id: number;
  created_at: string;
  updated_at: string;
}
