import { expect, test } from '@playwright/test';
import { bearer } from './support/sign-in';
import { superSession, superToken } from './support/super-session';

// Issue 32: Home's insights as super. A heatmap cell opens the ads list with both chips set,
// and the list counts what the cell said.
const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

test('a heatmap cell opens the ads list filtered by its industry and type, with the same count', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  // the demo library's busiest cell: a link named "<industry> × <type>: N visible ads"
  const cells = page.getByRole('link', { name: / × .+: [1-9]\d* visible ads$/ });
  await expect(cells.first()).toBeVisible({ timeout: 30_000 });
  const name = (await cells.first().getAttribute('aria-label')) ?? '';
  const [, industry, type, count] = /^(.+) × (.+): (\d+) visible ads$/.exec(name) ?? [];
  expect(industry && type && count).toBeTruthy();

  await cells.first().click();
  await expect(page).toHaveURL(/\/advertisements\/\?/);
  await expect(page.getByText(`Industry: ${industry}`)).toBeVisible();
  await expect(page.getByText(`Type: ${type}`)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^${count} ads?$`));
});

test('every tile loads, and a customer tile shows its table', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/?range=90d');
  const tiles = page.locator('main section');
  await expect(tiles).toHaveCount(12);
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  const plans = page.locator('section', {
    has: page.getByRole('heading', { name: 'Active subscriptions per plan' }),
  });
  // Mantine's segmented control: the radio is hidden under its label
  await plans.locator('label', { hasText: /^Table$/ }).click();
  await expect(plans.getByRole('table', { name: 'Active subscriptions per plan' })).toBeVisible();
});

test("Enter on a week's added bar opens the ads list with its days as Added, with the same count", async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/?range=90d');
  // a linked bar is a link in the tab order: "<week>, Added, visible now: N. Open the list"
  const bars = page.getByRole('link', { name: /, Added, visible now: [1-9]\d*\. Open the list$/ });
  await expect(bars.first()).toBeAttached({ timeout: 30_000 });
  const name = (await bars.last().getAttribute('aria-label')) ?? '';
  const count = /: (\d+)\. Open the list$/.exec(name)?.[1];
  await bars.last().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/advertisements\/\?created=\d{4}-\d\d-\d\d\.\.\d{4}-\d\d-\d\d/);
  await expect(page.getByText(/^Added: /)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^${count} ads?$`));
});

test("a week's churned bar opens the customers list with the event and its days, with the same count", async ({
  browser,
  request,
}) => {
  // a customer of its own who subscribes and cancels twice today: one customer in the bar
  const headers = bearer(superToken());
  const email = `churn-${Date.now().toString(36)}@example.com`;
  const created = await request.post('/api/user1', {
    headers,
    data: { first_name: 'Cora', last_name: 'Churn', email, role: 'monthly' },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()).data as { id: number };
  for (const subscription_status of ['active', 'canceled', 'active', 'canceled']) {
    const res = await request.post(`/api/users/${id}/subscription-status`, {
      headers,
      data: { subscription_status },
    });
    expect(res.ok()).toBe(true);
  }
  const page = await openSignedIn(browser, request);
  await page.goto('/?range=7d');
  const bars = page.getByRole('link', { name: /, Churned: [1-9]\d*\. Open the list$/ });
  await expect(bars.last()).toBeAttached({ timeout: 30_000 });
  const name = (await bars.last().getAttribute('aria-label')) ?? '';
  const count = /: (\d+)\. Open the list$/.exec(name)?.[1];
  await bars.last().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    /\/customers\/\?subscription_event=churned&event_days=\d{4}-\d\d-\d\d\.\.\d{4}-\d\d-\d\d/,
  );
  await expect(page.getByText('Event: Churned')).toBeVisible();
  await expect(page.getByText(/^Event on: /)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^${count} customers?$`));
  await expect(page.getByRole('link', { name: 'Cora Churn' })).toBeVisible();
});

test("a curator's added bar opens the ads list with the range as Added and the curator as Added by, with the same count", async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/?range=90d');
  const curators = page.locator('section', { has: page.getByRole('heading', { name: 'By curator' }) });
  // "<curator>, Added, visible now: N. Open the list" (the demo's ads are the system's)
  const bars = curators.getByRole('link', { name: /, Added, visible now: [1-9]\d*\. Open the list$/ });
  await expect(bars.first()).toBeAttached({ timeout: 30_000 });
  const name = (await bars.first().getAttribute('aria-label')) ?? '';
  const count = /: (\d+)\. Open the list$/.exec(name)?.[1];
  await bars.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/advertisements\/\?created=[\d-]+\.\.[\d-]+&created_by=(\d+|none)$/);
  await expect(page.getByText(/^Added: /)).toBeVisible();
  await expect(page.getByText(/^Added by: /)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^${count} ads?$`));
});

test("a past week's point of active subscriptions opens the customers list by plan and Active on, with the same count", async ({
  browser,
  request,
}) => {
  // a monthly customer of its own, active today: every week's point counts it (no past switch)
  // or not (its switch today), and the list agrees either way
  const headers = bearer(superToken());
  const email = `active-${Date.now().toString(36)}@example.com`;
  const created = await request.post('/api/user1', {
    headers,
    data: { first_name: 'Ava', last_name: 'Active', email, role: 'monthly' },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()).data as { id: number };
  const res = await request.post(`/api/users/${id}/subscription-status`, {
    headers,
    data: { subscription_status: 'active' },
  });
  expect(res.ok()).toBe(true);
  const page = await openSignedIn(browser, request);
  await page.goto('/?range=30d');
  const plans = page.locator('section', {
    has: page.getByRole('heading', { name: 'Active subscriptions per plan' }),
  });
  // each point of the line is a link: "<week>, Monthly: N. Open the list"; the first week is past
  const points = plans.getByRole('link', { name: /, Monthly: \d+\. Open the list$/ });
  await expect(points.first()).toBeAttached({ timeout: 30_000 });
  const name = (await points.first().getAttribute('aria-label')) ?? '';
  const count = /: (\d+)\. Open the list$/.exec(name)?.[1];
  await points.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customers\/\?role=monthly&active_on=\d{4}-\d\d-\d\d$/);
  await expect(page.getByText('Role: monthly')).toBeVisible();
  await expect(page.getByText(/^Active on: \d{1,2} [A-Z][a-z]{2}/)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^${count} customers?$`));
});

test("a split figure's part opens its list with the same count, on a phone; this month's collections their screen", async ({
  browser,
  request,
}) => {
  // a collection dated this month of its own, so the figure is at least 1
  const month = new Date().toISOString().slice(0, 7);
  const created = await request.post('/api/collections', {
    headers: bearer(superToken()),
    data: { title: `E2E ${month}`, collection_date: month },
  });
  expect(created.ok()).toBe(true);
  const page = await openSignedIn(browser, request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?range=90d');
  // "Ads added" spans the two ads lists: "= 30 visible + 12 not visible", each part a link
  const part = page.getByRole('link', { name: /^Ads added, visible: [1-9][\d,]*$/ }).first();
  await expect(part).toBeVisible({ timeout: 30_000 });
  const tile = page.locator('section', {
    has: page.getByRole('heading', { name: 'Ads added and published' }),
  });
  // kept with the run's results, to look at the phone layout
  await tile.screenshot({ path: test.info().outputPath('split-figure-390.png') });
  // the parts wrap within the tile: nothing reaches past the phone's width
  const line = part.locator('xpath=../..');
  const box = await line.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const count = (/: ([\d,]+)$/.exec((await part.getAttribute('aria-label')) ?? '')?.[1] ?? '').replace(
    /,/g,
    '',
  );
  await part.click();
  await expect(page).toHaveURL(/\/advertisements\/\?created=[\d-]+\.\.[\d-]+$/);
  await expect(page.getByText(/^Added: /)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^${count} ads?$`));

  await page.goto('/');
  const collections = page.getByRole('link', { name: /^This month's collections: [1-9]\d*$/ });
  await expect(collections).toBeVisible({ timeout: 30_000 });
  const n = Number(/: (\d+)$/.exec((await collections.getAttribute('aria-label')) ?? '')?.[1]);
  await collections.click();
  await expect(page).toHaveURL(new RegExp(`/collections/\\?month=${month}$`));
  await expect(page.getByText(new RegExp(`^Dated \\w+ \\d{4} · ${n} collections?$`))).toBeVisible();
});
