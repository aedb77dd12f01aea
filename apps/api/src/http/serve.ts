import { apiResponses, type Endpoint, type ParsedOf } from '@adlib/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser, RouteRole } from '../auth/roles.js';
import type { Db } from '../db/client.js';
import { ok } from './envelope.js';

/** What a contract's handler receives: the parts Fastify checked against the endpoint's schemas. */
export interface Served<E extends Endpoint> {
  params: ParsedOf<E['params']>;
  query: ParsedOf<E['query']>;
  body: ParsedOf<E['body']>;
  user: AuthUser | undefined;
  /** the app's database, for handlers declared apart from the plugin that registers them */
  db: Db;
  request: FastifyRequest;
  /** for the headers of an answer or of an error it throws (a public read's cache-control, a 429's Retry-After) */
  reply: FastifyReply;
}

/** Who may call an endpoint, its OpenAPI tags, and a per-route rate limit where one applies. */
export interface Access {
  role: RouteRole;
  tags: string[];
  rateLimit?: RateLimitOptions;
}

/**
 * Registers one contract endpoint: its path, method and schemas go to Fastify as every route's
 * do (validation with field messages, the OpenAPI document, the response serializer), and the
 * handler must answer the response schema's type; the envelope and status are added here.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  access: Access,
  handler: (input: Served<E>) => Promise<z.input<E['response']>>,
): void {
  app.route({
    ...endpointRoute(endpoint, access),
    handler: async (request, reply) => {
      // Fastify validated (and coerced) each part with the endpoint's own schema before this
      // runs, so each holds that schema's output; its request type cannot say so generically.
      const data = await handler({
        params: request.params as ParsedOf<E['params']>,
        query: request.query as ParsedOf<E['query']>,
        body: request.body as ParsedOf<E['body']>,
        user: request.user,
        db: app.db,
        request,
        reply,
      });
      return reply.code(endpoint.status).send(ok(data));
    },
  });
}

/**
 * A contract endpoint's route without its handler: method, path, role and schemas. `serve` adds
 * the JSON answer; a route that may stream instead (the curation feed's NDJSON) adds its own.
 */
export function endpointRoute(endpoint: Endpoint, access: Access) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: { role: access.role, ...(access.rateLimit && { rateLimit: access.rateLimit }) },
    schema: {
      tags: access.tags,
      summary: endpoint.summary,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: apiResponses(endpoint.response, endpoint.status),
    },
  };
}
