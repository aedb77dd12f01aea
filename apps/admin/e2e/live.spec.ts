import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { describeFindings, seriousViolations, settled } from './support/axe';
import { apiToken, bearer } from './support/sign-in';
import { sessionState, superSession, superToken } from './support/super-session';

// Issue 27: two people at once, a super and an admin, each in a browser context of their own.
// What one does reaches the other's open screens without a reload (decision 032).
const session = superSession();
const contexts: { close: () => Promise<void> }[] = [];
test.afterEach(async () => {
  await session.closeAll();
  for (const c of contexts.splice(0)) await c.close();
});

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** A new admin, signed in through the API, in a browser context of their own. */
async function adminPage(browser: Browser, request: APIRequestContext) {
  const email = `live-admin-${Date.now().toString(36)}@example.com`;
  const created = await request.post('/api/user1', {
    headers: bearer(superToken()),
    data: { first_name: 'Ada', last_name: 'Lovelace', email, role: 'admin' },
  });
  expect(created.ok()).toBe(true);
  const token = await apiToken(request, email);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1400, height: 900 },
    colorScheme: 'light',
    storageState: sessionState(token, 'admin'),
  });
  contexts.push(context);
  return context.newPage();
}

async function createAd(request: APIRequestContext, name: string) {
  const res = await request.post('/api/advertisements', {
    headers: bearer(superToken()),
    data: { name, visible: true, tags: ['e2e'], headline: 'First words' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const openList = async (page: Page, search: string) => {
  await page.goto(`/advertisements?search=${encodeURIComponent(search)}`);
  await expect(page.getByRole('heading', { name: 'Visible Advertisements', level: 1 })).toBeVisible();
};

test('a super hides an ad: the admin’s list lets it go without a reload; a new one waits behind “1 new”', async ({
  browser,
  request,
}) => {
  const name = unique('Live hide');
  const id = await createAd(request, name);
  const admin = await adminPage(browser, request);
  const root = await session.openSignedIn(browser);
  await openList(admin, name);
  await openList(root, name);
  await expect(admin.getByRole('switch', { name: `Visible: ${name} (#${id})` })).toBeChecked();

  // renamed elsewhere: the admin's row takes the new name in place, highlighted
  const renamed = await request.put(`/api/advertisements/${id}`, {
    headers: bearer(superToken()),
    data: { name: `${name} renamed`, visible: true, tags: ['e2e'], headline: 'First words' },
  });
  expect(renamed.ok()).toBe(true);
  const row = (page: Page) => page.getByRole('switch', { name: `Visible: ${name} renamed (#${id})` });
  await expect(row(admin)).toBeChecked({ timeout: 10_000 });
  await expect(admin.locator('tr[data-live="changed"]')).toHaveCount(1);
  await expect(row(root)).toBeChecked();

  await row(root).click({ force: true });
  await expect(row(root)).toHaveCount(0);
  // the admin did nothing: the row fades out and leaves, the total follows
  await expect(row(admin)).toHaveCount(0, { timeout: 10_000 });
  await expect(admin.getByText('0 ads', { exact: true })).toBeVisible();

  // a new matching ad does not push the list: it waits behind the bar until Show
  const second = await createAd(request, `${name} again`);
  const bar = admin.getByRole('button', { name: '1 new advertisement — Show' });
  await expect(bar).toBeVisible({ timeout: 10_000 });
  await expect(admin.getByRole('switch', { name: `Visible: ${name} again (#${second})` })).toHaveCount(0);
  await bar.click();
  await expect(admin.getByRole('switch', { name: `Visible: ${name} again (#${second})` })).toBeChecked();
  await expect(bar).toHaveCount(0);
});

test('both open one ad: each sees the other, and which field the other is typing in', async ({
  browser,
  request,
}) => {
  const name = unique('Live presence');
  const id = await createAd(request, name);
  const admin = await adminPage(browser, request);
  // bypassCSP: the app's script-src 'self' would refuse the injected axe script
  const root = await session.openSignedIn(browser, undefined, { bypassCSP: true });
  const accessible = async () => {
    await settled(root);
    const findings = await seriousViolations(root);
    expect(findings, describeFindings(findings)).toEqual([]);
  };

  // the super's list marks the row the admin has open
  await openList(root, name);
  await admin.goto(`/advertisements/edit/${id}`);
  await expect(admin.getByLabel('Headline')).toHaveValue('First words');
  await expect(root.getByRole('img', { name: 'Ada Lovelace has this open' })).toBeVisible({
    timeout: 10_000,
  });

  await root.goto(`/advertisements/edit/${id}`);
  await expect(root.getByText('Ada Lovelace has this open')).toBeVisible({ timeout: 10_000 });
  await expect(admin.getByText('Sam Super has this open')).toBeVisible({ timeout: 10_000 });

  await admin.getByLabel('Headline').click();
  await expect(root.getByText('Ada is editing Headline')).toBeVisible({ timeout: 10_000 });
  await accessible();

  // the admin leaves: the super's screen says so within seconds
  await admin.close();
  await expect(root.getByText(/Ada/)).toHaveCount(0, { timeout: 15_000 });
});
