import { createServer } from 'node:net';

/** A loopback port that was free a moment ago (nothing listens on it once this resolves). */
export async function freePort() {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}
