import type { ApiFailure, ErrorCode } from '@adlib/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorOf, takenFieldOf, takenValueError } from '../db/unique-violation.js';
import { HttpError } from './errors.js';
import { multipartAnswer } from './multipart-errors.js';

const send = (
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) => {
  const body: ApiFailure = { success: false, error: { code, message, ...(fields && { fields }) } };
  return reply.code(status).send(body);
};

/** zod issue paths → the form field names the screens use ("tags.2" stays "tags"). */
function fieldsOf(issues: ValidationIssue[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const zodIssue = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
    const path = zodIssue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const name = String(path[0] ?? '_');
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Other 4xx errors raised by Fastify or a plugin keep their status and get its code. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** fastify-type-provider-zod's issue: the zod issue code is the `keyword`. */
type ValidationIssue = { keyword?: string; instancePath?: string; message?: string; params?: unknown };

/** A path id beyond the column's range names no record: 404, like an id that is free. */
const isOutOfRangePathId = (context: string | undefined, issues: ValidationIssue[]) =>
  context === 'params' && issues.every((issue) => issue.keyword === 'too_big');

/** Postgres constraint errors, when a write slips past validation. */
function databaseError(
  err: unknown,
): { status: number; code: ErrorCode; message: string; fields?: Record<string, string> } | null {
  const pg = pgErrorOf(err);
  const pgCode = pg.code;
  const taken = takenFieldOf(err);
  if (taken) {
    const { message, fields } = takenValueError(taken);
    return { status: 400, code: 'validation_failed', message, ...(fields && { fields }) };
  }
  if (pgCode === '23514' || pgCode === '22P02' || pgCode === '23502')
    return { status: 400, code: 'validation_failed', message: 'A value is not allowed' };
  // Text or numbers the database cannot hold (NUL, a broken character, out of range, an index
  // row too large): the shared schemas refuse these first; this is the net under them.
  if (pgCode && ['22021', '22P05', '22003', '22001', '54000'].includes(pgCode))
    return { status: 400, code: 'validation_failed', message: 'A value cannot be stored' };
  if (pgCode === '23503')
    return { status: 400, code: 'validation_failed', message: 'A referenced record does not exist' };
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  // The API reads JSON (and multipart uploads) only. Fastify also parses text/plain into a
  // string by default, which would reach a route as a body of the wrong type (400): remove it
  // so every other media type answers 415 unsupported_media_type alike.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return send(reply, err.statusCode, err.code, err.message, err.fields);
    if (hasZodFastifySchemaValidationErrors(err)) {
      if (isOutOfRangePathId(err.validationContext, err.validation))
        return send(reply, 404, 'not_found', 'Record not found');
      const fields = fieldsOf(err.validation);
      const where = err.validationContext === 'body' ? '' : ` in the ${err.validationContext}`;
      return send(reply, 400, 'validation_failed', `Some values are not valid${where}`, fields);
    }
    // Only the body parser's own errors: a SyntaxError thrown by our code is a bug (500), not the client's.
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return send(reply, 400, 'validation_failed', 'The request body is not valid JSON');
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return send(reply, 415, 'unsupported_media_type', 'Unsupported content type');
    const multipart = multipartAnswer(err);
    if (multipart) return send(reply, multipart.status, multipart.code, multipart.message);
    if (err.statusCode === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE')
      return send(reply, 413, 'payload_too_large', 'The file or body is too large');
    if (err.statusCode === 429)
      return send(reply, 429, 'rate_limited', 'Too many requests; wait a minute and try again');
    const db = databaseError(err);
    if (db) {
      request.log.warn({ err }, 'database refused a write');
      return send(reply, db.status, db.code, db.message, db.fields);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return send(reply, err.statusCode, CODE_OF_STATUS[err.statusCode] ?? 'validation_failed', err.message);
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'internal', 'Something went wrong on our side');
  });
}

export function apiNotFound(reply: FastifyReply, method: string, url: string) {
  return send(reply, 404, 'not_found', `No API route ${method} ${url.split('?')[0]}`);
}
