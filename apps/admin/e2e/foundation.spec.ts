import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('super signs in, sees the greeting and sidebar, edits a title, signs out', async ({ page }) => {
  await signIn(page, 'super@example.com');
  await expect(page.getByRole('heading', { name: 'Hello, Sam Super' })).toBeVisible();
  await expect(page.getByText('super@example.com')).toBeVisible();
  await expect(page.getByText('As a super user you may do everything.')).toBeVisible();
  const banner = page.getByRole('link', { name: /Open the customer library/ });
  await expect(banner).toHaveAttribute('target', '_blank');
  await expect(banner).toHaveAttribute('href', process.env.E2E_CUSTOMER_APP_URL ?? '');

  await page.getByRole('link', { name: 'Titles & Subtitles' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of ['Home', 'Advertisements', 'Collections', 'TikToks', 'UGC Creators', 'Customers', 'Pricing', 'Titles & Subtitles', 'Sign Out']) {
    await expect(nav.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('columnheader', { name: 'Section' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Title and Subtitle for pricing' })).toBeVisible();

  // A failed save keeps the typing and shows the message beside the field.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('');
  await page.getByLabel('Subtitle').fill('Kept while the title is fixed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByLabel('Subtitle')).toHaveValue('Kept while the title is fixed');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Simple, honest pricing');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
  await expect(page.getByRole('cell', { name: 'Simple, honest pricing' })).toBeVisible();

  await nav.getByText('Sign Out').click();
  await expect(page).toHaveURL(process.env.E2E_MARKETING_URL ?? '');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'access_token')).toBeUndefined();
});

test('admin sees only its items and is told /pricing is not allowed', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expect(page.getByText('As an admin you may create and edit advertisements.')).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Advertisements', { exact: true })).toBeVisible();
  await expect(nav.getByText('Sign Out', { exact: true })).toBeVisible();
  for (const hidden of ['Collections', 'TikToks', 'Pricing', 'Titles & Subtitles', 'Customers']) {
    await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
  }
});

test('a member is sent to the customer app', async ({ page }) => {
  await signIn(page, 'member@example.com');
  await expect(page).toHaveURL(process.env.E2E_CUSTOMER_APP_URL ?? '');
  await expect(page.getByRole('heading', { name: 'Customer app' })).toBeVisible();
});

test('without a session every screen goes to sign-in, and unknown routes get a 404 screen', async ({ page }) => {
  await page.goto('/titles-subtitles');
  await expect(page).toHaveURL(/\/signin\?next=%2Ftitles-subtitles/);
  await signIn(page, 'super@example.com');
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
