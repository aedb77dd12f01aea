import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, freePort, refused, requestInFlight, serverEnv, spawnWithOutput } from './server-process.js';

// The real server process: what an orchestrator sends SIGTERM to.
const dataDir = mkdtempSync(join(tmpdir(), 'adlib-shutdown-'));

let child: ChildProcess;
let port: number;
let output = { text: '' };

beforeAll(async () => {
  port = await freePort();
  // node --import tsx rather than npx: the signal reaches the server itself, not a wrapper
  const started = spawnWithOutput(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/server.ts'],
    serverEnv(port, dataDir, { LOG_LEVEL: 'warn' }),
  );
  child = started.child;
  output = started.output;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.text}`)), 50_000);
    const check = () => {
      if (output.text.includes('is ready in')) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null) reject(new Error(`server exited:\n${output.text}`));
      else setTimeout(check, 50);
    };
    check();
  });
}, 60_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('lets an in-flight request finish, closes the port and exits 0', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // A request whose body is still on its way when the signal arrives.
    const body = JSON.stringify({ email: 'nobody@example.com' });
    const { socket, received } = await requestInFlight(
      port,
      `POST /api/signin-without-password HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 500)); // the server has the headers: the request is in flight

    const exit = exited(child);
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(child.exitCode).toBeNull(); // still serving the request above
    expect(await refused(port)).toBe(true); // but no longer accepting new connections

    socket.write(body.slice(10));
    const started = Date.now();
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(8000);
    socket.destroy();
    expect(received.text).toMatch(/^HTTP\/1\.1 200/);
    expect(received.text).toContain('"success":true');
    expect(await refused(port)).toBe(true);
  });
});
