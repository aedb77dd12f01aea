import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { exited, serverEnv, spawnWithOutput } from './server-process.js';

// Issue 31 §5: a real installation (PostgreSQL) must not print sign-in codes to its log, nor
// hold demo accounts, unless the operator says so.

const dataDir = mkdtempSync(join(tmpdir(), 'adlib-start-checks-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server started on a PostgreSQL URL nothing answers: the checks come before connecting. */
async function startOnPostgres(extra: Record<string, string>) {
  const env = serverEnv(0, dataDir);
  delete env.SMTP_URL;
  delete env.DEV_MAILER;
  Object.assign(env, extra, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
  const { child, output } = spawnWithOutput(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/server.ts'],
    env,
  );
  const code = await exited(child);
  return { code, text: output.text };
}

describe('starting on PostgreSQL without SMTP_URL', () => {
  it('refuses to start, and says to set SMTP_URL or DEV_MAILER=true', async () => {
    const { code, text } = await startOnPostgres({});
    expect(code).toBe(1);
    expect(text).toContain('Not starting: DATABASE_URL is set but SMTP_URL is not');
    expect(text).toContain('DEV_MAILER=true');
  }, 60_000);

  it('goes on with DEV_MAILER=true (here as far as connecting to the database)', async () => {
    const { code, text } = await startOnPostgres({ DEV_MAILER: 'true' });
    expect(code).not.toBe(0);
    expect(text).not.toContain('Not starting');
    expect(text).toMatch(/ECONNREFUSED|connect/);
  }, 60_000);
});

describe('demo accounts', () => {
  it('are seeded on PostgreSQL only with SEED_DEMO=true', () => {
    const url = 'postgres://db/adlib';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and reads a comma-separated list', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12 ,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
  });

  it('refuses what is not an address, a range or a known name', () => {
    for (const bad of ['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});
