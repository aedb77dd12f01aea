import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, repoRoot, serverEnv, waitForOutput } from './server-process.js';

// A supervisor or CI job that signals the server and stops reading its output: the server's
// log pipe fills up, and the server must still stop (issue 31: 16 of 16 servers spun for
// 30 minutes in the logger's flush on exit).
const dataDir = mkdtempSync(join(tmpdir(), 'adlib-log-reader-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM while nobody reads the server output', () => {
  it('exits 0 within the grace period although its log pipe is full', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: serverEnv(port, dataDir, { LOG_LEVEL: 'info' }),
    });
    const output = { text: '' };
    const collect = (d: Buffer) => {
      output.text += d.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    // tsx compiles the whole server first: on two busy cores (load 7) that took over 50 s
    await waitForOutput(child, output, /is ready in/, 100_000);

    // from here on nobody reads the server's standard output
    child.stdout?.off('data', collect);
    child.stdout?.pause();
    // each request logs its URL twice (received, answered): 200 × 2 × 6 KB, far more than a pipe holds
    const long = `/api/no-such-route/${'x'.repeat(6000)}`;
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`http://127.0.0.1:${port}${long}`);
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }

    const exit = exited(child);
    const started = Date.now();
    child.kill('SIGTERM');
    const code = await Promise.race([exit, new Promise((r) => setTimeout(() => r('still running'), 15_000))]);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 140_000);
});
