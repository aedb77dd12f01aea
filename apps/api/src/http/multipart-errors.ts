import type { ErrorCode } from '@adlib/shared';

type Answer = { status: number; code: ErrorCode; message: string };

const MALFORMED: Answer = {
  status: 400,
  code: 'validation_failed',
  message: 'The multipart body is malformed',
};

/** @fastify/multipart's own error codes, in the API's words. */
const BY_CODE: Record<string, Answer> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the file as multipart/form-data',
  },
  FST_INVALID_JSON_FIELD_ERROR: MALFORMED,
  FST_PROTO_VIOLATION: MALFORMED,
  FST_MP_PREMATURE_CLOSE: MALFORMED,
  FST_PARTS_LIMIT: { status: 400, code: 'validation_failed', message: 'Too many form fields' },
  FST_FIELDS_LIMIT: { status: 400, code: 'validation_failed', message: 'Too many form fields' },
  FST_FILES_LIMIT: { status: 400, code: 'validation_failed', message: 'Send one file' },
};

/**
 * The multipart parser (busboy) reports a broken body as a plain Error: no boundary, a
 * boundary over 256 characters, a body that ends before its closing boundary. Matched by
 * message, because a plain Error is otherwise a bug of ours (500).
 */
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^The needle cannot /,
  /^Unexpected end of (multipart data|form|file)/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
];

/** How a multipart parsing error is answered, or null when `err` is not one. */
export function multipartAnswer(err: { code?: unknown; message?: unknown; statusCode?: unknown }) {
  if (typeof err.code === 'string' && BY_CODE[err.code]) return BY_CODE[err.code];
  if (err.statusCode === undefined && err.code === undefined && typeof err.message === 'string') {
    const message = err.message;
    if (BUSBOY_MESSAGES.some((pattern) => pattern.test(message))) return MALFORMED;
  }
  return null;
}
