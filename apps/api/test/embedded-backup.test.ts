import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.js';
import { API_ROOT, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { advertisements, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';

/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them (the scripts in their
 * own processes), on a real embedded database with the demo library and uploaded files.
 */
const REPO = join(API_ROOT, '../..');
let root: string;
let source: string;
let port: number;
const media = {
  'media/0b7e9c1e-3f5a-4c1e-9a77-1d2c3b4a5f60.png': Buffer.from('a picture, byte for byte \u0000\u00ff'),
  'media/5d2f0a31-8c4b-4e2a-b1f3-6a7c8d9e0f12.mp4': Buffer.alloc(300_000, 7),
};

/** Runs one of the scripts as `npm run` would, on the given data folder. */
function run(script: 'db-backup' | 'db-restore', dataDir: string, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/scripts/${script}.ts`, ...args], {
    cwd: REPO,
    // a port nothing listens on: the "is the server running" check must not find another's
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/** What a restore must bring back: every ad and user, as rows. */
async function contentOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return {
      ads: await database.db.select().from(advertisements).orderBy(asc(advertisements.id)),
      users: await database.db.select().from(users).orderBy(asc(users.id)),
    };
  } finally {
    await database.close();
  }
}

// About the embedded database only: the second run of the API tests on PostgreSQL
// (TEST_DATABASE_URL) has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)('db:backup and db:restore of the embedded database', () => {
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'adlib-backup-'));
    source = join(root, 'source');
    port = await freePort();
    const config = loadConfig({ DATA_DIR: source, SEED_DEMO: 'true' });
    const database = await openDatabase({ dataDir: source });
    await database.migrate(config.migrationsDir);
    await seedDatabase(database.db, config);
    await database.close();
    for (const [key, bytes] of Object.entries(media)) {
      mkdirSync(join(source, 'media/media'), { recursive: true });
      writeFileSync(join(source, 'media', key), bytes);
    }
  }, 120_000);
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('backs up into a dated archive and restores the same records and files into a fresh folder', async () => {
    const before = await contentOf(source);
    expect(before.ads.length).toBeGreaterThan(300); // the demo library

    const backup = await run('db-backup', source);
    expect(backup.code, backup.output).toBe(0);
    const archives = readdirSync(join(source, 'backups'));
    expect(archives).toHaveLength(1);
    expect(archives[0]).toMatch(/^adlib-\d{8}-\d{6}\.tar\.gz$/);
    const archive = join(source, 'backups', archives[0] as string);

    const target = join(root, 'restored');
    const restore = await run('db-restore', target, [archive]);
    expect(restore.code, restore.output).toBe(0);

    expect(await contentOf(target)).toEqual(before);
    for (const [key, bytes] of Object.entries(media))
      expect(readFileSync(join(target, 'media', key))).toEqual(bytes);
    // the media folder comes back as it was; earlier backups are not part of it
    expect(readdirSync(target).sort()).toEqual(['db', 'media']);
  }, 180_000);

  it('writes to a path given, and refuses to restore over a folder that is not empty', async () => {
    const archive = join(root, 'elsewhere', 'nightly.tar.gz');
    const backup = await run('db-backup', source, [archive]);
    expect(backup.code, backup.output).toBe(0);

    const occupied = join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'keep.txt'), 'mine');
    const restore = await run('db-restore', occupied, [archive]);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('is not empty');
    expect(readdirSync(occupied)).toEqual(['keep.txt']);
  }, 180_000);

  it('refuses a file that is not one of its backups, leaving the folder empty', async () => {
    const bogus = join(root, 'bogus.tar.gz');
    writeFileSync(bogus, 'not an archive');
    const target = join(root, 'never-filled');
    const restore = await run('db-restore', target, [bogus]);
    expect(restore.code).toBe(1);
    expect(readdirSync(target)).toEqual([]);
  }, 60_000);
});
