import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ MAX_IMPORT_MB: '1' });
  headers = (await t.signedIn('super')).headers;
});
afterAll(() => t.close());

const URL = '/api/tiktoks/import';
const send = (text: string | Buffer, options: Parameters<typeof postImport>[4] = {}) =>
  postImport(t, URL, headers, text, options);
const imported = async (text: string | Buffer, options: Parameters<typeof postImport>[4] = {}) => {
  const res = await send(text, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const stored = async (prefix: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/tiktoks?post_id=${prefix}&size=200`, headers });
  return res.json().data.results as { post_id: string; username: string; is_ad: boolean }[];
};
const one = async (postId: string) => {
  const [row] = await stored(postId);
  if (!row) return undefined;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tiktoks/${(row as unknown as { id: number }).id}`,
    headers,
  });
  return res.json().data;
};

describe('POST /api/tiktoks/import: file formats', () => {
  it('reads a comma CSV with a BOM, quoted fields holding line breaks, and maps aliased headers', async () => {
    const csv =
      '\uFEFFUser Name,Post ID,Description,Likes,Is_Ad,Created Time,Sound\r\n' +
      'ana,csv-1,"two\nlines, and a comma",12,yes,2026-01-02T03:04:05Z,beat\r\n' +
      'bob,csv-2,plain,3,false,,\r\n';
    const data = await imported(csv);
    expect(data).toMatchObject({
      outcome: 'imported',
      rows: 2,
      inserted: 2,
      updated: 0,
      skipped: 0,
      error_count: 0,
    });
    expect(data.columns).toContainEqual({ column: 'Sound', field: 'music_title' });
    const first = await one('csv-1');
    expect(first).toMatchObject({
      username: 'ana',
      description: 'two\nlines, and a comma',
      likes: 12,
      is_ad: true,
      music_title: 'beat',
      created_time: '2026-01-02T03:04:05.000Z',
    });
    expect((await one('csv-2')).is_ad).toBe(false);
  });

  it('numbers errors by the line a row starts on, past empty lines and quoted line breaks', async () => {
    const csv = 'username,post_id,likes\r\n\r\nln,ln-1,1\r\nln,"ln-\n2",-1\r\n\r\nln,ln-3,-2\r\n';
    const data = await imported(csv, { dry_run: true });
    expect(data.errors.map((e: { line: number }) => e.line)).toEqual([4, 7]);
    expect(data.rows).toBe(3);
  });

  it('stores text exactly as the file holds it: quotes, backslashes, braces, commas, the word NULL', async () => {
    const tricky = 'a "quoted" \\ back\\slash {brace}, comma';
    const csv = `username,post_id,description,music_title\n"${tricky.replaceAll('"', '""')}",tx-1,NULL,"{,}"\n`;
    await imported(csv);
    expect(await one('tx-1')).toMatchObject({ username: tricky, description: 'NULL', music_title: '{,}' });
  });

  it('reads a semicolon CSV (told from the header line) and reports unknown columns without failing', async () => {
    const data = await imported('username;post_id;views;colour\nsemi;semi-1;lots;red\nsemi;semi-2;7;blue\n');
    // "lots" is not a number: the error names its line and field
    expect(data.outcome).toBe('rejected');
    expect(data.errors).toEqual([{ line: 2, field: 'views', message: expect.any(String) }]);
    expect(data.unknown_columns).toEqual(['colour']);
    const fixed = await imported('username;post_id;views;colour\nsemi;semi-1;1000;red\nsemi;semi-2;7;blue\n');
    expect(fixed).toMatchObject({ outcome: 'imported', inserted: 2 });
    expect((await one('semi-1')).views).toBe(1000);
  });

  it('reads a JSON array, its errors numbered by item', async () => {
    const json = JSON.stringify([
      { username: 'js', post_id: 'json-1', likes: 5, is_free: true },
      { username: '', post_id: 'json-2' },
    ]);
    const data = await imported(json, { skip_invalid: true, filename: 'a.json' });
    expect(data).toMatchObject({ outcome: 'imported', inserted: 1, skipped: 1 });
    expect(data.errors).toEqual([{ line: 2, field: 'username', message: 'User name is required' }]);
    expect((await one('json-1')).is_free).toBe(true);
  });

  it('reads JSON lines, a line that is not an object reported on its line', async () => {
    const ndjson = '{"username":"nd","post_id":"nd-1"}\n\n{"username":"nd","post_id":"nd-2"}\nnot json\n';
    const data = await imported(ndjson, { skip_invalid: true });
    expect(data).toMatchObject({ rows: 3, inserted: 2, skipped: 1 });
    expect(data.errors).toEqual([{ line: 4, field: null, message: 'Not a JSON object' }]);
  });

  it('refuses a file that is not CSV or JSON it can read, naming the file field', async () => {
    const res = await send('[{"username": "x", ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toMatch(/JSON/);
    const empty = await send('');
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/tiktoks/import: files that are not CSV or JSON answer 4xx, never 500', () => {
  const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10"><rect/></svg>\n';
  // the same bytes every run: a pseudo-random sequence, not Math.random
  const randomBytes = Buffer.from(
    Array.from({ length: 4096 }, (_, i) => (i * 7919 + (i >> 3) * 104729) % 256),
  );

  it('an SVG answers 400 with the line and what is wrong', async () => {
    const res = await send(svg, { filename: 'logo.svg' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed' });
    expect(res.json().error.fields.file).toMatch(/^Invalid Opening Quote: .* at line 1/);
  });

  it('a CSV whose quote never closes answers 400 naming its line', async () => {
    const res = await send('username,post_id\nq,q-1\nq,"q-2\n');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields.file).toMatch(/line 3/);
  });

  it('random bytes, a NUL byte or text that is not UTF-8 answer 415 before parsing, importing nothing', async () => {
    const notText = [
      randomBytes,
      Buffer.concat([Buffer.from('username,post_id\nnul,nul-1\n'), Buffer.from([0, 1, 2])]),
      Buffer.from('username,post_id,description\nlatin,latin-1,caf\xe9\n', 'latin1'),
    ];
    for (const bytes of notText) {
      const res = await send(bytes, { filename: 'import.csv' });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().error).toMatchObject({
        code: 'unsupported_media_type',
        message: 'The file could not be read: it is not a CSV or JSON file',
      });
    }
    expect(await stored('nul-')).toEqual([]);
    expect(await stored('latin-')).toEqual([]);
  });

  it('the streamed answer ends with the same error line', async () => {
    const res = await send(svg, { accept: 'application/x-ndjson' });
    const last = JSON.parse(res.body.trim().split('\n').at(-1) ?? '{}');
    expect(last).toMatchObject({ type: 'result', success: false, error: { code: 'validation_failed' } });
  });
});

describe('POST /api/tiktoks/import: rules', () => {
  const header = 'username,post_id,likes\n';

  it('dry run validates and counts, writes nothing, and shows the rows as mapped', async () => {
    const data = await imported(`${header}dry,dry-1,1\ndry,dry-2,2\n`, { dry_run: true });
    expect(data).toMatchObject({ outcome: 'dry_run', inserted: 2, rows: 2 });
    expect(data.preview[0]).toMatchObject({ username: 'dry', post_id: 'dry-1', likes: 1 });
    expect(await stored('dry-')).toEqual([]);
  });

  it('all-or-nothing by default: one bad row imports nothing; skip_invalid imports the rest', async () => {
    const csv = `${header}aon,aon-1,1\naon,aon-2,-5\naon,aon-3,3\n`;
    const rejected = await imported(csv);
    expect(rejected).toMatchObject({ outcome: 'rejected', inserted: 0, skipped: 1, error_count: 1 });
    expect(rejected.errors).toEqual([{ line: 3, field: 'likes', message: 'Cannot be negative' }]);
    expect(await stored('aon-')).toEqual([]);
    const skipping = await imported(csv, { skip_invalid: true });
    expect(skipping).toMatchObject({ outcome: 'imported', inserted: 2, skipped: 1 });
    expect((await stored('aon-')).map((r) => r.post_id).sort()).toEqual(['aon-1', 'aon-3']);
  });

  it('upserts by post_id: changed rows update, equal rows are left unchanged, a repeated key keeps the later line', async () => {
    await imported(`${header}up,up-1,1\nup,up-2,2\n`);
    const again = await imported(`${header}up,up-1,1\nup,up-2,20\nnew,up-3,3\nnewer,up-3,4\n`);
    expect(again).toMatchObject({ inserted: 1, updated: 2, unchanged: 1 });
    expect((await one('up-2')).likes).toBe(20);
    expect(await one('up-3')).toMatchObject({ username: 'newer', likes: 4 });
  });

  it('a file of several write batches: exact counts, a key repeated in a later batch updated by its line', async () => {
    // 21,000 rows, eleven batches of the TikToks writer (2,000 a statement); post ids 0-499
    // come again in the last batch with other likes
    const lines = Array.from({ length: 21_000 }, (_, i) => `batch,batch-${i % 20_500}.,${i % 7}`).join('\n');
    const csv = `${header}${lines}\n`;
    expect(await imported(csv)).toMatchObject({
      outcome: 'imported',
      rows: 21_000,
      inserted: 20_500,
      updated: 500,
      unchanged: 0,
    });
    // again: the first 500 lines differ from what the last batch stored, and the last batch again
    expect(await imported(csv)).toMatchObject({ inserted: 0, updated: 1_000, unchanged: 20_000 });
    expect((await one('batch-7.')).likes).toBe((7 + 20_500) % 7);
  }, 90_000); // two reads of 21,000 rows each (check, then write), twice, on a shared machine

  it('keeps a stored Created Time when the row leaves it empty', async () => {
    await imported('username,post_id,created_time\nct,ct-1,2025-05-05T00:00:00Z\n');
    await imported('username,post_id,created_time,likes\nct,ct-1,,9\n');
    expect(await one('ct-1')).toMatchObject({ likes: 9, created_time: '2025-05-05T00:00:00.000Z' });
  });

  it('lists the first 1,000 errors and counts them all', async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => `many,many-${i},-1`).join('\n');
    const data = await imported(`${header}${lines}\n`, { dry_run: true });
    expect(data.errors).toHaveLength(1000);
    expect(data.error_count).toBe(1200);
    expect(data.errors[999].line).toBe(1001);
  });

  it('writes one audit entry with the counts', async () => {
    await imported(`${header}aud,aud-1,1\naud,aud-2,2\n`, { filename: 'audit.csv' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log?entity=tiktok&entity_id=import',
      headers,
    });
    const [entry] = res.json().data.records;
    expect(entry.action).toBe('import');
    expect(entry.changes).toMatchObject({ file: { after: 'audit.csv' }, inserted: { after: 2 } });
  });

  it('refuses options sent after the file, importing nothing', async () => {
    const { multipart } = await import('./media-fixtures.js');
    const { payload, contentType } = multipart([
      ['file', { data: Buffer.from(`${header}late,late-1,1\n`), filename: 'x.csv', contentType: 'text/csv' }],
      ['dry_run', 'true'],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await stored('late-')).toEqual([]);
  });
});

describe('POST /api/tiktoks/import: progress, size and roles', () => {
  it('streams progress lines then the result with Accept: application/x-ndjson', async () => {
    const lines = Array.from({ length: 2500 }, (_, i) => `st,st-${i},${i}`).join('\n');
    const res = await send(`username,post_id,likes\n${lines}\n`, { accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const answer = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const last = answer.at(-1);
    expect(last).toMatchObject({ type: 'result', success: true, data: { inserted: 2500 } });
    expect(answer.slice(0, -1).every((l) => l.type === 'progress')).toBe(true);
  });

  it('a streamed failure is the last line, in the error envelope', async () => {
    const res = await send('', { accept: 'application/x-ndjson' });
    const last = JSON.parse(res.body.trim().split('\n').at(-1) ?? '');
    expect(last).toMatchObject({ type: 'result', success: false, error: { code: 'validation_failed' } });
  });

  it('answers 413 for a file over MAX_IMPORT_MB, importing nothing', async () => {
    const row = 'big,big-0,1\n';
    const res = await send(
      `username,post_id,likes\n${row.repeat(Math.ceil((1.2 * 1024 * 1024) / row.length))}`,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
    expect(await stored('big-')).toEqual([]);
  });

  it('an upload arriving slowly blocks no other call: a list and /api/health answer while it arrives', async () => {
    // a real server on a port: the upload comes over a socket a line at a time
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'slow-upload-boundary';
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: URL,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const answer = new Promise<{ status?: number; body: string }>((resolve, reject) => {
      upload.on('response', async (res) => {
        let body = '';
        for await (const chunk of res) body += chunk;
        resolve({ status: res.statusCode, body });
      });
      upload.on('error', reject);
    });
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\nusername,post_id\n',
    );
    let sent = 0;
    const trickle = setInterval(() => upload.write(`slow,slow-${sent++}\n`), 200);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500)); // the import is under way
      // before the fix these waited for the upload's end (it held the database's one connection)
      const list = await fetch(`http://127.0.0.1:${port}/api/tiktoks?size=1`, {
        headers,
        signal: AbortSignal.timeout(10_000),
      });
      expect(list.status).toBe(200);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(10_000),
      });
      expect(health.status).toBe(200);
      expect(upload.writableEnded).toBe(false); // still arriving
    } finally {
      clearInterval(trickle);
    }
    upload.end(`\r\n--${boundary}--\r\n`);
    const { status, body } = await answer;
    expect(status, body).toBe(200);
    expect(JSON.parse(body).data).toMatchObject({ outcome: 'imported', inserted: sent });
  });

  it('a body cut short answers 400 and holds nothing: the next import runs', async () => {
    const { multipart } = await import('./media-fixtures.js');
    const { payload, contentType } = multipart([
      [
        'file',
        { data: Buffer.from('username,post_id\ncut,cut-1\n'), filename: 'x.csv', contentType: 'text/csv' },
      ],
    ]);
    const cut = payload.subarray(0, payload.length - 20); // no closing boundary
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headers, 'content-type': contentType },
      payload: cut,
    });
    expect(res.statusCode).toBe(400);
    expect(await stored('cut-')).toEqual([]);
    expect((await imported('username,post_id\nnext,next-1\n')).inserted).toBe(1);
  });

  it('is for super users: admin 403, no token 401', async () => {
    const admin = await t.signedIn('admin');
    expect((await postImport(t, URL, admin.headers, 'username,post_id\na,b\n')).statusCode).toBe(403);
    expect((await postImport(t, URL, {}, 'username,post_id\na,b\n')).statusCode).toBe(401);
  });
});
