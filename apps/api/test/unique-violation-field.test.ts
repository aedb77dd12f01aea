import { describe, expect, it } from 'vitest';
import { ugcCreators } from '../src/db/schema.js';
import { takenField } from '../src/db/unique-violation.js';
import { type TestApp, withTestApp } from './helpers.js';
import { validTiktok } from './tiktoks-fixtures.js';
import { insertCreators } from './ugc-creators-fixtures.js';

/** The database's own error for a write that raced past an area's uniqueness check. */
async function violationDetail(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (err) {
    const pg = (err as { cause?: { detail?: string } }).cause ?? (err as { detail?: string });
    return pg.detail;
  }
  throw new Error('the write was not refused');
}

describe('a unique violation names its field', () => {
  let t: TestApp;
  withTestApp('super', (app) => {
    t = app;
  });

  it('an index on an expression (creators: lower(email)) names email', async () => {
    await insertCreators(t, [{ email: 'Taken@Example.com' }]);
    const detail = await violationDetail(() =>
      t.db.insert(ugcCreators).values({ name: 'Second', email: 'taken@example.com' }),
    );
    expect(takenField(detail)).toBe('email');
  });

  it('a plain column, and a key of two columns, name their first column', () => {
    expect(takenField('Key (post_id)=(7000) already exists.')).toBe('post_id');
    expect(takenField('Key (advertisement_id, collection_id)=(1, 2) already exists.')).toBe(
      'advertisement_id',
    );
    expect(takenField(undefined)).toBeUndefined();
  });
});

describe('a taken value answers 400 beside its field, never 409', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  withTestApp('super', (app, user) => {
    t = app;
    headers = user.headers;
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('restoring a version whose post id another TikTok took meanwhile (the unique index refuses it)', async () => {
    const created = await call('POST', '/api/tiktoks', validTiktok({ post_id: '7400000000000000001' }));
    const { id } = created.json().data;
    const moved = await call('PUT', `/api/tiktoks/${id}`, validTiktok({ post_id: '7400000000000000002' }));
    expect(moved.statusCode).toBe(200);
    await call('POST', '/api/tiktoks', validTiktok({ post_id: '7400000000000000001', username: 'other' }));
    const [, first] = (await call('GET', `/api/tiktoks/${id}/history`)).json().data.versions;
    const res = await call('POST', `/api/tiktoks/${id}/history/${first.version}/restore`, {
      updated_at: moved.json().data.updated_at,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: 'This post id is already taken',
      fields: { post_id: 'This post id is already taken' },
    });
  });

  it('the same message on every area: a post id, an e-mail (any case)', async () => {
    await call('POST', '/api/tiktoks', validTiktok({ post_id: '7400000000000000009' }));
    const tiktok = await call('POST', '/api/tiktoks', validTiktok({ post_id: '7400000000000000009' }));
    expect(tiktok.json().error.fields).toEqual({ post_id: 'This post id is already taken' });
    const creator = { name: 'Lena', email: 'lena@example.com', videos: [] };
    await call('POST', '/api/ugc-creators', creator);
    const again = await call('POST', '/api/ugc-creators', { ...creator, email: 'LENA@example.com' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ email: 'This e-mail is already taken' });
  });
});
