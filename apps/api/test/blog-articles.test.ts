import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
let superId: number;
withTestApp('super', (app, user) => {
  t = app;
  ({ headers, id: superId } = user);
});

type Body = Record<string, unknown>;
const create = (payload: Body, h = headers) =>
  t.app.inject({ method: 'POST', url: '/api/articles', headers: h, payload });
const getOne = (id: number) => t.app.inject({ method: 'GET', url: `/api/articles/${id}`, headers });
const put = (id: number, payload: Body) =>
  t.app.inject({ method: 'PUT', url: `/api/article/${id}`, headers, payload });
const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/articles?${query}`, headers });
const setVisible = (id: number, payload: Body) =>
  t.app.inject({ method: 'PUT', url: `/api/articles/${id}/visible`, headers, payload });

async function created(payload: Body) {
  const res = await create(payload);
  expect(res.statusCode).toBe(201);
  return (await getOne(res.json().data.id)).json().data;
}

describe('POST /api/articles', () => {
  it('derives the slug from the title and the description from the first paragraph', async () => {
    const article = await created({
      title: 'Hooks that  work',
      content: '<h2>Intro</h2><p>First <strong>bold</strong> words &amp; more.</p><p>Second paragraph.</p>',
    });
    expect(article.slug).toBe('Hooks-that-work');
    expect(article.description).toBe('First bold words & more.');
    expect(article.user_id).toBe(superId);
    expect(article.author).toBe('super Tester');
  });

  it('makes the slug URL-safe and numbers it on a clash', async () => {
    const first = await created({ title: 'Café: 50% off?', content: '<p>a</p>' });
    const second = await created({ title: 'Café: 50% off?', content: '<p>b</p>' });
    const third = await created({ title: 'Cafe 50 off', content: '<p>c</p>' });
    expect(first.slug).toBe('Cafe-50-off');
    expect(second.slug).toBe('Cafe-50-off-2');
    expect(third.slug).toBe('Cafe-50-off-3');
  });

  it('keeps a slug and a description typed by hand, and refuses a slug already used', async () => {
    const article = await created({
      title: 'Typed',
      slug: 'my-own',
      description: 'Short',
      content: '<p>Long text</p>',
    });
    expect(article).toMatchObject({ slug: 'my-own', description: 'Short' });
    const clash = await create({ title: 'Other', slug: 'my-own' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.fields).toMatchObject({ slug: 'This slug is already taken' });
    const unsafe = await create({ title: 'Other', slug: 'a b/c' });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().error.fields.slug).toBeDefined();
  });

  it('starts every new article not visible, whatever the payload says', async () => {
    const res = await create({ title: 'Eager', isVisible: true, is_visible: true });
    expect(res.json().data.is_visible).toBe(false);
    expect((await getOne(res.json().data.id)).json().data.is_visible).toBe(false);
  });

  it('removes scripts, event handlers and javascript: links from the content', async () => {
    const article = await created({
      title: 'Sanitized',
      content:
        '<p>Hello<script>alert(1)</script></p><img src="https://x.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="https://ok.test">good</a>',
    });
    expect(article.content).not.toMatch(/script|onerror|javascript:|alert/);
    expect(article.content).toContain('<img src="https://x.test/a.png" />');
    expect(article.content).toContain('<a href="https://ok.test">good</a>');
    expect(article.description).toBe('Hello');
  });

  it('takes another staff member as author, but not a customer', async () => {
    const admin = await t.signedIn('admin');
    const member = await t.signedIn('monthly');
    expect((await created({ title: 'By admin', user_id: admin.id })).user_id).toBe(admin.id);
    const res = await create({ title: 'By member', user_id: member.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('user_id');
  });

  it('refuses content over the size cap with a field error', async () => {
    const res = await create({ title: 'Huge', content: `<p>${'a'.repeat(200_001)}</p>` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('content');
  });
});

describe('PUT /api/article/:id', () => {
  it('saves title, content, slug and description, and answers 409 on a stale version', async () => {
    const article = await created({ title: 'To edit', content: '<p>One</p>' });
    const res = await put(article.id, {
      title: 'Edited',
      content: '<p>Two</p>',
      slug: 'edited-slug',
      description: '',
      updated_at: article.updated_at,
    });
    expect(res.statusCode).toBe(200);
    expect((await getOne(article.id)).json().data).toMatchObject({
      title: 'Edited',
      slug: 'edited-slug',
      description: 'Two',
      is_visible: false,
    });
    const stale = await put(article.id, { title: 'Stale', updated_at: article.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
  });

  it('keeps its own slug when saved again, and reports whether a slug is free', async () => {
    const article = await created({ title: 'Slug owner' });
    expect((await put(article.id, { title: 'Slug owner', slug: 'Slug-owner' })).statusCode).toBe(200);
    const check = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/articles/slug-available?${q}`, headers });
    expect((await check('slug=Slug-owner')).json().data).toEqual({ slug: 'Slug-owner', available: false });
    expect((await check(`slug=Slug-owner&id=${article.id}`)).json().data.available).toBe(true);
    expect((await check('slug=nobody-has-it')).json().data.available).toBe(true);
  });
});

describe('visibility, delete and the list', () => {
  it('shows an article through the visibility call, answering is_visible for either spelling', async () => {
    const article = await created({ title: 'Shown later' });
    const res = await setVisible(article.id, { is_visible: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: article.id, is_visible: true });
    expect((await setVisible(article.id, { isVisible: false })).json().data.is_visible).toBe(false);
    expect((await setVisible(article.id, {})).statusCode).toBe(400);
  });

  it('lists with total and results, filters by visible and searches title and text', async () => {
    const a = await created({ title: 'Zebra stripes', content: '<p>about <em>giraffes</em></p>' });
    await setVisible(a.id, { is_visible: true });
    const all = (await list()).json().data;
    expect(all.total).toBeGreaterThan(1);
    expect(all.results[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      categories: [],
    });
    const visible = (await list('visible=true')).json().data;
    expect(visible.results.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await list('search=giraffes')).json().data.results.map((r: { id: number }) => r.id)).toEqual([
      a.id,
    ]);
    expect((await list('search=zebra')).json().data.results[0]).toMatchObject({
      author: 'super Tester',
      is_visible: true,
    });
    // tag names are not text: searching "em" does not find every article with an <em>
    expect((await list('search=%3Cem')).json().data.total).toBe(0);
  });

  it('searches the text a reader sees, not the HTML: markup, entities and line breaks do not split words', async () => {
    const content =
      '<p><strong>Okapi bold</strong> words and bo<em>ld</em>er tips &amp; tricks</p>\n<p>first&nbsp;line</p><ul><li>one</li><li>two</li></ul>';
    const a = await created({ title: 'Okapi markup', content });
    const found = async (words: string) =>
      (await list(`search=${encodeURIComponent(words)}`))
        .json()
        .data.results.map((r: { id: number }) => r.id);
    for (const words of ['okapi bold words', 'bolder tips & tricks', 'first line', 'tricks first'])
      expect({ words, ids: await found(words) }).toEqual({ words, ids: [a.id] });
    // blocks stay apart: the end of one item and the start of the next are not one word
    expect(await found('onetwo')).toEqual([]);
  });

  it('deletes an article', async () => {
    const article = await created({ title: 'Short-lived' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/article/${article.id}`, headers })).statusCode,
    ).toBe(200);
    expect((await getOne(article.id)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('answers 401 without a session and 403 to an admin', async () => {
    const admin = await t.signedIn('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/articles' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/articles', headers: admin.headers })).statusCode,
    ).toBe(403);
    expect((await create({ title: 'Nope' }, admin.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories', headers: admin.headers })).statusCode,
    ).toBe(403);
  });
});

describe('audit', () => {
  it('records the create in the audit log', async () => {
    const article = await created({ title: 'Audited' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?entity=article&entity_id=${article.id}`,
      headers,
    });
    expect(res.json().data.records[0]).toMatchObject({ action: 'create', entity: 'article' });
  });
});
