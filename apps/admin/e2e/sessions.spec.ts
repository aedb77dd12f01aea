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
