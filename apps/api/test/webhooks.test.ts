import { eventBody } from '@adlib/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, webhookAttempts, webhookDeliveries } from '../src/db/schema.js';
import { pruneEvents } from '../src/events/retention.js';
import { checkEndpointUrl } from '../src/webhooks/address-guard.js';
import { validAd } from './advertisements-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { validTiktok } from './tiktoks-fixtures.js';
import { startReceiver, until } from './webhooks-receiver.js';

let t: TestApp;
let headers: Record<string, string>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  // loopback allowed for the local receiver; retries 1 s apart, one retry before a pause
  t = await createTestApp({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAY_S: '1',
    WEBHOOK_RETRY_LIMIT: '1',
    JOB_POLL_SECONDS: '0.5',
    EVENT_DISPATCH_MS: '50',
  });
  headers = (await t.signedIn('super')).headers;
  receiver = await startReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/webhooks${url}`, headers, payload });

interface Delivery {
  id: number;
  state: string;
  event_type: string;
  message_id: string;
  tries: { status: number | null; ok: boolean; request_headers: Record<string, string>; response: string }[];
}
const log = async (endpoint: number, query = '') =>
  (await call('GET', `/${endpoint}/deliveries${query}`)).json().data as {
    total: number;
    results: Delivery[];
  };

async function addEndpoint(event_types: string[]) {
  const res = await call('POST', '', { url: receiver.url, event_types });
  expect(res.statusCode, res.body).toBe(201);
  const endpoint = res.json().data;
  receiver.useSecret(endpoint.secret);
  return endpoint as { id: number; secret: string };
}

describe('webhooks (decision 031)', () => {
  it('refuses loopback, private and link-local URLs unless allowed', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.1.2.3/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
    ])
      await expect(checkEndpointUrl(url, false)).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkEndpointUrl('http://127.0.0.1/x', true)).resolves.toBeUndefined();
    const bad = await call('POST', '', { url: 'ftp://example.com', event_types: ['*'] });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the secret once, and signs each event so the Standard Webhooks library verifies it', async () => {
    const endpoint = await addEndpoint(['advertisement.*']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    const listed = (await call('GET', '')).json().data.results;
    expect(listed[0]).not.toHaveProperty('secret');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements',
      headers,
      payload: validAd({ name: 'Hooked' }),
    });
    expect(created.statusCode).toBe(201);
    const got = await until(() => receiver.received.find((r) => r.body.includes('"advertisement.created"')));
    expect(got.verified).toMatchObject({
      type: 'advertisement.created',
      data: { id: created.json().data.id, record: { name: 'Hooked' } },
    });
    // the body is the catalogue's shape (docs/events.md)
    expect(eventBody.safeParse(got.verified).error).toBeUndefined();
    expect(got.headers['webhook-id']).toMatch(/^msg_\d+$/);
    const delivered = await until(async () =>
      (await log(endpoint.id)).results.find(
        (d) => d.state === 'delivered' && d.event_type === 'advertisement.created',
      ),
    );
    expect(delivered.tries[0]).toMatchObject({ status: 200, ok: true, response: 'thanks' });
    expect(delivered.tries[0]?.request_headers['webhook-id']).toBe(got.headers['webhook-id']);
    await call('DELETE', `/${endpoint.id}`);
  });

  it('sends a test event, retries a failure with the same webhook-id, pauses after the last, and replays', async () => {
    const endpoint = await addEndpoint(['webhook.test']);
    let calls = 0;
    receiver.answerWith(() => (++calls === 1 ? 500 : 200));
    const sent = await call('POST', `/${endpoint.id}/test`);
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.message_id;
    const retried = await until(async () =>
      (await log(endpoint.id)).results.find((d) => d.state === 'delivered'),
    );
    expect(retried.tries.map((x) => x.status)).toEqual([200, 500]);
    const ids = receiver.received.filter((r) => r.headers['webhook-id'] === id);
    expect(ids).toHaveLength(2);
    expect(ids.every((r) => r.verified)).toBe(true);

    // always failing: out of retries, the delivery fails and the endpoint is paused
    receiver.answerWith(() => 503);
    await call('POST', `/${endpoint.id}/test`);
    const failed = await until(async () => (await log(endpoint.id, '?state=failed')).results[0]);
    expect(failed.tries).toHaveLength(2);
    const paused = (await call('GET', `/${endpoint.id}`)).json().data;
    expect(paused).toMatchObject({ active: false, failed: 1 });
    expect(paused.paused_reason).toMatch(/failed 2 times/);
    expect((await log(endpoint.id, '?event_type=webhook.test')).total).toBe(2);
    expect((await log(endpoint.id, '?event_type=advertisement.created')).total).toBe(0);

    // the receiver is fixed, staff activate the endpoint again and replay the failed ones
    receiver.answerWith(() => 200);
    const again = await call('PUT', `/${endpoint.id}`, {
      url: receiver.url,
      event_types: ['webhook.test'],
      active: true,
    });
    expect(again.json().data).toMatchObject({ active: true, paused_reason: null });
    expect((await call('POST', `/${endpoint.id}/replay-failed`)).json().data).toEqual({ count: 1 });
    const replayed = await until(async () => {
      const d = (await log(endpoint.id)).results.find((x) => x.id === failed.id);
      return d?.state === 'delivered' ? d : undefined;
    });
    expect(replayed.tries).toHaveLength(3);
    expect(replayed.message_id).toBe(failed.message_id);

    // one delivery replayed on its own
    const one = await call('POST', `/${endpoint.id}/deliveries/${failed.id}/replay`);
    expect(one.statusCode, one.body).toBe(200);
    await until(
      async () => (await log(endpoint.id)).results.find((x) => x.id === failed.id)?.tries.length === 4,
    );
  });

  it('rotates the secret: the old one no longer verifies', async () => {
    const endpoint = await addEndpoint(['webhook.test']);
    const rotated = (await call('POST', `/${endpoint.id}/rotate-secret`)).json().data;
    expect(rotated.secret).not.toBe(endpoint.secret);
    const before = receiver.received.length;
    await call('POST', `/${endpoint.id}/test`);
    const got = await until(() => receiver.received[before]);
    expect(got.verified).toBeNull(); // still checked with the old secret
    receiver.useSecret(rotated.secret);
    await call('POST', `/${endpoint.id}/test`);
    expect((await until(() => receiver.received[before + 1])).verified).toBeTruthy();
  });

  it('never makes a write wait for a receiver: writes answer while every delivery is held', async () => {
    const endpoint = await addEndpoint(['tiktok.created']);
    let release = () => {};
    const held = new Promise<number>((done) => {
      release = () => done(200);
    });
    receiver.answerWith(() => held);
    const before = receiver.received.length;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tiktoks',
        headers,
        payload: validTiktok({ post_id: `73000000000000009${i}` }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // the writes are done; the receiver has not answered one delivery yet
    expect((await log(endpoint.id, '?state=delivered')).total).toBe(0);
    await until(() => receiver.received.length >= before + 3);
    release();
    await until(async () => (await log(endpoint.id, '?state=delivered')).total === 3);
    receiver.answerWith(() => 200);
  });

  it('cleans out events and settled deliveries past EVENT_RETENTION_DAYS, on a daily schedule', async () => {
    const endpoint = await addEndpoint(['webhook.test']);
    const sent = (await call('POST', `/${endpoint.id}/test`)).json().data as Delivery;
    await until(
      async () => (await log(endpoint.id)).results.find((d) => d.id === sent.id)?.state === 'delivered',
    );
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const oldRecord = { type: 'advertisement.updated', entity: 'advertisement', data: {}, created_at: old };
    const [dispatched, waiting] = await t.db
      .insert(events)
      .values([
        { ...oldRecord, dispatched_at: old },
        { ...oldRecord, dispatched_at: null },
      ])
      .returning({ id: events.id });
    const [retrying] = await t.db
      .insert(webhookDeliveries)
      .values({
        endpoint_id: endpoint.id,
        event_type: 'webhook.test',
        message_id: 'msg_old',
        body: '{}',
        updated_at: old,
      })
      .returning({ id: webhookDeliveries.id });
    await t.db.update(webhookDeliveries).set({ updated_at: old }).where(eq(webhookDeliveries.id, sent.id));

    const removed = await pruneEvents(t.db, 30);
    expect(removed.events).toBeGreaterThanOrEqual(1);
    expect(removed.deliveries).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, [dispatched?.id ?? 0, waiting?.id ?? 0]));
    // the dispatched one is gone; one not yet handed to the endpoints stays, whatever its age
    expect(left.map((e) => e.id)).toEqual([waiting?.id]);
    // the delivered one is gone with its attempts; one still retrying stays
    const deliveries = (await log(endpoint.id)).results.map((d) => d.id);
    expect(deliveries).not.toContain(sent.id);
    expect(deliveries).toContain(retrying?.id);
    const attempts = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.delivery_id, sent.id));
    expect(attempts).toEqual([]);
    // a recurring job of the queue, as the other sweeps are
    const scheduled = await t.db.execute(
      sql`select name, cron from pgboss.schedule where name = 'event-retention'`,
    );
    const rows = Array.isArray(scheduled) ? scheduled : (scheduled as { rows: unknown[] }).rows;
    expect(rows).toEqual([{ name: 'event-retention', cron: '37 3 * * *' }]);
  });

  it('is for super only', async () => {
    const admin = await t.signedIn('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: admin.headers });
    expect(res.statusCode).toBe(403);
  });
});
