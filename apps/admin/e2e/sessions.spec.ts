import { expect, test } from '@playwright/test';
import { apiToken, bearer } from './support/sign-in';
import { superSession, superToken } from './support/super-session';

// Issue 30 §3: a super sees a staff user's sessions on that user's page (the customer detail,
// which every user has, staff included) and ends them; the staff user is signed out at once.
const session = superSession();
test.afterEach(() => session.closeAll());

test('a super ends a staff user’s sessions from the user’s page', async ({ browser, request }) => {
  const email = `sessions-admin-${Date.now().toString(36)}@example.com`;
  const created = await request.post('/api/user1', {
    headers: bearer(superToken()),
    data: { first_name: 'Stella', last_name: 'Staff', email, role: 'admin' },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const token = await apiToken(request, email);
  expect((await request.get('/api/user', { headers: bearer(token) })).status()).toBe(200);

  const page = await session.openSignedIn(browser);
  await page.goto(`/customers/${id}`);
  await expect(page.getByRole('heading', { name: 'Stella Staff', level: 1 })).toBeVisible();
  const table = page.getByTestId('sessions-table');
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one session
  await expect(table.getByText('E-mailed code')).toBeVisible();

  await page.getByRole('button', { name: 'End all sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'End all sessions' });
  await expect(dialog.getByText(`${email} will be signed out everywhere at once.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'End all sessions' }).click();
  await expect(page.getByText('Not signed in anywhere.')).toBeVisible();
  expect((await request.get('/api/user', { headers: bearer(token) })).status()).toBe(401);

  // the sign-in and its ending are in the user's Activity
  await page.reload();
  await expect(page.getByText('Session ended').first()).toBeVisible();
  await expect(page.getByText('Signed in').first()).toBeVisible();
});

test('the Security page fits a phone: sessions as cards, the authenticator setup with its QR code', async ({
  browser,
}) => {
  const page = await session.openSignedIn(browser, undefined, { viewport: { width: 390, height: 844 } });
  await page.goto('/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qr = page.getByRole('img', { name: /QR code of the key/ });
  await expect(qr).toBeInViewport();
  await expect(page.getByTestId('totp-key')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  // nothing wider than the phone, and no box inside scrolling sideways (a table would)
  const wide = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    inside: [...document.querySelectorAll('main *')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
      .map((e) => e.className),
  }));
  expect(wide).toEqual({ page: 0, inside: [] });
});
