import { okEnvelope, resultsPageSchema, ugcCreatorListItem } from '@adlib/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ugcCreators } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';
import { insertCreators } from './ugc-creators-fixtures.js';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.signedIn('super')).headers;
});
afterAll(() => t.close());

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/ugc-creators/all?${query}`, headers });
const names = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.results as { name: string }[]).map((r) => r.name).sort();
};
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers, payload });

const VALID = {
  name: 'Lena Okafor',
  email: 'lena@example.com',
  age: 29,
  gender: 'Woman',
  niche: 'Skincare',
  city: 'Lagos',
  country: 'Nigeria',
  industry: 'Beauty/Cosmetics',
  minimum_project: 2,
  minimum_price: 149.5,
  link_from_creator: 'https://links.example.com/lena',
  website: '',
  instagram_link: 'https://instagram.example.com/lena',
  tiktok_link: '',
  twitter_link: '',
  profile_picture: '',
  videos: ['https://cdn.example.com/v1.mp4'],
};

describe('GET /api/ugc-creators/all', () => {
  beforeAll(async () => {
    await t.db.delete(ugcCreators);
    await insertCreators(t, [
      {
        name: 'Ana Sol',
        email: 'ana@mail.test',
        niche: 'Fitness',
        city: 'Madrid',
        country: 'Spain',
        gender: 'Woman',
        industry: 'Sports/Outdoors',
      },
      {
        name: 'Bo Berg',
        email: 'bo@mail.test',
        niche: 'Gadgets',
        city: 'Oslo',
        country: 'Norway',
        gender: 'Man',
        industry: 'Tech',
      },
      {
        name: 'Cy Moreau',
        email: 'cy@SPORTY.test',
        niche: 'Food',
        city: 'Paris',
        country: 'France',
        gender: 'Man',
        industry: 'Food/Drink',
      },
      {
        name: 'Di Lund',
        email: 'di@mail.test',
        niche: 'Running',
        city: 'Sportsville',
        country: 'Spain',
        gender: 'Man',
        industry: 'Sports/Outdoors',
      },
      ...Array.from({ length: 56 }, (_, i) => ({ name: `Filler ${i}`, country: 'Canada' as const })),
    ]);
  });

  it('answers the one list envelope: total and a page of 50 results, newest first, with the row fields', async () => {
    const res = await list('');
    expect(res.statusCode, res.body).toBe(200);
    // the handler writes the JSON text itself: check it against the declared schema
    expect(okEnvelope(resultsPageSchema(ugcCreatorListItem)).safeParse(res.json()).success).toBe(true);
    const { data } = res.json();
    expect(data.total).toBe(60);
    expect(data.results).toHaveLength(50);
    expect(data.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Filler 55',
      country: 'Canada',
      gender: null,
      industry: null,
      profile_picture: null,
      thumb: null,
      placeholder: null,
    });
    const page2 = (await list('page=2')).json().data;
    expect(page2.results).toHaveLength(10);
    expect(page2.results.at(-1).name).toBe('Ana Sol');
    const byCursor = (await list(`cursor=${encodeURIComponent(data.next_cursor)}`)).json().data;
    expect(byCursor.results.map((r: { id: number }) => r.id)).toEqual(
      page2.results.map((r: { id: number }) => r.id),
    );
  });

  it('searches name, e-mail, niche and city ignoring case', async () => {
    expect(await names('search=BERG')).toEqual(['Bo Berg']); // name
    expect(await names('search=sporty')).toEqual(['Cy Moreau']); // e-mail
    expect(await names('search=gadg')).toEqual(['Bo Berg']); // niche
    expect(await names('search=sport')).toEqual(['Cy Moreau', 'Di Lund']); // e-mail, city
    expect(await names('search=nobody')).toEqual([]);
  });

  it('filters by industry, country and gender, alone and together', async () => {
    expect(await names('industry=Tech')).toEqual(['Bo Berg']);
    expect(await names('country=Spain')).toEqual(['Ana Sol', 'Di Lund']);
    expect(await names('gender=Man')).toEqual(['Bo Berg', 'Cy Moreau', 'Di Lund']);
    expect(await names('country=Spain&gender=Man')).toEqual(['Di Lund']);
    expect(await names('search=sport&country=Spain&gender=Man&industry=Sports%2FOutdoors')).toEqual([
      'Di Lund',
    ]);
    const res = await list('country=Spain&gender=Man');
    expect(res.json().data.total).toBe(1);
  });
});

describe('one creator: create, read, update, delete', () => {
  it('creates with every field, reads it back with six video slots, audits the write', async () => {
    const res = await send('POST', '/api/ugc-creators', VALID);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    const got = (await t.app.inject({ method: 'GET', url: `/api/ugc-creators/${id}`, headers })).json().data;
    expect(got).toMatchObject({
      ...VALID,
      website: null,
      tiktok_link: null,
      twitter_link: null,
      profile_picture: null,
      videos: ['https://cdn.example.com/v1.mp4', null, null, null, null, null],
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ugc_creator'), eq(auditLog.entity_id, String(id))));
    expect(entries.map((e) => e.action)).toEqual(['create']);
  });

  it('updates with the version read, and answers 409 to a stale one', async () => {
    const created = (await send('POST', '/api/ugc-creators', { ...VALID, email: 'upd@example.com' })).json()
      .data;
    const ok = await send('PUT', `/api/ugc-creators/${created.id}`, {
      ...VALID,
      email: 'upd@example.com',
      city: 'Abuja',
      updated_at: created.updated_at,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await send('PUT', `/api/ugc-creators/${created.id}`, {
      ...VALID,
      email: 'upd@example.com',
      city: 'Kano',
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/ugc-creators/${created.id}`, headers })
    ).json();
    expect(got.data.city).toBe('Abuja');
  });

  it('deletes, then answers 404', async () => {
    const { id } = (await send('POST', '/api/ugc-creators', { name: 'Gone Soon' })).json().data;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/ugc-creators/${id}`, headers });
    expect(del.statusCode, del.body).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/ugc-creators/${id}`, headers });
    expect(again.statusCode).toBe(404);
  });
});

describe('validation: a message per field', () => {
  const fieldsOf = async (body: object, method: 'POST' | 'PUT' = 'POST', url = '/api/ugc-creators') => {
    const res = await send(method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.fields as Record<string, string>;
  };

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: 'not-an-email' }, 'Enter a valid e-mail address'],
    ['age', { age: 15 }, 'At least 16'],
    ['age', { age: 101 }, 'At most 100'],
    ['age', { age: 20.5 }, 'Must be a whole number'],
    ['gender', { gender: 'Other' }, expect.any(String)],
    ['country', { country: 'Atlantis' }, expect.any(String)],
    ['industry', { industry: 'Mining' }, expect.any(String)],
    ['minimum_project', { minimum_project: -1 }, 'Cannot be negative'],
    ['minimum_price', { minimum_price: -5 }, 'Cannot be negative'],
    ['minimum_price', { minimum_price: 10.555 }, 'At most 2 decimals'],
    ['website', { website: 'ftp://files.example.com' }, 'Enter a link starting with http:// or https://'],
    [
      'twitter_link',
      { twitter_link: 'javascript:alert(1)' },
      'Enter a link starting with http:// or https://',
    ],
    [
      'videos',
      { videos: Array.from({ length: 7 }, (_, i) => `https://v.example.com/${i}.mp4`) },
      'At most 6 videos',
    ],
  ])('%s: %j', async (field, change, message) => {
    const fields = await fieldsOf({ ...VALID, email: '', ...change });
    expect(fields[field]).toEqual(message);
  });

  it('refuses an e-mail another creator has, ignoring case, on create and on update', async () => {
    await send('POST', '/api/ugc-creators', { ...VALID, email: 'Taken@Example.com' });
    expect((await fieldsOf({ ...VALID, email: 'taken@example.COM' })).email).toBe(
      'This e-mail is already taken',
    );
    const other = (await send('POST', '/api/ugc-creators', { ...VALID, email: 'free@example.com' })).json()
      .data;
    const fields = await fieldsOf(
      { ...VALID, email: 'TAKEN@example.com' },
      'PUT',
      `/api/ugc-creators/${other.id}`,
    );
    expect(fields.email).toBe('This e-mail is already taken');
    // keeping one's own e-mail is no clash
    const same = await send('PUT', `/api/ugc-creators/${other.id}`, { ...VALID, email: 'FREE@example.com' });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('roles: super only', () => {
  it('answers 401 without a session and 403 to an admin, on the list and the writes', async () => {
    const admin = (await t.signedIn('admin')).headers;
    expect((await t.app.inject({ method: 'GET', url: '/api/ugc-creators/all' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ugc-creators/all', headers: admin })).statusCode,
    ).toBe(403);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/ugc-creators',
      headers: admin,
      payload: VALID,
    });
    expect(post.statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(200);
  });

  it('keeps every creator route from an admin (403) and from no session (401), changing nothing', async () => {
    const [id] = await insertCreators(t, [{ name: 'Guarded', email: 'guarded@example.com' }]);
    const admin = (await t.signedIn('admin')).headers;
    const body = { ...VALID, email: 'other@example.com' };
    const calls = [
      { method: 'GET', url: `/api/ugc-creators/${id}` },
      { method: 'PUT', url: `/api/ugc-creators/${id}`, payload: body },
      { method: 'DELETE', url: `/api/ugc-creators/${id}` },
      { method: 'POST', url: '/api/ugc-creators/upload', payload: {} },
      { method: 'POST', url: '/api/ugc-creators/upload_profile', payload: {} },
    ] as const;
    for (const call of calls) {
      const none = await t.app.inject(call);
      const asAdmin = await t.app.inject({ ...call, headers: admin });
      expect({ ...call, none: none.statusCode, admin: asAdmin.statusCode }).toMatchObject({
        none: 401,
        admin: 403,
      });
    }
    const [still] = await t.db
      .select()
      .from(ugcCreators)
      .where(eq(ugcCreators.id, id as number));
    expect(still).toMatchObject({ name: 'Guarded', email: 'guarded@example.com' });
    // and the route table says super for every one of them
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/ugc-creators'));
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const r of routes) expect(r, r.url).toMatchObject({ role: 'super' });
  });

  it('refuses a creator sent without a name, naming the field', async () => {
    const { name: _name, ...nameless } = VALID;
    const res = await send('POST', '/api/ugc-creators', { ...nameless, email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toEqual(expect.any(String));
  });
});
