import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { requestInFlight } from './server-process.js';

// Background media work yields to requests (issue 25 §4): what a media-process batch waits on.
let t: TestApp;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ app } = await t.build());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const timed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

describe('background work yields to requests', () => {
  it('takes its turns at once on a quiet server', async () => {
    expect(app.requestPressure.inFlight()).toBe(0);
    const ms = await timed(async () => {
      for (let i = 0; i < 5; i++) await app.requestPressure.turn();
    });
    expect(ms).toBeLessThan(100);
  });

  it('while a request is being answered, one turn every half second; at once when it is answered', async () => {
    // a request whose body is still arriving: in flight until the rest is sent
    const body = JSON.stringify({ email: 'pressure@example.com' });
    const { socket, received } = await requestInFlight(
      port,
      `POST /api/signin-without-password HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    for (let i = 0; i < 50 && app.requestPressure.inFlight() === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(app.requestPressure.inFlight()).toBe(1);
    await app.requestPressure.turn();
    // the next turn waits: the request keeps the thread
    expect(await timed(() => app.requestPressure.turn())).toBeGreaterThan(400);
    const waiting = timed(() => app.requestPressure.turn());
    socket.write(body.slice(5));
    expect(await waiting).toBeLessThan(400);
    expect(app.requestPressure.inFlight()).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(received.text).toMatch(/^HTTP\/1\.1 \d{3}/);
    socket.destroy();
  });
});
