import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
let superEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers, email: superEmail } = await t.signedIn('super'));
});
afterAll(() => t?.close());

const getOne = (id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/titles-subtitles/${id}`, headers });
const put = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/titles-subtitles/edit/${id}`, headers, payload });
const auditOf = (query: string, h = headers) =>
  t.app.inject({ method: 'GET', url: `/api/audit-log?${query}`, headers: h });

// Each test edits a section of its own (the seed holds seven), so the tests stay independent.

describe('GET /api/titles-subtitles', () => {
  it('lists the seeded sections for super', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/titles-subtitles', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.results.length).toBeGreaterThanOrEqual(6);
    expect(body.data.results[0]).toMatchObject({ id: 1, section: 'home' });
    for (const row of body.data.results) {
      expect(row).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          section: expect.any(String),
          title: expect.any(String),
          subtitle: expect.any(String),
          updated_at: expect.any(String),
        }),
      );
    }
  });
});

describe('GET /api/titles-subtitles/:id', () => {
  it('answers one section', async () => {
    const res = await getOne(1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { id: 1, section: 'home', title: expect.any(String), subtitle: expect.any(String) },
    });
  });

  it('answers 404 not_found for an id that does not exist', async () => {
    const res = await getOne(9999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });

  it('answers 400 with fields.id for an id that is not a number', async () => {
    const res = await getOne('abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { id: expect.any(String) } });
  });
});

describe('PUT /api/titles-subtitles/edit/:id', () => {
  it('saves title and subtitle and answers the id and the new updated_at', async () => {
    const before = (await getOne(2)).json().data;
    const res = await put(2, { title: 'The library', subtitle: 'Every ad, filtered' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.id).toBe(2);
    expect(new Date(data.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());
    expect((await getOne(2)).json().data).toMatchObject({
      title: 'The library',
      subtitle: 'Every ad, filtered',
      updated_at: data.updated_at,
    });
  });

  it('answers 400 with fields.title for an empty title and changes nothing', async () => {
    const before = (await getOne(3)).json().data;
    const res = await put(3, { title: '   ', subtitle: 'changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { title: expect.any(String) },
    });
    expect((await getOne(3)).json().data).toEqual(before);
  });

  it('answers 404 not_found for an id that does not exist', async () => {
    const res = await put(9999, { title: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('keeps the subtitle when the body has none', async () => {
    const before = (await getOne(4)).json().data;
    expect((await put(4, { title: 'Only the title' })).statusCode).toBe(200);
    expect((await getOne(4)).json().data).toMatchObject({
      title: 'Only the title',
      subtitle: before.subtitle,
    });
  });

  it('accepts the updated_at last read, and answers 409 conflict for a stale one, leaving the record as is', async () => {
    const read = (await getOne(5)).json().data;
    const first = await put(5, { title: 'First writer', updated_at: read.updated_at });
    expect(first.statusCode).toBe(200);
    const saved = (await getOne(5)).json().data;

    const second = await put(5, { title: 'Second writer', subtitle: 'lost', updated_at: read.updated_at });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      error: { code: 'conflict', message: expect.any(String) },
    });
    expect((await getOne(5)).json().data).toEqual(saved);

    const reread = await put(5, { title: 'Second writer', updated_at: saved.updated_at });
    expect(reread.statusCode).toBe(200);
  });

  it('answers 400 with fields.updated_at for a value that is not a date', async () => {
    const res = await put(5, { title: 'x', updated_at: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('updated_at');
  });

  it('records who changed which fields, before and after, in the audit log', async () => {
    const before = (await getOne(6)).json().data;
    await put(6, { title: 'Plans', subtitle: before.subtitle });
    const res = await auditOf('entity=title&entity_id=6');
    expect(res.statusCode).toBe(200);
    const { total, records } = res.json().data;
    expect(total).toBe(1);
    expect(records[0]).toMatchObject({
      entity: 'title',
      entity_id: '6',
      action: 'update',
      user_email: superEmail,
      changes: { title: { before: before.title, after: 'Plans' } },
    });
    expect(Object.keys(records[0].changes)).toEqual(['title']);
  });
});
