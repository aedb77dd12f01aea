import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { describeFindings, seriousViolations, settled } from './support/axe';
import { apiToken, bearer } from './support/sign-in';
import { sessionState, superSession, superToken } from './support/super-session';

// Issue 27 §3 "Conflicts without a dead end", with two people in two browser contexts: Sam
// (super) and Ari (admin) edit one record at once; the second save offers the merge, and the
// record ends with both people's fields.
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;
const tokens: Partial<Record<'admin' | 'super', string>> = {};

const ariContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await closeAll();
  for (const c of ariContexts.splice(0)) await c.close();
});

/**
 * Ari, a second person of `role` (a fresh address: the server limits codes per address): an
 * admin for the ads, a super for the collections (a super-only area).
 */
async function openAsAri(
  browser: Browser,
  request: APIRequestContext,
  role: 'admin' | 'super' = 'admin',
): Promise<Page> {
  let token = tokens[role];
  if (!token) {
    const email = `merge-${role}-${Date.now().toString(36)}@example.com`;
    const created = await request.post('/api/user1', {
      headers: bearer(superToken()),
      data: { first_name: 'Ari', last_name: role === 'admin' ? 'Admin' : 'Super', email, role },
    });
    expect(created.ok()).toBe(true);
    token = await apiToken(request, email);
    tokens[role] = token;
  }
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1400, height: 900 },
    colorScheme: 'light',
    // axe is injected as a script (support/axe.ts)
    bypassCSP: true,
    storageState: sessionState(token, role),
  });
  ariContexts.push(context);
  return context.newPage();
}

/** A form's text field by its label (the merge's choices name the field too). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const savedNote = (page: Page) => page.locator('.mantine-Notification-root').filter({ hasText: /^Saved$/ });

test('both edit one ad: the second save shows the merge, keeps both people’s other fields', async ({
  browser,
  request,
}) => {
  const name = unique('E2E Merge');
  const created = await request.post('/api/advertisements', {
    headers: bearer(superToken()),
    data: { name, visible: true, tags: ['e2e'], headline: 'Original headline' },
  });
  expect(created.ok()).toBe(true);
  const id = (await created.json()).data.id as number;

  const sam = await openSignedIn(browser, request);
  const ari = await openAsAri(browser, request);
  for (const page of [sam, ari]) {
    await page.goto(`/advertisements/edit/${id}`);
    await expect(field(page, 'Headline')).toHaveValue('Original headline');
  }

  // both type: the headline, and each another field
  await field(sam, 'Headline').fill('Headline by Sam');
  await field(sam, 'Description').fill('Description by Sam');
  await field(ari, 'Headline').fill('Headline by Ari');
  await field(ari, 'Analysis').fill('Analysis by Ari');

  // Sam saves first
  await sam.keyboard.press('ControlOrMeta+s');
  await expect(savedNote(sam)).toBeVisible();

  // Ari saves second: no dead end, the merge
  await ari.getByRole('button', { name: 'Save', exact: true }).click();
  const merge = ari.getByRole('region', { name: /Someone else (saved|changed) this advertisement/ });
  await expect(merge).toBeVisible();
  await expect(ari).toHaveURL(new RegExp(`/advertisements/edit/${id}$`));
  // nothing typed is lost; Sam's description (only Sam changed it) is in the form already
  await expect(field(ari, 'Headline')).toHaveValue('Headline by Ari');
  await expect(field(ari, 'Analysis')).toHaveValue('Analysis by Ari');
  await expect(field(ari, 'Description')).toHaveValue('Description by Sam');
  await expect(merge).toContainText('Their changes to Description are in the form now');

  // free of serious axe findings; then on a phone, where the rest is done
  await settled(ari);
  const findings = await seriousViolations(ari);
  expect(findings, describeFindings(findings)).toEqual([]);
  await ari.setViewportSize({ width: 390, height: 844 });
  const saveMerged = merge.getByRole('button', { name: 'Save merged' });
  await saveMerged.scrollIntoViewIfNeeded();
  const box = await saveMerged.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

  // the headline, both sides beside the original; taken by keyboard
  const headline = merge.getByRole('radiogroup', { name: 'Headline' });
  await expect(merge).toContainText('Original: Original headline');
  const theirs = headline.getByRole('radio', { name: /^Theirs.*Headline by Sam/ });
  const yours = headline.getByRole('radio', { name: /^Yours.*Headline by Ari/ });
  await expect(theirs).toBeVisible();
  await expect(yours).toBeVisible();
  await theirs.focus();
  await ari.keyboard.press('Space');
  await expect(theirs).toBeChecked();
  await expect(field(ari, 'Headline')).toHaveValue('Headline by Sam');

  await saveMerged.click();
  await expect(savedNote(ari)).toBeVisible();
  await expect(merge).toHaveCount(0);

  // stored: the headline chosen, and both people's other fields
  const stored = await request.get(`/api/advertisements/${id}`, { headers: bearer(superToken()) });
  const ad = (await stored.json()).data;
  expect(ad.headline).toBe('Headline by Sam');
  expect(ad.description).toBe('Description by Sam');
  expect(ad.analysis).toBe('Analysis by Ari');
});

test('a collections row: the second Save offers the merge under the row, both fields kept', async ({
  browser,
  request,
}) => {
  const title = unique('E2E Merge row');
  const created = await request.post('/api/collections', { headers: bearer(superToken()), data: { title } });
  expect(created.ok()).toBe(true);
  const id = (await created.json()).data.id as number;

  const sam = await openSignedIn(browser, request);
  const ari = await openAsAri(browser, request, 'super');
  // a row is named by its stored title, which follows Sam's save live on Ari's screen too
  const row = (page: Page) => page.getByRole('row', { name: new RegExp(`^${title}( by Sam)?$`) });
  for (const page of [sam, ari]) {
    await page.goto('/collections/');
    // the whole table, under the load of a shared machine
    await expect(row(page)).toBeVisible({ timeout: 30_000 });
  }
  const samRow = row(sam);
  const ariRow = row(ari);
  await samRow.getByRole('textbox', { name: 'Title' }).fill(`${title} by Sam`);
  await samRow.getByRole('textbox', { name: 'Order' }).fill('7');
  await ariRow.getByRole('textbox', { name: 'Title' }).fill(`${title} by Ari`);
  await ariRow.getByLabel('Tags', { exact: true }).fill('ari-tag');
  await ariRow.getByLabel('Tags', { exact: true }).press('Enter');

  await samRow.getByRole('button', { name: 'Save' }).click();
  await expect(
    sam.locator('.mantine-Notification-root').filter({ hasText: `Saved ${title} by Sam` }),
  ).toBeVisible();

  await ariRow.getByRole('button', { name: 'Save' }).click();
  const merge = ari.getByRole('region', { name: /Someone else (saved|changed) this collection/ });
  await expect(merge).toBeVisible();
  await expect(merge).toContainText('Their changes to Order are in the form now');
  await merge
    .getByRole('radiogroup', { name: 'Title' })
    .getByRole('radio', { name: /^Yours/ })
    .check();
  await merge.getByRole('button', { name: 'Save merged' }).click();
  await expect(merge).toHaveCount(0);

  const stored = await request.get(`/api/collections/${id}`, { headers: bearer(superToken()) });
  const c = (await stored.json()).data;
  expect(c.title).toBe(`${title} by Ari`);
  expect(c.order).toBe(7);
  expect(c.tags).toContain('ari-tag');
});
