import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { superSession } from './support/super-session';

// Webhooks (issue 28 §2): add an endpoint, send a test event, see it in the log, replay it; a
// receiver on loopback (global-setup allows it) checks each signature with the Standard
// Webhooks library.
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

const received: { headers: IncomingHttpHeaders; verified: boolean }[] = [];
let secret = '';
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let verified = false;
    try {
      new Webhook(secret).verify(
        Buffer.concat(chunks).toString('utf8'),
        req.headers as Record<string, string>,
      );
      verified = true;
    } catch {}
    received.push({ headers: req.headers, verified });
    res.writeHead(200).end('ok');
  });
});
let url = '';
test.beforeAll(async () => {
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook-${Date.now()}`;
});
test.afterAll(() => new Promise<void>((done) => receiver.close(() => done())));

test('add an endpoint, send a test event, see it in the log, replay it', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add endpoint' });
  await form.getByRole('textbox', { name: 'URL' }).fill(url);
  await form.getByRole('textbox', { name: 'Description' }).fill('e2e receiver');
  await form.getByRole('button', { name: 'Save' }).click();

  // the secret, this once
  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  secret = (await shown.getByLabel('Signing secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: `Send test event to ${url}` }).click();
  const log = page.getByRole('table', { name: 'Deliveries' });
  await expect(log.getByText('webhook.test', { exact: true })).toBeVisible();
  await expect(log.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => received.length).toBe(1);
  expect(received[0]?.verified).toBe(true);

  await log.getByRole('button', { name: /^Replay webhook\.test delivery/ }).click();
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
  expect(received[1]?.verified).toBe(true);
  // a replay is the same message: the same webhook-id
  expect(received[1]?.headers['webhook-id']).toBe(received[0]?.headers['webhook-id']);
  await expect(log.getByRole('cell', { name: '2', exact: true })).toBeVisible({ timeout: 10_000 });
});
