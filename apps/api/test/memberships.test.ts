import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
let headers: Record<string, string>;
withTestApp('super', (app, user) => {
  t = app;
  headers = user.headers;
});

const staffPlan = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/plans/${id}`, headers })).json().data;
const put = (id: number, payload: object, h = headers) =>
  t.app.inject({ method: 'PUT', url: `/api/memberships/${id}`, headers: h, payload });
const valid = (over: object = {}) => ({
  name: 'Monthly',
  price: 29,
  discounted_price: 19,
  use_discount: true,
  features: ['Unlimited ads'],
  ...over,
});

describe('GET /api/memberships (no token)', () => {
  it('answers the seeded plans with parsed features and the payment-provider object, cached briefly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/memberships' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const plans = res.json().data.memberships;
    expect(plans.map((p: { period: string }) => p.period)).toEqual(['free', 'monthly', 'annual']);
    expect(plans[1]).toEqual({
      id: 2,
      name: 'Monthly',
      period: 'monthly',
      price: 29,
      discounted_price: 19,
      use_discount: true,
      features: ['Unlimited ads', 'Every collection', 'All filters', 'TikTok library', 'UGC creators'],
      extras: 'Cancel any time',
      paddle_plan_id: expect.any(String),
      payment_provider: { plan_id: plans[1].paddle_plan_id, vendor: 26610 },
    });
    expect(plans[1]).not.toHaveProperty('created_at');
    expect(plans[1]).not.toHaveProperty('updated_at');
  });

  it('answers one plan, and 404 for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/memberships/3' });
    expect(res.json().data).toMatchObject({ id: 3, period: 'annual', payment_provider: { vendor: 26610 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/memberships/99' })).statusCode).toBe(404);
  });
});

describe('PUT /api/memberships/{id}', () => {
  it('is refused without a token and to admin', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/memberships/2', payload: valid() })).statusCode,
    ).toBe(401);
    const admin = (await t.signedIn('admin')).headers;
    expect((await put(2, valid(), admin)).statusCode).toBe(403);
  });

  it('saves name, prices and features, which the public answer then shows', async () => {
    const res = await put(2, valid({ price: 31.5, discounted_price: 20.25, features: ['One', 'Two'] }));
    expect(res.statusCode).toBe(200);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/memberships/2' })).json().data;
    expect(pub).toMatchObject({ price: 31.5, discounted_price: 20.25, features: ['One', 'Two'] });
  });

  it('refuses a different period naming it, and accepts the same one', async () => {
    const res = await put(2, valid({ period: 'annual' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('period');
    expect((await put(2, valid({ period: 'monthly' }))).statusCode).toBe(200);
    expect((await staffPlan(2)).period).toBe('monthly');
  });

  it.each([
    ['a negative price', { price: -1 }, 'price'],
    ['three decimals', { price: 10.123 }, 'price'],
    ['a blank price (not read as 0)', { price: '' }, 'price'],
    ['a discounted price with three decimals', { discounted_price: 5.555 }, 'discounted_price'],
    ['a negative discounted price', { discounted_price: -2 }, 'discounted_price'],
    ['a discount not below the price', { price: 10, discounted_price: 10 }, 'discounted_price'],
    ['a used discount without a value', { discounted_price: null }, 'discounted_price'],
    ['an empty feature line', { features: ['Fine', '  '] }, 'features'],
    ['an empty name', { name: '' }, 'name'],
  ])('refuses %s naming the field', async (_what, over, field) => {
    const before = await staffPlan(3);
    const res = await put(3, valid(over));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await staffPlan(3)).toEqual(before);
  });

  it('allows a discounted price at or above the price when the discount is not used', async () => {
    expect(
      (await put(1, valid({ name: 'Free', price: 0, discounted_price: 5, use_discount: false }))).statusCode,
    ).toBe(200);
  });

  it('records each save in the audit log with what changed', async () => {
    await put(2, valid({ price: 27.75 }));
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log?entity=membership&entity_id=2',
      headers,
    });
    const [latest] = log.json().data.records;
    expect(latest).toMatchObject({ action: 'update', entity: 'membership', entity_id: '2' });
    expect(Number(latest.changes.price.after)).toBe(27.75);
  });

  it('answers 409 when the plan changed since it was read', async () => {
    const { updated_at } = await staffPlan(3);
    expect((await put(3, valid({ name: 'Annual', updated_at }))).statusCode).toBe(200);
    const stale = await put(3, valid({ name: 'Yearly', updated_at }));
    expect(stale.statusCode).toBe(409);
    expect((await staffPlan(3)).name).toBe('Annual');
  });
});
