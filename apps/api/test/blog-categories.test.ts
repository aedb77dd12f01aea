import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

type Body = Record<string, unknown>;
const add = (payload: Body) => t.app.inject({ method: 'POST', url: '/api/category', headers, payload });
const titles = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/categories', headers }))
    .json()
    .data.results.map((c: { title: string; order: number }) => `${c.order} ${c.title}`);
const idOf = async (payload: Body) => {
  const res = await add(payload);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; order: number; updated_at: string };
};

describe('categories', () => {
  it('lists by order, a new one getting order 1 and showing first', async () => {
    await idOf({ title: 'Second', order: 2 });
    const first = await idOf({ title: 'First' });
    expect(first.order).toBe(1);
    expect(await titles()).toEqual(['1 First', '2 Second']);
  });

  it('renames, reorders and deletes; an article keeps existing without its category', async () => {
    const news = await idOf({ title: 'News', order: 3 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/category/${news.id}`,
      headers,
      payload: { title: 'Platform news', order: 3, updated_at: news.updated_at },
    });
    expect(res.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/category/${news.id}`,
      headers,
      payload: { title: 'Stale', updated_at: news.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    const all = (await t.app.inject({ method: 'GET', url: '/api/categories', headers })).json().data.results;
    const ids = all.map((c: { id: number }) => c.id).reverse();
    const reorder = await t.app.inject({
      method: 'PUT',
      url: '/api/categories/order',
      headers,
      payload: { ids },
    });
    expect(reorder.statusCode).toBe(200);
    expect(await titles()).toEqual(['1 Platform news', '2 Second', '3 First']);
    const partial = await t.app.inject({
      method: 'PUT',
      url: '/api/categories/order',
      headers,
      payload: { ids: [news.id] },
    });
    expect(partial.statusCode).toBe(400);

    const article = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers,
      payload: { title: 'Categorised', category_ids: [news.id] },
    });
    const articleId = article.json().data.id;
    const listed = (await t.app.inject({ method: 'GET', url: '/api/articles', headers })).json().data.results;
    expect(listed.find((a: { id: number }) => a.id === articleId).categories).toEqual([
      { id: news.id, title: 'Platform news' },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories', headers })).json().data.results[0]
        .article_count,
    ).toBe(1);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/category/${news.id}`, headers })).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/articles/${articleId}`, headers });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.category_ids).toEqual([]);
    expect(await titles()).toEqual(['2 Second', '3 First']);
  });

  it('refuses an unknown category on an article and an empty title', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers,
      payload: { title: 'X', category_ids: [99999] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('category_ids');
    expect((await add({ title: ' ' })).json().error.fields).toHaveProperty('title');
  });
});
