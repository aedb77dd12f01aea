/**
 * Times the stored files' sweep (decision 020) on a large library:
 *   npm run bench:sweep -- --ads 1000000 --files 20000
 *     a fresh embedded database in memory (or DATABASE_URL, appended to): ads made by one
 *     INSERT … SELECT generate_series, every one with a logo and a media URL (one in ten a
 *     stored file's URL, the others outside links), a tenth as many TikToks with a stored
 *     video, and `files` registered files of which half nothing refers to. Then three sweeps
 *     through the same code as the hourly one: the first marks the unreferenced files, the
 *     second (past the retention) removes them, the third finds nothing to do.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { adRecords } from '../src/modules/advertisements/records.js';
import { tiktokRecords } from '../src/modules/tiktoks/records.js';
import { creatorRecords } from '../src/modules/ugc-creators/records.js';
import { localDiskStorage } from '../src/storage/local-disk.js';
import { sweepStoredFiles } from '../src/trash/media.js';

const { values: args } = parseArgs({
  options: {
    ads: { type: 'string', default: '1000000' },
    files: { type: 'string', default: '20000' },
    // a media row for every ad's media (issue 25): the sweep's media part then checks them all
    media: { type: 'boolean', default: false },
  },
});
const config = loadConfig();
const ads = Number(args.ads);
const files = Number(args.files);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

const database = await openDatabase({ url: config.databaseUrl, dataDir: null, poolSize: 2 });
await database.migrate(config.migrationsDir);
const db = database.db;
const mediaDir = mkdtempSync(join(tmpdir(), 'adlib-bench-sweep-'));
const storage = localDiskStorage(mediaDir, 'http://bench.example');

// half the registered files are referenced (by ads, then TikToks), half by nothing
const keys = Array.from({ length: files }, () => `media/${randomUUID()}.mp4`);
const referenced = keys.slice(0, files / 2);
let t0 = performance.now();
await db.execute(sql`insert into stored_files (key, size, type)
  select k, 1000, 'video/mp4' from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) k`);
await db.execute(sql`insert into advertisements (name, logo, media_source, search_text)
  select 'ad ' || i, 'https://cdn.example.com/logo-' || i || '.png',
         case when i % 10 = 0
              then 'http://bench.example/media/' || (${JSON.stringify(referenced)}::jsonb ->> (i / 10 % ${referenced.length}))
              else 'https://cdn.example.com/ad-' || i || '.mp4' end,
         'ad ' || i
  from generate_series(1, ${ads}::int) i`);
await db.execute(sql`insert into tiktoks (username, post_id, download_link)
  select 'user' || i, 'bench' || i,
         'http://bench.example/media/' || (${JSON.stringify(referenced)}::jsonb ->> (i % ${referenced.length}))
  from generate_series(1, ${Math.ceil(ads / 10)}::int) i`);
if (args.media) {
  await db.execute(sql`insert into media (source_key, source_url, state)
    select 'link/' || id, media_source, 'ready' from advertisements where media_source is not null
    on conflict do nothing`);
}
await db.execute(sql`analyze`);
say(
  `${ads.toLocaleString('en')} ads, ${Math.ceil(ads / 10).toLocaleString('en')} TikToks, ${files.toLocaleString('en')} registered files generated in ${seconds(t0)} s`,
);

const trashables = new Map(
  [adRecords.trash, tiktokRecords.trash, creatorRecords.trash].map((t) => [t.entity.name, t]),
);
const deps = {
  db,
  storage,
  trashables,
  log: { warn: (obj: object, msg: string) => say(`${msg} ${JSON.stringify(obj)}`) },
};
const days = 30;
for (const [label, at] of [
  ['first sweep (marks the unreferenced)', new Date()],
  ['second sweep, past the retention (removes them)', new Date(Date.now() + 31 * 24 * 3600 * 1000)],
  ['third sweep (nothing to do)', new Date(Date.now() + 32 * 24 * 3600 * 1000)],
] as const) {
  t0 = performance.now();
  const { removed, media } = await sweepStoredFiles(deps, days, at);
  say(
    `${label}: ${removed.toLocaleString('en')} files, ${media.media.toLocaleString('en')} media removed in ${seconds(t0)} s`,
  );
}
const [left] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from stored_files`)).rows;
say(`registered files left: ${left?.n.toLocaleString('en')} (the referenced half)`);
await database.close();
rmSync(mediaDir, { recursive: true, force: true });
