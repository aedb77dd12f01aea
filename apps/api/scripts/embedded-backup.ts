/**
 * Backup and restore of the embedded default: the PGlite database in DATA_DIR/db and the
 * uploaded media in DATA_DIR/media, in one .tar.gz (`npm run db:backup`, `npm run db:restore`).
 *
 * The archive holds `adlib-backup.json` (what it is), `db.tar` (PGlite's dumpDataDir: the
 * data directory as the database itself sees it, consistent because the backup opens the
 * database alone) and `media/`. The system `tar` packs and unpacks it (GNU tar on Linux,
 * bsdtar on macOS and Windows 10+), so no media file is ever held in memory.
 *
 * PGlite is one process's database: the server must be stopped while either runs.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { openDatabase } from '../src/db/client.js';

const MANIFEST = 'adlib-backup.json';
const DB_DUMP = 'db.tar';
const FORMAT = 'adlib-embedded-backup/1';

function tar(args: string[]) {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error) throw new Error(`tar could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed: ${result.stderr.trim()}`);
}

/** `adlib-20261124-142700.tar.gz`: sorts by time, UTC so two machines agree. */
export function backupFileName(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `adlib-${stamp}.tar.gz`;
}

/** Writes the archive to `out` (written aside and renamed: never a half archive under its name). */
export async function backupEmbedded(dataDir: string, out: string) {
  const dbDir = join(dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${dbDir}: nothing to back up`);
  mkdirSync(dirname(out), { recursive: true });
  const staging = mkdtempSync(join(dirname(out), '.backup-'));
  try {
    const database = await openDatabase({ dataDir });
    let dump: Blob;
    try {
      if (!database.pglite) throw new Error('not the embedded database');
      dump = await database.pglite.dumpDataDir('none');
    } finally {
      await database.close();
    }
    writeFileSync(join(staging, DB_DUMP), Buffer.from(await dump.arrayBuffer()));
    writeFileSync(
      join(staging, MANIFEST),
      `${JSON.stringify({ format: FORMAT, created: new Date().toISOString() }, null, 2)}\n`,
    );
    const partial = join(staging, basename(out));
    const media = existsSync(join(dataDir, 'media')) ? ['-C', dataDir, 'media'] : [];
    tar(['-czf', partial, '-C', staging, MANIFEST, DB_DUMP, ...media]);
    renameSync(partial, out);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return out;
}

/** Brings an archive back into `dataDir`, which must be missing or empty. */
export async function restoreEmbedded(file: string, dataDir: string) {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(
      `${dataDir} is not empty: restore into an empty data folder (set DATA_DIR), never over a database`,
    );
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(join(dirname(resolve(dataDir)), '.restore-'));
  try {
    tar(['-xzf', resolve(file), '-C', staging]);
    const manifest = existsSync(join(staging, MANIFEST))
      ? (JSON.parse(readFileSync(join(staging, MANIFEST), 'utf8')) as { format?: string })
      : {};
    if (manifest.format !== FORMAT || !existsSync(join(staging, DB_DUMP)))
      throw new Error(`${file} is not a backup written by npm run db:backup`);
    const database = await openDatabase({
      dataDir,
      restoreFrom: new Blob([readFileSync(join(staging, DB_DUMP))]),
    });
    await database.close();
    if (existsSync(join(staging, 'media')))
      cpSync(join(staging, 'media'), join(dataDir, 'media'), { recursive: true });
  } catch (err) {
    // a failed restore leaves the folder as empty as it found it
    for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw err;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
