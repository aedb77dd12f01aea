import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** the body as the Standard Webhooks library verified it; null when it refused the signature */
  verified: unknown;
}

/**
 * A local receiver on loopback that checks every request with the Standard Webhooks library
 * and answers `answer()`'s status (200 unless told otherwise).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let secret = '';
  let answer: () => number | Promise<number> = () => 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified: unknown = null;
      try {
        verified = new Webhook(secret).verify(body, req.headers as Record<string, string>);
      } catch {
        verified = null;
      }
      received.push({ headers: req.headers, body, verified });
      const status = await answer();
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'broken');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    useSecret: (s: string) => {
      secret = s;
    },
    answerWith: (fn: () => number | Promise<number>) => {
      answer = fn;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Waits until `check` answers something truthy (the deliveries run in the background). */
export async function until<T>(check: () => Promise<T> | T, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
