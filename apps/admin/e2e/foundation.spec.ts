import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, mailedLink, signIn } from './support/sign-in';
import { sessionState, superToken } from './support/super-session';

// The shell: sign-in and where each role lands, the sidebar by role, the guards, sign-out.
// One sign-in per role (the server rate-limits codes); the titles spec covers the rest.

const SUPER_ITEMS = [
  'Home',
  'Advertisements',
  'Collections',
  'TikToks',
  'UGC Creators',
  'Customers',
  'Pricing',
  'Titles & Subtitles',
  'Sign Out',
];
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('super: a deep link asks to sign in first, then the panel opens there; home, sidebar, edit, sign out', async ({
  page,
}) => {
  // without a session every screen goes to sign-in, remembering where the user was going
  await page.goto('/titles-subtitles/edit/6');
  await expect(page).toHaveURL(/\/signin\?next=%2Ftitles-subtitles%2Fedit%2F6$/);
  await signIn(page, 'super@example.com', '');
  await expect(page).toHaveURL(/\/titles-subtitles\/edit\/6$/);
  await expect(page.getByRole('heading', { name: 'Edit Title and Subtitle for pricing' })).toBeVisible();

  for (const item of SUPER_ITEMS) await expect(nav(page).getByText(item, { exact: true })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Sam Super' })).toBeVisible();
  // the greeting's address (Home's curator chart names curators by address too)
  await expect(page.getByRole('paragraph').filter({ hasText: /^super@example\.com$/ })).toBeVisible();
  await expect(page.getByText('As a super user you may do everything.')).toBeVisible();
  const banner = page.getByRole('link', { name: /Open the customer library/ });
  await expect(banner).toHaveAttribute('target', '_blank');
  await expect(banner).toHaveAttribute('href', process.env.E2E_CUSTOMER_APP_URL ?? '');

  await page.getByRole('link', { name: 'Titles & Subtitles' }).click();
  await expect(page.getByRole('columnheader', { name: 'Section' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit pricing' }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });

  // A failed save keeps the typing and shows the message beside the field.
  await title.fill('');
  await page.getByLabel('Subtitle').fill('Kept while the title is fixed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByLabel('Subtitle')).toHaveValue('Kept while the title is fixed');

  await title.fill('Simple, honest pricing');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
  await expect(page.getByRole('cell', { name: 'Simple, honest pricing' })).toBeVisible();

  // Sign Out revokes the session on the server, removes both cookies and lands on the marketing site.
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  await nav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(process.env.E2E_MARKETING_URL ?? '');
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('access_token');
  expect(names).not.toContain('role');
  const after = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('admin sees only its items, "Not allowed" on super screens, and a 404 inside the layout', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  await expect(page.getByRole('heading', { name: 'Hello, Ada Admin' })).toBeVisible();
  await expect(page.getByText('As an admin you may create and edit advertisements.')).toBeVisible();

  for (const path of ['/pricing', '/titles-subtitles', '/collections']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  }
  // exactly Home, Advertisements (Visible, No Visible) and Sign Out, with the user's own Security
  // page at the foot (their factors and sessions, decisions 026 and 027)
  await page.goto('/advertisements/');
  await expect(nav(page).getByRole('link')).toHaveText([
    /Ad Library Admin/, // the brand, a link home
    'Home',
    'Advertisements',
    'Visible',
    'No Visible',
    'Security',
  ]);
  await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  for (const hidden of [
    'Collections',
    'TikToks',
    'UGC Creators',
    'Customers',
    'Pricing',
    'Titles & Subtitles',
  ]) {
    await expect(nav(page).getByText(hidden, { exact: true })).toHaveCount(0);
  }

  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test('a member is sent to the customer app', async ({ page }) => {
  await signIn(page, 'member@example.com');
  await expect(page).toHaveURL(process.env.E2E_CUSTOMER_APP_URL ?? '');
  await expect(page.getByRole('heading', { name: 'Customer app' })).toBeVisible();
});

/** A new admin of its own, so that the demo accounts' rationed codes are not spent here. */
async function newAdmin(request: APIRequestContext, first_name: string) {
  const email = `${first_name.toLowerCase()}-${Date.now().toString(36)}@example.com`;
  const created = await request.post('/api/user1', {
    headers: bearer(superToken()),
    data: { first_name, last_name: 'Switch', email, role: 'admin' },
  });
  expect(created.ok()).toBe(true);
  return email;
}

test('a sign-in link opened while someone else is signed in asks before switching accounts', async ({
  browser,
  request,
}) => {
  const sam = await newAdmin(request, 'Sam');
  const ada = await newAdmin(request, 'Ada');
  const samToken = await apiToken(request, sam);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: sessionState(samToken, 'admin'),
  });
  try {
    const page = await context.newPage();
    const link = await mailedLink(request, ada);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: `Sign in as ${ada}?` })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${sam}.`)).toBeVisible();
    await page.getByRole('button', { name: `Stay signed in as ${sam}` }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Sam Switch' })).toBeVisible();

    // staying spent nothing: the same link, confirmed this time, switches
    await page.goto(link);
    await page.getByRole('button', { name: `Sign in as ${ada}` }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Ada Switch' })).toBeVisible();
    // and Sam's session in this browser was ended, not left behind
    const after = await request.get('/api/user', { headers: bearer(samToken) });
    expect(after.status()).toBe(401);
  } finally {
    await context.close();
  }
});
