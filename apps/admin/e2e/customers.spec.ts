import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { superSession } from './support/super-session';

// The Customers area as super (issue 15): search and open a customer, change the subscription
// status, give full access, create and edit a customer, download the CSV of a filtered list.
// One super session is reused by every test (the server rate-limits codes).
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

test('search a customer, open the detail, change the subscription status and give full access', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/customers/');
  await page.getByRole('textbox', { name: 'Search' }).fill('member@example');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=member%40example/);
  const row = page.getByRole('link', { name: 'Mia Member' });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('1 customer');
  await row.click();

  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Mia Member' })).toBeVisible();
  const badge = page.getByTestId('subscription-badge');
  await expect(badge).toHaveText('None');

  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Past due' }).click();
  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change subscription status' });
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(badge).toHaveText('Past due');
  const activity = page.getByTestId('customer-activity');
  // the field's label and the values' names (not subscription_status: none → past_due), and a notification
  await expect(activity.getByRole('row').filter({ hasText: 'Subscription status' })).toContainText(
    'None → Past due',
  );
  await expect(page.getByText('Subscription status changed to Past due')).toBeVisible();

  await page.getByRole('button', { name: 'Give full access' }).click();
  await page
    .getByRole('dialog', { name: 'Give full access' })
    .getByRole('button', { name: 'Give full access' })
    .click();
  await expect(page.getByRole('button', { name: 'Revoke full access' })).toBeVisible();
  await expect(activity.getByText('Full access given')).toBeVisible();
  await expect(activity.getByRole('row').filter({ hasText: 'Full access' })).toContainText('No → Yes');
});

test('create a customer, then edit it; Save goes to the detail', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/customers/');
  await page.getByRole('link', { name: 'New customer' }).click();
  await expect(page).toHaveURL(/\/customers\/new$/);
  const email = `e2e-${Date.now()}@shop.example`;
  await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Endtoend');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Erin Endtoend' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/customers\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Edited');
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'annual' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Erin Edited' })).toBeVisible();
  await expect(
    page.getByTestId('customer-activity').getByRole('row').filter({ hasText: 'Role' }),
  ).toContainText('free → annual');
});

test('download the CSV of a filtered list', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/customers/?role=annual&subscription_status=active');
  await expect(page.getByText('Role: annual')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('link').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const lines = (await readFile(path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'id,first_name,last_name,email,role,subscription_status,full_access,created_at,last_signin_at,updated_at',
  );
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(',annual,active,');
});
