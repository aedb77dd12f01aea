import type { ApiFailure, ErrorCode } from '@adlib/shared';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { applySecurityHeaders } from './security-headers.js';

const ANSWERS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'validation_failed', message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: 'A part of the address is too long',
  },
};

/**
 * Errors the router raises before any hook runs (a path that does not decode, a parameter
 * over maxParamLength): Fastify would write its own `{ statusCode, code: 'FST_ERR_…' }` body
 * without the security headers. No hook has run, so the headers are set here.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const answer = ANSWERS[error.code] ?? {
    status: 500,
    code: 'internal' as const,
    message: 'Something went wrong on our side',
  };
  if (answer.status >= 500) request.log.error({ err: error }, 'router error');
  applySecurityHeaders(reply.raw);
  const body: ApiFailure = { success: false, error: { code: answer.code, message: answer.message } };
  // the option's reply type is generic over a route that does not exist here
  (reply as FastifyReply).code(answer.status).type('application/json; charset=utf-8').send(body);
};
