import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImportDuplicate } from '@adlib/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, media, tiktoks } from '../src/db/schema.js';
import { insertAds } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';
import { multipart } from './media-fixtures.js';

// Issue 26, "Import and curation feed": what an import can know before the media are
// processed (same media link, same stored file, same copy), by line, of the library and of
// the earlier lines of the file; skip_duplicates leaves the exact ones out.

let t: TestApp;
let admin: Record<string, string>;
let superUser: Record<string, string>;
let feed: Server;
let feedBody = '[]';
let feedUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn('admin')).headers;
  superUser = (await t.signedIn('super')).headers;
  feed = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(feedBody);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.json`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feed.close(resolve));
});

const ADS = '/api/advertisements/import';
const TIKTOKS = '/api/tiktoks/import';
const csvOf = (header: string[], rows: (string | number)[][]) =>
  [
    header.join(','),
    ...rows.map((r) =>
      r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replaceAll('"', '""')}"` : c)).join(','),
    ),
  ].join('\n');
const imported = async (
  url: string,
  headers: Record<string, string>,
  text: string,
  options: Parameters<typeof postImport>[4] = {},
) => {
  const res = await postImport(t, url, headers, text, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    outcome: string;
    inserted: number;
    updated: number;
    unchanged: number;
    duplicates?: ImportDuplicate[];
    skipped_duplicates?: number;
  };
};
const adsWith = async (brand: string) =>
  t.db.select().from(advertisements).where(eq(advertisements.name, brand)).orderBy(advertisements.id);
/** A stored upload's media row, as the media job leaves it once it has read the bytes. */
const storedMedia = (url: string, digest: string) =>
  t.db
    .insert(media)
    .values({ source_key: `ads/${randomUUID()}.jpg`, source_url: url, state: 'ready', digest });

describe('ads import: duplicates by line', () => {
  const brand = 'Dup Brand';
  let library: number;
  let uploaded: number;
  const file = () =>
    csvOf(
      ['id', 'name', 'media_source', 'primary_text', 'headline'],
      [
        // 2: the library ad's media link
        ['', brand, 'https://cdn.example.com/dup/library.jpg', 'Another text', ''],
        // 3: the library ad's copy, written otherwise (case, punctuation)
        [
          '',
          brand.toUpperCase(),
          'https://cdn.example.com/dup/three.jpg',
          'BUY NOW!!  The big sale',
          'Big-sale',
        ],
        // 4: new
        ['', brand, 'https://cdn.example.com/dup/four.jpg', 'Fourth copy', ''],
        // 5: line 4's media link
        ['', brand, 'https://cdn.example.com/dup/four.jpg', 'Fifth copy', ''],
        // 6: the library ad itself (an update of it), not a duplicate
        [library, brand, 'https://cdn.example.com/dup/library.jpg', 'Buy now: the big sale', 'Big sale'],
        // 7: another upload of the bytes the second library ad holds (same digest)
        ['', brand, 'https://cdn.example.com/dup/seven.jpg', 'Seventh copy', ''],
        // 8: line 4's copy
        ['', brand, 'https://cdn.example.com/dup/eight.jpg', 'Fourth copy', ''],
      ],
    );

  beforeAll(async () => {
    [library, uploaded] = (await insertAds(t, [
      {
        name: brand,
        media_source: 'https://cdn.example.com/dup/library.jpg',
        primary_text: 'Buy now: the big sale',
        headline: 'Big sale',
      },
      { name: 'Other Brand', media_source: 'https://cdn.example.com/dup/uploaded.jpg' },
    ])) as [number, number];
    await storedMedia('https://cdn.example.com/dup/uploaded.jpg', 'a'.repeat(64));
    await storedMedia('https://cdn.example.com/dup/seven.jpg', 'a'.repeat(64));
  });

  it('a dry run lists each duplicate line, of the library and of an earlier line, and why', async () => {
    const result = await imported(ADS, admin, file(), { dry_run: true });
    expect(result.outcome).toBe('dry_run');
    expect(result.duplicates).toEqual([
      { line: 2, of: { id: library, line: null }, reasons: ['same-post'], exact: true },
      { line: 3, of: { id: library, line: null }, reasons: ['same-copy'], exact: false },
      { line: 5, of: { id: null, line: 4 }, reasons: ['same-post'], exact: true },
      { line: 7, of: { id: uploaded, line: null }, reasons: ['same-file'], exact: true },
      { line: 8, of: { id: null, line: 4 }, reasons: ['same-copy'], exact: false },
    ]);
    expect(result).toMatchObject({ inserted: 6, skipped_duplicates: 0 });
    expect(await adsWith(brand)).toHaveLength(1);
  });

  it('skip_duplicates leaves the exact ones out and counts them; the near ones are imported', async () => {
    const dry = await imported(`${ADS}?skip_duplicates=true`, admin, file(), { dry_run: true });
    expect(dry).toMatchObject({ inserted: 3, skipped_duplicates: 3 });
    expect(dry.duplicates?.map((d) => d.line)).toEqual([2, 3, 5, 7, 8]);

    const result = await imported(`${ADS}?skip_duplicates=true`, admin, file());
    expect(result).toMatchObject({ outcome: 'imported', inserted: 3, skipped_duplicates: 3 });
    const stored = await adsWith(brand);
    expect(stored.map((a) => a.media_source).sort()).toEqual([
      'https://cdn.example.com/dup/eight.jpg',
      'https://cdn.example.com/dup/four.jpg',
      'https://cdn.example.com/dup/library.jpg',
    ]);
    // BUY NOW is stored under its own brand spelling
    expect((await adsWith(brand.toUpperCase())).map((a) => a.media_source)).toEqual([
      'https://cdn.example.com/dup/three.jpg',
    ]);
  });

  it('takes skip_duplicates as a multipart field before the file', async () => {
    const { payload, contentType } = multipart([
      ['dry_run', 'true'],
      ['skip_duplicates', 'true'],
      [
        'file',
        {
          data: Buffer.from(
            csvOf(['name', 'media_source'], [['Field Brand', 'https://cdn.example.com/dup/four.jpg']]),
          ),
          filename: 'ads.csv',
          contentType: 'text/csv',
        },
      ],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: ADS,
      headers: { ...admin, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 0, skipped_duplicates: 1 });
  });

  it('without skip_duplicates a real import writes every line and still lists them', async () => {
    const text = csvOf(['name', 'media_source'], [['Kept Brand', 'https://cdn.example.com/dup/four.jpg']]);
    const result = await imported(ADS, admin, text);
    expect(result).toMatchObject({ inserted: 1, skipped_duplicates: 0 });
    expect(result.duplicates).toHaveLength(1);
    expect(result.duplicates?.[0]).toMatchObject({ line: 2, reasons: ['same-post'], exact: true });
  });
});

describe('TikToks import: duplicates by line', () => {
  it('reports another post id of a stored or earlier post (download link, link naming its id, same file)', async () => {
    await t.db.insert(tiktoks).values([
      { username: 'dup', post_id: '9100', download_link: 'https://cdn.example.com/tt/9100.mp4' },
      { username: 'dup', post_id: '9200', download_link: 'https://cdn.example.com/tt/9200.mp4' },
    ]);
    const [a, b] = await t.db
      .select({ id: tiktoks.id })
      .from(tiktoks)
      .where(inArray(tiktoks.post_id, ['9100', '9200']))
      .orderBy(tiktoks.id);
    await storedMedia('https://cdn.example.com/tt/9200.mp4', 'b'.repeat(64));
    await storedMedia('https://cdn.example.com/tt/copy.mp4', 'b'.repeat(64));
    const text = csvOf(
      ['username', 'post_id', 'tiktok_link', 'download_link'],
      [
        // 2: a stored post's download link under another post id
        ['dup', '9101', '', 'https://cdn.example.com/tt/9100.mp4'],
        // 3: its link names a stored post id
        ['dup', '9102', 'https://www.tiktok.com/@dup/video/9100', ''],
        // 4: new; 5: line 4's download link
        ['dup', '9103', '', 'https://cdn.example.com/tt/new.mp4'],
        ['dup', '9104', '', 'https://cdn.example.com/tt/new.mp4'],
        // 6: a stored post, updated: not a duplicate
        ['dup', '9100', 'https://www.tiktok.com/@dup/video/9100', 'https://cdn.example.com/tt/9100.mp4'],
        // 7: the bytes of post 9200 uploaded again
        ['dup', '9105', '', 'https://cdn.example.com/tt/copy.mp4'],
        // 8: its link names line 4's post id
        ['dup', '9106', 'https://www.tiktok.com/@dup/video/9103', ''],
      ],
    );
    const result = await imported(TIKTOKS, superUser, text, { dry_run: true });
    expect(result.duplicates).toEqual([
      { line: 2, of: { id: a?.id, line: null }, reasons: ['same-post'], exact: true },
      { line: 3, of: { id: a?.id, line: null }, reasons: ['same-post'], exact: true },
      { line: 5, of: { id: null, line: 4 }, reasons: ['same-post'], exact: true },
      { line: 7, of: { id: b?.id, line: null }, reasons: ['same-file'], exact: true },
      { line: 8, of: { id: null, line: 4 }, reasons: ['same-post'], exact: true },
    ]);
    const skipped = await imported(`${TIKTOKS}?skip_duplicates=true`, superUser, text);
    expect(skipped).toMatchObject({ inserted: 1, skipped_duplicates: 5 });
    const stored = await t.db
      .select({ post_id: tiktoks.post_id })
      .from(tiktoks)
      .where(eq(tiktoks.username, 'dup'));
    expect(stored.map((r) => r.post_id).sort()).toEqual(['9100', '9103', '9200']);
  });
});

describe('curation feed: never an exact duplicate twice', () => {
  it('does not add an item whose media link an ad has, and lists the items with an ad copy', async () => {
    const [held] = await insertAds(t, [
      { name: 'Feed Dup', media_source: 'https://cdn.example.com/feed/held.jpg', headline: 'Held headline' },
    ]);
    feedBody = JSON.stringify([
      { id: 'fd-1', brand: 'Feed Dup', media: 'https://cdn.example.com/feed/held.jpg', headline: 'Other' },
      {
        id: 'fd-2',
        brand: 'Feed Dup',
        media: 'https://cdn.example.com/feed/new.jpg',
        headline: 'Held headline',
      },
      { id: 'fd-3', brand: 'Feed Dup', media: 'https://cdn.example.com/feed/new.jpg', headline: 'Third' },
    ]);
    const { app } = await t.build({ CURATION_FEED_URL: feedUrl });
    const load = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/advertisementsLoadFromQuration',
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const first = await load();
    expect(first).toMatchObject({ inserted: 1, skipped_duplicates: 2 });
    expect(first.duplicates).toEqual([
      { line: 1, of: { id: held, line: null }, reasons: ['same-post'], exact: true },
      { line: 2, of: { id: held, line: null }, reasons: ['same-copy'], exact: false },
      { line: 3, of: { id: null, line: 2 }, reasons: ['same-post'], exact: true },
    ]);
    const stored = await adsWith('Feed Dup');
    expect(stored.map((a) => [a.feed_item_id, a.media_source])).toEqual([
      [null, 'https://cdn.example.com/feed/held.jpg'],
      ['fd-2', 'https://cdn.example.com/feed/new.jpg'],
    ]);

    // asking for duplicates to be kept changes nothing: the feed always skips them
    const res = await app.inject({
      method: 'GET',
      url: '/api/advertisementsLoadFromQuration?skip_duplicates=false',
      headers: admin,
    });
    expect(res.json().data).toMatchObject({ inserted: 0, skipped_duplicates: 2 });
    // the item loaded before is its own ad, not a duplicate of it
    expect(res.json().data.duplicates.map((d: ImportDuplicate) => d.line)).toEqual([1, 3]);
    expect(await adsWith('Feed Dup')).toHaveLength(2);
  });
});
