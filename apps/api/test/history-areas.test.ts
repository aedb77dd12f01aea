import { describe, expect, it } from 'vitest';
import { insertCollection } from './advertisements-fixtures.js';
import { type Body, historyTestApp } from './history-fixtures.js';
import { insertTiktoks } from './tiktoks-fixtures.js';
import { insertCreators } from './ugc-creators-fixtures.js';

// Every area with a record edit gets history and restore from the kit: each is edited twice
// through its own edit route, then put back to the first edit.

const { ctx, call } = historyTestApp('super');

interface AreaCase {
  area: string;
  /** the record URL prefix the history routes hang from */
  base: string;
  /** GET of one record, when it is not {base}/{id} */
  read?: (id: number) => string;
  /** PUT of the edit, when it is not {base}/{id} */
  edit?: (id: number) => string;
  field: string;
  record: () => Promise<number>;
}

const cases: AreaCase[] = [
  {
    area: 'tiktoks',
    base: '/api/tiktoks',
    field: 'description',
    record: async () =>
      (await insertTiktoks(ctx.t, [{ username: 'h', post_id: '7300000000000000991' }]))[0] ?? 0,
  },
  {
    area: 'ugc creators',
    base: '/api/ugc-creators',
    field: 'city',
    record: async () => (await insertCreators(ctx.t, [{ name: 'History Creator' }]))[0] ?? 0,
  },
  {
    area: 'titles',
    base: '/api/titles-subtitles',
    edit: (id) => `/api/titles-subtitles/edit/${id}`,
    field: 'title',
    record: async () => 2,
  },
  {
    area: 'blog articles',
    base: '/api/articles',
    edit: (id) => `/api/article/${id}`,
    field: 'title',
    record: async () =>
      (await call('POST', '/api/articles', { title: 'History', content: '<p>a</p>' })).json().data.id,
  },
  {
    area: 'pricing',
    base: '/api/plans',
    edit: (id) => `/api/memberships/${id}`,
    field: 'name',
    record: async () => 2,
  },
  {
    area: 'customers',
    base: '/api/users',
    read: (id) => `/api/user/${id}`,
    edit: (id) => `/api/user1/${id}`,
    field: 'first_name',
    record: async () => {
      const res = await call('POST', '/api/user1', {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'history@example.com',
      });
      return res.json().data.id;
    },
  },
  {
    area: 'collections',
    base: '/api/collections',
    field: 'title',
    record: () => insertCollection(ctx.t, 'History collection'),
  },
];

const read = async (c: AreaCase, id: number) => {
  const res = await call('GET', c.read?.(id) ?? `${c.base}/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Body;
};
async function edit(c: AreaCase, id: number, value: string) {
  const res = await call('PUT', c.edit?.(id) ?? `${c.base}/${id}`, {
    ...(await read(c, id)),
    [c.field]: value,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe.each(cases)('history of $area', (c) => {
  it('lists two edits and restores the first', async () => {
    const id = await c.record();
    await edit(c, id, 'First change');
    await edit(c, id, 'Second change');
    const history = await call('GET', `${c.base}/${id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    const [second, first] = history.json().data.versions;
    expect(second.changes[c.field]).toEqual({ before: 'First change', after: 'Second change' });
    const { updated_at } = await read(c, id);
    const res = await call('POST', `${c.base}/${id}/history/${first.version}/restore`, { updated_at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      restored: true,
      changes: { [c.field]: { after: 'First change' } },
    });
    expect((await read(c, id))[c.field]).toBe('First change');
    const [latest] = (await call('GET', `${c.base}/${id}/history`)).json().data.versions;
    expect(latest.kind).toBe('restored');
  });
});

describe('roles', () => {
  it('answers 403 to admin on an area that is super only', async () => {
    const admin = await ctx.t.signedIn('admin');
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/tiktoks/1/history',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
