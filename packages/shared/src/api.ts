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
  'internal',
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
  results: T[];
  /** opaque keyset cursor for the next page; pass as `cursor` to skip OFFSET costs */
  next_cursor?: string | null;
}
