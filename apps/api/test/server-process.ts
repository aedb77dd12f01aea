import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Helpers of the tests that start the real server as a process. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** true when nothing accepts a connection on the port any more */
export const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });

/** A server on loopback, on a fresh data folder and the embedded database, serving the API only. */
export function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // an admin build that does not exist: nothing to build or serve outside /api
    ADMIN_DIST_DIR: join(dataDir, 'no-admin-build'),
    // these processes sign a super in with the mailed code alone, as the app's own tests do
    // (second-factor.test.ts and sso.test.ts test the default, super)
    REQUIRE_SECOND_FACTOR: 'none',
    ...extra,
  };
  delete env.DATABASE_URL;
  return env;
}

/** Starts a process in the repository; `output.text` collects what it prints. */
export function spawnWithOutput(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: repoRoot, env });
  const output = { text: '' };
  const collect = (d: Buffer) => {
    output.text += d.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output };
}

/**
 * A request written by hand on its own connection, so that a test can hold its body back:
 * `text` is what it has sent so far (request line, headers and part of the body).
 */
export async function requestInFlight(port: number, text: string | Buffer) {
  const socket = connect(port, '127.0.0.1');
  const received = { text: '' };
  socket.on('data', (d) => {
    received.text += d.toString();
  });
  await new Promise((r) => socket.once('connect', r));
  socket.write(text);
  return { socket, received };
}

/** Resolves with the first match of `pattern` in what the process printed; rejects if it exits first or after `ms`. */
export function waitForOutput(child: ChildProcess, output: { text: string }, pattern: RegExp, ms: number) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${output.text}`)), ms);
    const check = () => {
      const match = output.text.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      } else if (child.exitCode !== null) {
        clearTimeout(timer);
        reject(new Error(`the process exited:\n${output.text}`));
      } else setTimeout(check, 50);
    };
    check();
  });
}

/** Resolves with the exit code once the process has ended. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
