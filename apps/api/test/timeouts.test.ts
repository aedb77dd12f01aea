import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { requestInFlight } from './server-process.js';

// Short limits so that the test waits seconds: a whole request in 0.5 s, an upload or
// import in 2 s, a silent connection closed after 1 s.
const LIMITS = { REQUEST_TIMEOUT_S: '0.5', UPLOAD_TIMEOUT_S: '2', CONNECTION_TIMEOUT_S: '1' };

let t: TestApp;
let port: number;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp();
  authorization = (await t.signedIn('admin')).headers.authorization;
  const { app } = await t.build(LIMITS);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves when the server has closed the connection, with the time it took. */
const closedBy = (socket: import('node:net').Socket, started: number) =>
  new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));

/** An import of one CSV row as multipart, cut in two: the part before the file's bytes and the rest. */
function importBody() {
  const boundary = 'timeoutBoundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\ntrue\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ads.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `name\nSlow Link Brand\n\r\n--${boundary}--\r\n`;
  const request =
    `POST /api/advertisements/import HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + tail.length}\r\n\r\n`;
  return { head: request + head, tail };
}

describe('request and connection timeouts', () => {
  it('answers 408 in the envelope and closes the connection when a body is sent too slowly', async () => {
    const body = JSON.stringify({ email: 'slow@example.com' });
    const started = Date.now();
    const { socket, received } = await requestInFlight(
      port,
      `POST /api/signin-without-password HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    const ms = await closedBy(socket, started);
    expect(ms).toBeLessThan(3000);
    expect(received.text).toMatch(/^HTTP\/1\.1 408/);
    expect(received.text).toMatch(/connection: close/i);
    expect(received.text).toContain('"code":"request_timeout"');
  });

  it('gives an import the longer limit: a file still arriving after the short one is read', async () => {
    const { head, tail } = importBody();
    const { socket, received } = await requestInFlight(port, head);
    await sleep(1200); // past REQUEST_TIMEOUT_S, within UPLOAD_TIMEOUT_S
    expect(received.text).toBe('');
    socket.write(tail);
    for (let i = 0; i < 50 && !received.text.includes('"success"'); i++) await sleep(100);
    socket.destroy();
    expect(received.text).toMatch(/^HTTP\/1\.1 200/);
    expect(received.text).toContain('"outcome":"dry_run"');
  });

  it('ends an import that is still arriving after UPLOAD_TIMEOUT_S with 408', async () => {
    const started = Date.now();
    const { socket, received } = await requestInFlight(port, importBody().head);
    const ms = await closedBy(socket, started);
    expect(ms).toBeGreaterThan(1500);
    expect(ms).toBeLessThan(6000);
    expect(received.text).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection on which nothing is sent', async () => {
    const started = Date.now();
    const { socket } = await requestInFlight(port, '');
    expect(await closedBy(socket, started)).toBeLessThan(4000);
  });
});
