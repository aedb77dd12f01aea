import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/http/envelope.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a request arriving while the server closes', () => {
  it('answers 503 service_unavailable in the envelope with Retry-After, while the one in flight finishes', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let duringClose: Response | undefined;
    let port = 0;
    const { app } = await t.build(
      {},
      {
        extend: (a) => {
          a.get('/api/slow', { config: { role: 'public' } }, async () => {
            entered();
            await released;
            return ok({ finished: true });
          });
          // runs once app.close() has begun, before the listening socket closes: a request a
          // load balancer sends in that window
          a.addHook('preClose', async () => {
            duringClose = await fetch(`http://127.0.0.1:${port}/api/health`);
            release();
          });
        },
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`);
    await inHandler;
    await app.close();

    if (!duringClose) throw new Error('no request was sent while closing');
    expect(duringClose.status).toBe(503);
    expect(duringClose.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(duringClose.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await duringClose.json()).toEqual({
      success: false,
      error: { code: 'service_unavailable', message: expect.any(String) },
    });
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ success: true, data: { finished: true } });
  });
});
