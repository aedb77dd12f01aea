import { describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, withTestApp } from './helpers.js';
import { postImport } from './import-fixtures.js';

// Issue 18: an import is a kind of change in each record's History, with only the fields it
// changed, and a restore to the version before it undoes it.

let t: TestApp;
let user: SignedIn;
withTestApp('super', (app, signedIn) => {
  t = app;
  user = signedIn;
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });
const data = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
type Version = {
  version: number;
  kind: string;
  changes: Record<string, { before: unknown; after: unknown }>;
};
const versionsOf = async (url: string) => (await data('GET', `${url}/history`)).versions as Version[];

describe('imports in the History', () => {
  it('a TikToks import shows as one import version with only the changed fields, and a restore undoes it', async () => {
    const created = await data('POST', '/api/tiktoks', {
      username: 'before',
      post_id: '7411000000000000001',
      likes: 5,
      industry: 'Fashion',
    });
    const url = `/api/tiktoks/${created.id}`;
    const csv =
      'username,post_id,likes,industry\r\nafter,7411000000000000001,5,Food/Drink\r\nfresh,7411000000000000002,1,\r\n';
    const res = await postImport(t, '/api/tiktoks/import', user.headers, csv);
    expect(res.json().data, JSON.stringify(res.json().data.errors)).toMatchObject({
      outcome: 'imported',
      inserted: 1,
      updated: 1,
    });

    const [imported, first] = await versionsOf(url);
    expect(imported?.kind).toBe('import');
    expect(imported?.changes).toEqual({
      username: { before: 'before', after: 'after' },
      industry: { before: 'Fashion', after: 'Food/Drink' },
    });

    const post = await data('GET', url);
    const restored = await data('POST', `${url}/history/${first?.version}/restore`, {
      updated_at: post.updated_at,
    });
    expect(restored.restored).toBe(true);
    expect(await data('GET', url)).toMatchObject({ username: 'before', industry: 'Fashion', likes: 5 });
  });

  it('a post the import created has the import as its first version, every field it wrote after', async () => {
    const [row] = (await data('GET', '/api/tiktoks?post_id=7411000000000000002')).results as { id: number }[];
    const versions = await versionsOf(`/api/tiktoks/${row?.id}`);
    expect(versions).toHaveLength(1);
    expect(versions[0]?.kind).toBe('import');
    expect(versions[0]?.changes).toMatchObject({
      username: { before: null, after: 'fresh' },
      post_id: { before: null, after: '7411000000000000002' },
      likes: { before: null, after: 1 },
    });
  });

  it("a post the import created and staff edited since: the import's version shows what the import wrote, and a restore puts it back", async () => {
    const csv = 'username,post_id,likes,industry\r\nimported,7411000000000000003,7,Pets\r\n';
    const res = await postImport(t, '/api/tiktoks/import', user.headers, csv);
    expect(res.json().data).toMatchObject({ outcome: 'imported', inserted: 1 });
    const [row] = (await data('GET', '/api/tiktoks?post_id=7411000000000000003')).results as { id: number }[];
    const url = `/api/tiktoks/${row?.id}`;
    const post = await data('GET', url);
    await data('PUT', url, { ...post, username: 'edited', likes: 9, industry: 'Home' });

    const [edit, imported] = await versionsOf(url);
    expect(edit?.changes).toMatchObject({ username: { before: 'imported', after: 'edited' } });
    expect(imported?.kind).toBe('import');
    expect(imported?.changes).toMatchObject({
      username: { before: null, after: 'imported' },
      likes: { before: null, after: 7 },
      industry: { before: null, after: 'Pets' },
    });
    expect(imported?.changes).not.toHaveProperty('updated_at');

    const edited = await data('GET', url);
    const restored = await data('POST', `${url}/history/${imported?.version}/restore`, {
      updated_at: edited.updated_at,
    });
    expect(restored.restored).toBe(true);
    expect(await data('GET', url)).toMatchObject({ username: 'imported', likes: 7, industry: 'Pets' });
  });

  it('an ads import logs each changed ad under the import, and none for a row equal to the stored ad', async () => {
    const one = await data('POST', '/api/advertisements', { name: 'Imported once', type: ['Lifestyle'] });
    const two = await data('POST', '/api/advertisements', { name: 'Left as is', type: ['Lifestyle'] });
    const csv = `id,name,type\r\n${one.id},Imported twice,Lifestyle\r\n${two.id},Left as is,Lifestyle\r\n`;
    const res = await postImport(t, '/api/advertisements/import', user.headers, csv);
    expect(res.json().data).toMatchObject({ outcome: 'imported', updated: 1, unchanged: 1 });
    const [changed] = await versionsOf(`/api/advertisements/${one.id}`);
    expect(changed?.kind).toBe('import');
    expect(changed?.changes).toEqual({ name: { before: 'Imported once', after: 'Imported twice' } });
    expect((await versionsOf(`/api/advertisements/${two.id}`)).map((v) => v.kind)).toEqual(['created']);
  });
});
