import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** An answer far larger than the socket buffers: it is still being written when the drain starts. */
const BIG = Buffer.alloc(32 * 1024 * 1024, 97);

describe('draining kept-alive connections', () => {
  it('closes a connection only after its last answer is written, and logs the start and end of the drain', async () => {
    const logs: string[] = [];
    let answered = () => {};
    const inHandler = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const { app } = await t.build(
      {},
      {
        logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
        extend: (a) => {
          a.get('/api/big', { config: { role: 'public' } }, (_request, reply) => {
            answered();
            return reply.type('application/octet-stream').send(BIG);
          });
        },
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;

    // a kept-alive client that reads its answer slowly
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.pause();
    socket.write('GET /api/big HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await inHandler;
    await new Promise((r) => setTimeout(r, 200)); // the server has handed over the whole answer

    let received = 0;
    let reset: Error | undefined;
    const ended = new Promise<void>((resolve) => {
      socket.on('data', (d: Buffer) => {
        received += d.length;
      });
      socket.once('error', (err) => {
        reset = err;
      });
      socket.once('close', () => resolve());
    });
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 200));
    socket.resume();
    await ended;
    await closing;

    expect(reset).toBeUndefined();
    expect(received).toBeGreaterThan(BIG.length); // the headers and every byte of the body
    const messages = logs.map((l) => JSON.parse(l).msg as string);
    expect(messages).toContainEqual(expect.stringMatching(/^drain started/));
    expect(messages).toContainEqual(expect.stringMatching(/^drain finished/));
  }, 30_000);
});
