import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  refused,
  requestInFlight,
  serverEnv,
  spawnWithOutput,
  waitForOutput,
} from './server-process.js';

// `npm start` as a process manager runs it (docker stop, systemd and Kubernetes signal the
// process they started: here, npm itself). SIGTERM to it must reach the server, which lets an
// upload in flight finish and exits 0; nothing may be left listening.
const dataDir = mkdtempSync(join(tmpdir(), 'adlib-npm-start-'));
const SUPER = 'sigterm-super@example.com';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let npm: ChildProcess;
let port: number;
let output = { text: '' };
const waitFor = (pattern: RegExp, ms: number) => waitForOutput(npm, output, pattern, ms);

beforeAll(async () => {
  port = await freePort();
  const env = serverEnv(port, dataDir, { BOOTSTRAP_SUPER_EMAIL: SUPER, LOG_LEVEL: 'info' });
  delete env.SMTP_URL; // sign-in codes in the output
  const started = spawnWithOutput('npm', ['start'], env);
  npm = started.child;
  output = started.output;
  await waitFor(/is ready in/, 100_000);
}, 120_000);

afterAll(() => {
  if (npm.exitCode === null) npm.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn() {
  const url = `http://127.0.0.1:${port}/api/signin-without-password`;
  const post = (body: object) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post({ email: SUPER });
  const [, code] = await waitFor(/sign-in code for sigterm-super@example\.com: (\d{6})/, 10_000);
  const res = await post({ email: SUPER, code });
  const { data } = (await res.json()) as { data: { access_token: string } };
  return `Bearer ${data.access_token}`;
}

describe('SIGTERM to the npm start process', () => {
  it('lets an upload in flight finish, logs its grace period, exits 0 and leaves nothing listening', async () => {
    const authorization = await signIn();
    const created = await fetch(`http://127.0.0.1:${port}/api/advertisements`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Drained upload' }),
    });
    const adId = ((await created.json()) as { data: { id: number } }).data.id;

    // an upload whose file is still on its way when the signal arrives
    const boundary = 'sigtermBoundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${adId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nmedia\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.concat([PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const { socket, received } = await requestInFlight(
      port,
      Buffer.concat([
        Buffer.from(
          `POST /api/advertisements/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + tail.length}\r\n\r\n`,
        ),
        head,
      ]),
    );
    await new Promise((r) => setTimeout(r, 500)); // the server is reading the upload

    const exit = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');
    await waitFor(/shutting down/, 5_000);
    expect(await refused(port)).toBe(true); // no new connections…
    expect(npm.exitCode).toBeNull(); // …but the upload is still being served

    socket.write(tail);
    expect(await exit).toBe(0);
    socket.destroy();
    expect(received.text).toMatch(/^HTTP\/1\.1 200/);
    expect(received.text).toContain('"success":true');
    expect(output.text).toMatch(/in-flight requests have \d+ s to finish/);
    expect(readdirSync(join(dataDir, 'media', 'media'))).toHaveLength(1);
    expect(await refused(port)).toBe(true);
  });
});
