import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU used by the PostgreSQL backends serving one database, read from /proc: only when the
 * server runs on this machine (the benchmark's loopback setup). Elsewhere it reports nothing.
 */
export function databaseCpu(url: string | undefined) {
  if (!url) return null;
  const ticks = 100; // USER_HZ on Linux
  const cpuOf = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
    } catch {
      return null;
    }
  };
  async function sample() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      const byPid = new Map<number, number>();
      for (const { pid } of rows) {
        const ms = cpuOf(pid);
        if (ms !== null) byPid.set(pid, ms);
      }
      return byPid;
    } finally {
      await client.end();
    }
  }
  return {
    /** Starts a measurement; the returned function gives the backends' CPU ms since then. */
    async start() {
      const before = await sample();
      if (!before.size) return null;
      return async () => {
        const after = await sample();
        let ms = 0;
        for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
        return ms;
      };
    },
  };
}
