import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real server process: what an orchestrator sends SIGTERM to.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'adlib-shutdown-'));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

let child: ChildProcess;
let port: number;
let output = '';

beforeAll(async () => {
  port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_DIST_DIR: join(dataDir, 'no-admin-build'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  // node --import tsx rather than npx: the signal reaches the server itself, not a wrapper
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: repoRoot, env });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 50_000);
    const check = () => {
      if (output.includes('is ready in')) {
        clearTimeout(timer);
        resolve();
      } else if (child.exitCode !== null) reject(new Error(`server exited:\n${output}`));
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
    const socket: Socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (d) => {
      response += d.toString();
    });
    await new Promise((r) => socket.once('connect', r));
    socket.write(
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
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"success":true');
    expect(await refused(port)).toBe(true);
  });
});
