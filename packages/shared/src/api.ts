import { z } from 'zod';

// The response envelope every call answers (ARCHITECTURE "API contract").

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'uri_too_long',
  'storage_unavailable',
  'bad_gateway',
  'internal',
  'service_unavailable',
  'request_timeout',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiError {
  code: ErrorCode;
  message: string;
  /** form field name → human message */
  fields?: Record<string, string>;
}

export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; error: ApiError };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** A page of a scrolled list: SPEC's `data.total` + `data.results`. */
export interface ResultsPage<T> {
  total: number;
  /** true when `total` is an estimate or a cap rather than an exact count */
  total_is_estimate?: boolean;
  /**
   * with total_is_estimate: `total` is an estimate that may be above or below the real count
   * ("≈ 12,300": a common word's search, whose count finishes after the page); without it an
   * estimate is a lower bound ("1,000+")
   */
  total_is_approximate?: boolean;
  results: T[];
  /** opaque keyset cursor for the next page; pass as `cursor` to skip OFFSET costs */
  next_cursor?: string | null;
}

// The same envelope as zod schemas: routes declare their answers with them, so the OpenAPI
// document describes each call and the serializer refuses an answer off its schema.

export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export const errorEnvelope = z.object({ success: z.literal(false), error: apiErrorSchema });
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** A route's `response`: its success envelope under `status`, the error envelope for 4xx and 5xx. */
export const apiResponses = <T extends z.ZodType, S extends number = 200>(data: T, status: S = 200 as S) =>
  ({ [status]: okEnvelope(data), '4xx': errorEnvelope, '5xx': errorEnvelope }) as {
    [K in S]: ReturnType<typeof okEnvelope<T>>;
  } & { '4xx': typeof errorEnvelope; '5xx': typeof errorEnvelope };

/**
 * A time in an answer: ISO 8601 text. Handlers may hand over the Date a driver returned
 * (JSON.stringify writes it as that text); list pages write the text themselves.
 */
export const sentTime = z.union([z.iso.datetime(), z.date()]);

/** What a client reads of an answer: JSON wrote every Date as ISO text. */
export type Sent<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Sent<U>[]
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;

/** ResultsPage<T> as a schema. */
export const resultsPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number().int(),
    total_is_estimate: z.boolean().optional(),
    total_is_approximate: z.boolean().optional(),
    results: z.array(item),
    next_cursor: z.string().nullable().optional(),
  });

/** A page whose rows are named otherwise than `results` (SPEC's users list reads `records`). */
export const namedResultsPageSchema = <T extends z.ZodType, K extends string>(item: T, resultsKey: K) =>
  z.object({
    total: z.number().int(),
    total_is_estimate: z.boolean().optional(),
    total_is_approximate: z.boolean().optional(),
    // a computed key types as an index signature; it is exactly the one key K
    ...({ [resultsKey]: z.array(item) } as Record<K, z.ZodArray<T>>),
    next_cursor: z.string().nullable().optional(),
  });

/** A list's total alone (GET /api/users/totalCount): exact, or at least `count` when an estimate. */
export const listCountSchema = z.object({ count: z.number().int(), count_is_estimate: z.boolean() });

/** One option of a filter and how many rows of the current result carry it. */
export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;
/**
 * A list's facet counts (decision 025): per choice and yes/no filter (by parameter name), its
 * values with their counts under the search and the other filters, each filter counted
 * without its own selection; most common first. Above a threshold of matching rows the counts
 * are estimated from a sample of the table (`facets_are_estimates`: the panel marks them "≈").
 */
export const listFacetsSchema = z.object({
  facets: z.record(z.string(), z.array(facetCountSchema)),
  facets_are_estimates: z.boolean(),
});
export type ListFacets = z.infer<typeof listFacetsSchema>;
