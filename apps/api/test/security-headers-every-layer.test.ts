import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// Each answer below comes from another layer; none may skip the security headers, and every
// error is in the envelope.
let t: TestApp;
let app: TestApp['app'];
beforeAll(async () => {
  t = await createTestApp();
  ({ app } = await t.build(
    {},
    {
      extend: (a) => {
        a.get('/api/boom', { config: { role: 'public' } }, async () => {
          throw new Error('boom');
        });
      },
    },
  ));
});
afterAll(async () => {
  await t?.close();
});

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectHeadersAndEnvelope(res: Res, status: number, code?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  if (code)
    expect(res.json()).toEqual({
      success: false,
      error: expect.objectContaining({ code, message: expect.any(String) }),
    });
}

describe('security headers on every answer', () => {
  it('200 from a route', async () => {
    expectHeadersAndEnvelope(await app.inject({ method: 'GET', url: '/api/health' }), 200);
  });

  it('401 and 403 from the role guard', async () => {
    expectHeadersAndEnvelope(await app.inject({ method: 'GET', url: '/api/user' }), 401, 'unauthorized');
    const { headers } = await t.signedIn('admin');
    expectHeadersAndEnvelope(
      await app.inject({ method: 'GET', url: '/api/titles-subtitles', headers }),
      403,
      'forbidden',
    );
  });

  it('404 from the router, and from a path id beyond the id column', async () => {
    expectHeadersAndEnvelope(await app.inject({ method: 'POST', url: '/api/nope' }), 404, 'not_found');
    const { headers } = await t.signedIn('super');
    for (const id of ['2147483648', '99999999999'])
      expectHeadersAndEnvelope(
        await app.inject({
          method: 'PUT',
          url: `/api/titles-subtitles/edit/${id}`,
          headers,
          payload: { title: 'x' },
        }),
        404,
        'not_found',
      );
  });

  it('400 from validation and from the JSON body parser', async () => {
    const { headers } = await t.signedIn('super');
    const url = '/api/titles-subtitles/edit/1';
    expectHeadersAndEnvelope(
      await app.inject({ method: 'PUT', url, headers, payload: { title: 'a\u0000b' } }),
      400,
      'validation_failed',
    );
    expectHeadersAndEnvelope(
      await app.inject({
        method: 'PUT',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"title":',
      }),
      400,
      'validation_failed',
    );
  });

  it('413 and 415 from the body parser', async () => {
    const url = '/api/signin-without-password';
    expectHeadersAndEnvelope(
      await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `"${'x'.repeat(1_100_000)}"`,
      }),
      413,
      'payload_too_large',
    );
    expectHeadersAndEnvelope(
      await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
      415,
      'unsupported_media_type',
    );
  });

  it('414 and 400 from the router before any hook (over-long parameter, undecodable path)', async () => {
    expectHeadersAndEnvelope(
      await app.inject({ method: 'PUT', url: `/api/titles-subtitles/edit/${'1'.repeat(200)}` }),
      414,
      'uri_too_long',
    );
    expectHeadersAndEnvelope(
      await app.inject({ method: 'PUT', url: '/api/titles-subtitles/edit/%E0%A4%A' }),
      400,
      'validation_failed',
    );
  });

  it('429 from the rate limiter', async () => {
    let res: Res | undefined;
    for (let i = 0; i < 30 && res?.statusCode !== 429; i++)
      res = await app.inject({
        method: 'POST',
        url: '/api/signin-without-password',
        payload: { email: 'not an address' },
      });
    if (!res) throw new Error('no answer');
    expectHeadersAndEnvelope(res, 429, 'rate_limited');
  });

  it('500 from an unexpected error', async () => {
    expectHeadersAndEnvelope(await app.inject({ method: 'GET', url: '/api/boom' }), 500, 'internal');
  });
});
