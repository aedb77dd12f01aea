import {
  advertisementListItem,
  apiResponses,
  errorEnvelope,
  okEnvelope,
  resultsPageSchema,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers.js';

// What each call answers is declared (shared zod schemas), documented in /api/openapi.json,
// and enforced: the serializer refuses an answer its schema does not allow.

/** A route of the test's own whose handler answers what its schema does not allow. */
const offSchemaRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = z.object({ id: z.number().int(), name: z.string() });
  app.get(
    '/api/test-only/off-schema',
    { config: { role: 'public' }, schema: { response: apiResponses(answer) } },
    // the cast is the point of the test: a handler that slipped past the types
    async () => ({ success: true as const, data: { id: 'seven', name: 7 } as never }),
  );
  app.get(
    '/api/test-only/on-schema',
    { config: { role: 'public' }, schema: { response: apiResponses(answer) } },
    async () => ({ success: true as const, data: { id: 7, name: 'seven' } }),
  );
};

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend: async (app) => {
        await app.register(offSchemaRoutes);
      },
    },
  );
  ({ headers } = await t.signedIn('admin'));
});
afterAll(() => t?.close());

describe('response schemas', () => {
  it('refuses a handler answer off its schema: 500 internal, not the wrong body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/off-schema' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'internal', message: 'Something went wrong on our side' },
    });
    expect(res.body).not.toContain('seven');
    const fine = await t.app.inject({ method: 'GET', url: '/api/test-only/on-schema' });
    expect(fine.json()).toEqual({ success: true, data: { id: 7, name: 'seven' } });
  });

  it('documents a 2xx answer and the error envelope for every route in /api/openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes = Object.entries(
      doc.paths as Record<string, Record<string, { responses?: object }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method} ${path}`, op })),
    );
    expect(routes.length).toBeGreaterThan(10);
    const undocumented = routes.flatMap(({ route, op }) => {
      const responses = (op.responses ?? {}) as Record<
        string,
        { content?: Record<string, { schema?: object }> }
      >;
      const success = Object.entries(responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
      const error = responses['4XX'] ?? responses['4xx'];
      const errorSchema = error?.content?.['application/json']?.schema as
        | { properties?: Record<string, unknown> }
        | undefined;
      const missing = [
        !success?.content || !Object.values(success.content).some((c) => c.schema) ? '2xx schema' : null,
        !errorSchema?.properties?.error ? 'error envelope' : null,
      ].filter(Boolean);
      return missing.length ? [`${route}: ${missing.join(', ')}`] : [];
    });
    expect(undocumented).toEqual([]);
  });

  it('answers the ads list in the shape its schema declares (the handler writes the JSON text itself)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers,
      payload: { name: 'Schema check', tags: ['a'], type: ['Humor'], collections: [], visible: true },
    });
    expect(created.statusCode).toBe(201);
    const schema = okEnvelope(resultsPageSchema(advertisementListItem.strict()));
    for (const url of ['/api/advertisements_admin?visible=true', '/api/advertisements_admin?search=schema']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(body.data.results.length).toBeGreaterThan(0);
      // strict items: a field the schema does not name fails as much as a wrong type
      expect(schema.parse(body)).toEqual(body);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/advertisements_admin?size=0', headers });
    expect(errorEnvelope.parse(refused.json())).toEqual(refused.json());
    // the CSV export answers a file, or the JSON error envelope when it refuses
    const csvRefused = await t.app.inject({
      method: 'GET',
      url: '/api/advertisements/export.csv?order_by=price',
      headers,
    });
    expect(csvRefused.statusCode).toBe(400);
    expect(csvRefused.headers['content-type']).toMatch(/^application\/json/);
    expect(errorEnvelope.parse(csvRefused.json()).error.code).toBe('validation_failed');
  });
});
