import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from './helpers.js';
import { withTestApp } from './helpers.js';

let t: TestApp;
let ada: SignedIn; // super
let bob: SignedIn; // super
let sam: SignedIn; // super
let amy: SignedIn; // admin: opens the ads list only
withTestApp('super', (app, user) => {
  t = app;
  ada = user;
});
beforeAll(async () => {
  bob = await t.signedIn('super');
  sam = await t.signedIn('super');
  amy = await t.signedIn('admin');
});

const list = (who: SignedIn, key: string) =>
  t.app.inject({ method: 'GET', url: `/api/views?list=${encodeURIComponent(key)}`, headers: who.headers });
const create = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/views', headers: who.headers, payload });
const put = (who: SignedIn, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/views/${id}`, headers: who.headers, payload });
const del = (who: SignedIn, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/views/${id}`, headers: who.headers });
const names = async (who: SignedIn, key: string) =>
  ((await list(who, key)).json().data.results as { name: string }[]).map((v) => v.name);

/** A view made for one test, on a list of its own so the tests stay independent. */
async function made(
  who: SignedIn,
  listKey: string,
  name: string,
  shared = false,
  query: Record<string, string> = { industry: 'Tech' },
) {
  const res = await create(who, { list: listKey, name, query, shared });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; updated_at: string; name: string };
}

describe('saved views', () => {
  it('saves a view and lists it with its owner, filters and mine', async () => {
    const res = await create(ada, {
      list: 'advertisements',
      name: 'Tech by brand',
      query: { industry: 'Tech', order_by: 'name', search: '' },
    });
    expect(res.statusCode).toBe(201);
    const view = res.json().data;
    expect(view).toMatchObject({
      id: expect.any(Number),
      list: 'advertisements',
      name: 'Tech by brand',
      // an empty param means "not set" and is not kept
      query: { industry: 'Tech', order_by: 'name' },
      shared: false,
      owner_id: ada.id,
      owner_name: 'super Tester',
      mine: true,
    });
    const listed = (await list(ada, 'advertisements')).json().data.results;
    expect(listed).toEqual([expect.objectContaining({ id: view.id, name: 'Tech by brand', mine: true })]);
  });

  it('shows a user their own views and the shared ones, mine first, never another private view', async () => {
    await made(ada, 'tiktoks', 'Ada private');
    await made(ada, 'tiktoks', 'Ada shared', true);
    await made(bob, 'tiktoks', 'Bob private');
    await made(bob, 'tiktoks', 'Bob shared', true);
    await made(bob, 'customers', 'Bob elsewhere', true);
    expect(await names(ada, 'tiktoks')).toEqual(['Ada private', 'Ada shared', 'Bob shared']);
    expect(await names(bob, 'tiktoks')).toEqual(['Bob private', 'Bob shared', 'Ada shared']);
    const seen = (await list(sam, 'tiktoks')).json().data.results;
    expect(seen.map((v: { name: string; mine: boolean }) => [v.name, v.mine])).toEqual([
      ['Ada shared', false],
      ['Bob shared', false],
    ]);
  });

  it('renames, updates the filters, shares and unshares a view of mine, each answering the new version', async () => {
    const view = await made(ada, 'blog', 'Drafts');
    const renamed = await put(ada, view.id, { name: 'Hidden posts', updated_at: view.updated_at });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Hidden posts', query: { industry: 'Tech' } });
    const updated = await put(ada, view.id, { query: { visible: 'false' }, shared: true });
    expect(updated.json().data).toMatchObject({
      name: 'Hidden posts',
      query: { visible: 'false' },
      shared: true,
    });
    expect(await names(bob, 'blog')).toEqual(['Hidden posts']);
    await put(ada, view.id, { shared: false });
    expect(await names(bob, 'blog')).toEqual([]);
  });

  it('answers 409 when the view changed since the client read it', async () => {
    const view = await made(ada, 'ugc-creators', 'Stale');
    const first = await put(ada, view.id, { name: 'Fresh', updated_at: view.updated_at });
    expect(first.statusCode).toBe(200);
    // the version the client read, now older than the stored one
    const stale = await put(ada, view.id, {
      name: 'Late',
      updated_at: new Date(new Date(view.updated_at).getTime() - 1000).toISOString(),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'conflict', message: expect.stringContaining('view') });
    expect(await names(ada, 'ugc-creators')).toEqual(['Fresh']);
  });

  it('refuses a second view of the same name on a list (any case) on the name field; other lists and users are free', async () => {
    await made(ada, 'customers', 'My view');
    const again = await create(ada, { list: 'customers', name: 'MY VIEW', query: {} });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'You already have a view named “MY VIEW” on this list' },
    });
    expect((await create(ada, { list: 'blog', name: 'My view', query: {} })).statusCode).toBe(201);
    expect((await create(bob, { list: 'customers', name: 'My view', query: {} })).statusCode).toBe(201);
    const other = await made(ada, 'customers', 'Other');
    const renamed = await put(ada, other.id, { name: 'my view' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({ name: expect.stringContaining('already have a view') });
  });

  it('lets only the owner change a shared view (403) and hides another private view (404)', async () => {
    const shared = await made(ada, 'ugc-creators', 'Shared one', true);
    const secret = await made(ada, 'ugc-creators', 'Secret one');
    const edit = await put(bob, shared.id, { name: 'Taken over' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toMatchObject({
      code: 'forbidden',
      message: 'Only the owner may change this view',
    });
    expect((await put(sam, shared.id, { name: 'Taken over' })).statusCode).toBe(403);
    expect((await put(bob, secret.id, { name: 'Found it' })).statusCode).toBe(404);
    expect((await del(bob, secret.id)).statusCode).toBe(404);
    expect((await del(sam, secret.id)).statusCode).toBe(404);
    expect(await names(ada, 'ugc-creators')).toEqual(expect.arrayContaining(['Secret one', 'Shared one']));
  });

  it('lets super delete a view another shared, not an admin', async () => {
    const shared = await made(bob, 'advertisements', 'Team view', true);
    const byAdmin = await del(amy, shared.id);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe('Only the owner may delete this view');
    const bySuper = await del(sam, shared.id);
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json().data).toEqual({ id: shared.id });
    expect(await names(bob, 'advertisements')).not.toContain('Team view');
  });

  it('lets the owner delete a view and records each write in the audit log', async () => {
    const view = await made(sam, 'blog', 'Gone soon');
    expect((await del(sam, view.id)).statusCode).toBe(200);
    expect((await del(sam, view.id)).statusCode).toBe(404);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?entity=saved_view&entity_id=${view.id}`,
      headers: sam.headers,
    });
    const actions = (log.json().data.records as { action: string }[]).map((e) => e.action);
    expect(actions.sort()).toEqual(['create', 'delete']);
  });

  it('answers 400 with field messages for bad input', async () => {
    const res = await create(ada, { list: 'Bad List!', name: '  ', query: { industry: 3 }, shared: 'yes' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(Object.keys(fields).sort()).toEqual(['list', 'name', 'query', 'shared']);
    expect(fields.name).toBe('Name is required');
    const long = await create(ada, { list: 'blog', name: 'n'.repeat(81), query: {} });
    expect(long.json().error.fields).toEqual({ name: 'At most 80 characters' });
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, 'v']));
    const tooMany = await create(ada, { list: 'blog', name: 'Many', query: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ query: 'At most 30 filters' });
    const bigValue = await create(ada, { list: 'blog', name: 'Big', query: { search: 's'.repeat(501) } });
    expect(bigValue.json().error.fields).toEqual({ query: 'At most 500 characters' });
    expect((await list(ada, '')).json().error.fields).toEqual({ list: 'Name the list' });
    expect((await put(ada, 1, { shared: 'no' })).json().error.fields).toEqual({
      shared: 'Must be true or false',
    });
  });

  it('answers 401 without a session and 403 to a member', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/views?list=advertisements' });
    expect(anonymous.statusCode).toBe(401);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/views',
      payload: { list: 'x', name: 'y', query: {} },
    });
    expect(noSession.statusCode).toBe(401);
    const member = await t.signedIn('monthly');
    expect((await list(member, 'advertisements')).statusCode).toBe(403);
  });
});

describe('views of a list the role may not open', () => {
  it("keeps super's shared views of super-only lists from an admin, on every views route", async () => {
    const customers = await made(sam, 'customers', 'VIP e-mails', true, { search: 'vip@example.com' });
    const readable = await made(sam, 'advertisements', 'For everyone', true);
    for (const key of ['customers', 'tiktoks', 'ugc-creators', 'blog']) {
      const res = await list(amy, key);
      expect({ key, status: res.statusCode }).toEqual({ key, status: 403 });
      expect(res.body).not.toContain('vip@example.com');
      expect((await create(amy, { list: key, name: 'Mine', query: {} })).statusCode).toBe(403);
    }
    expect((await put(amy, customers.id, { name: 'Taken' })).statusCode).toBe(403);
    expect((await del(amy, customers.id)).statusCode).toBe(403);
    expect(await names(amy, 'advertisements')).toContain(readable.name);
    expect(await names(sam, 'customers')).toContain('VIP e-mails');
  });

  it('answers 400 on list for a list that does not exist', async () => {
    for (const res of [
      await list(sam, 'nosuch'),
      await create(sam, { list: 'nosuch', name: 'N', query: {} }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ list: 'No list has this name' });
    }
  });
});
