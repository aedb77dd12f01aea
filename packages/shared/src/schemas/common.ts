import { z } from 'zod';

/** A database id in a path or a body ("12" from a URL becomes 12). */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive id');
export const idParams = z.object({ id: idSchema });

/** YYYY-MM, the month format of collections and tiktoks (SPEC section 5). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z.string().regex(MONTH_PATTERN, 'Use the format YYYY-MM');

/** Text that may be left empty: '' and missing both mean "no value" (stored as null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

const isHttpUrl = (v: string) => /^https?:\/\//i.test(v) && URL.canParse(v);
export const httpUrl = z
  .string()
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

export const countSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Cannot be negative');

/**
 * The `updated_at` a client last saw. Sending it makes the update conditional:
 * a newer stored value answers 409 (optimistic concurrency).
 */
export const seenUpdatedAt = z.iso.datetime({ offset: true }).optional();

/** Paging of every list (ARCHITECTURE: page is 1-based, size defaults to 50, capped at 200). */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

/** Query-string booleans: "true"/"false"/"" (empty means not filtered). */
export const queryBoolean = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));
