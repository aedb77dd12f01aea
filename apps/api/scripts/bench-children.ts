import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './bench-server.js';

/** Every bench server child still running, for a deadline to kill. */
export const children = new Set<ChildProcess>();

/**
 * Starts bench-server.ts as a child process (the app, or the floor replaying `extra`'s
 * statements) and talks to it over IPC: ready (port, token), reset and stats (RSS, event
 * loop, CPU since the reset), and the SQL recorded while a request is served.
 */
export function start(mode: 'app' | 'floor', extra: string[] = []) {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), [mode, ...extra], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${mode} server exited (${code})`));
      const onMessage = (m: ChildMessage) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as Extract<ChildMessage, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return {
    ready: next('ready'),
    async reset() {
      const done = next('reset');
      child.send({ type: 'reset' });
      await done;
    },
    async stats() {
      const done = next('stats');
      child.send({ type: 'stats' });
      return done;
    },
    /** The SQL statements the app sends while serving `request`. */
    async record(request: () => Promise<unknown>) {
      child.send({ type: 'record', on: true });
      await request();
      const done = next('record');
      child.send({ type: 'record', on: false });
      return (await done).statements;
    },
    stop() {
      child.kill('SIGTERM');
      children.delete(child);
    },
  };
}
export type Server = ReturnType<typeof start>;
