import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { settledBox } from './support/settled-box';
import { signIn } from './support/sign-in';

// One sign-in for the whole file: the server allows only a few codes per address per window,
// and other spec files sign the same admin in.
test.describe.configure({ mode: 'serial' });

let page: Page;

/** A real 1×1 PNG: the server sniffs the bytes, so the upload must be an actual image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function openPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1400, height: 900 },
    colorScheme: 'light',
  });
  return context.newPage();
}

/** Creates ads through the API (as the signed-in admin) for the tests that act on the lists. */
async function createAds(request: APIRequestContext, names: string[], visible = true) {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const ids: number[] = [];
  for (const name of names) {
    const res = await request.post('/api/advertisements', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, visible, tags: ['e2e'] },
    });
    expect(res.ok()).toBe(true);
    ids.push((await res.json()).data.id);
  }
  return ids;
}

/** A real pointer move onto a row's brand cell (after checkbox, ID, thumbnail), where the card opens from. */
const hoverBrand = (row: ReturnType<Page['locator']>) => row.locator('td').nth(3).hover();

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function searchFor(text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

test.beforeAll(async ({ browser }) => {
  page = await openPage(browser);
  await signIn(page, 'admin@example.com');
});

test.afterAll(async () => {
  await page.context().close();
});

test('the visible list loads with its columns, pages on scroll, and shows a popover on hover', async () => {
  await page.goto('/advertisements');
  await expect(page).toHaveURL(/\/advertisements$/);
  await expect(page.getByRole('heading', { name: 'Visible Advertisements' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Visible advertisements' });
  for (const name of ['ID', 'Brand', 'Tags', 'Collections', 'Last Modified', 'Actions', 'Visible']) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('list-total')).toHaveText(/^\d[\d,]* ads$/);
  const rows = table.locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByRole('link', { name: /^Edit / })).toBeVisible();

  // Hovering the first row's brand: its media link, Copy URL, the analysis.
  await hoverBrand(rows.first());
  const card = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Copy URL' }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^https?:\/\// })).toBeVisible();

  // Scrolling to the bottom asks for page 2, by cursor, and appends it.
  const next = page.waitForRequest(
    (r) => r.url().includes('/api/advertisements_admin') && r.url().includes('page=2'),
  );
  await page.mouse.move(700, 60);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const request = await next;
  expect(request.url()).toContain('cursor=');
  // Rows of page 2 are appended. (Which rows are in the DOM depends on where the scroll ends,
  // since rows are virtualized and a further page may already be loading: compare indexes.)
  const highestIndex = () =>
    table
      .locator('tbody tr[data-index]')
      .evaluateAll((rows) => Math.max(...rows.map((r) => Number(r.getAttribute('data-index')))));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(highestIndex).toBeGreaterThanOrEqual(50);
});

test('rows after the tenth open their popover above the row', async () => {
  await page.goto('/advertisements/');
  const rows = page.getByRole('table', { name: 'Visible advertisements' }).locator('tbody tr[data-index]');
  await expect(rows.nth(11)).toBeAttached();
  await hoverBrand(rows.nth(1));
  const below = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Copy URL' }) });
  await expect(below).toHaveAttribute('data-position', /^bottom/);
  await page.mouse.move(5, 5);
  await expect(below).toBeHidden();

  await rows.nth(11).scrollIntoViewIfNeeded();
  await hoverBrand(rows.nth(11));
  const above = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Copy URL' }) });
  await expect(above).toHaveAttribute('data-position', /^top/);
  await page.mouse.move(5, 5);
});

/** The row card (Copy URL is in it), which must lie whole inside the viewport. */
const rowCard = () =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Copy URL' }) });
async function expectInsideViewport(card: ReturnType<typeof rowCard>) {
  // A card still opening has no box for a frame or two: wait for one before measuring.
  await expect.poll(() => card.boundingBox(), { timeout: 2_000 }).not.toBeNull();
  const box = await card.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) throw new Error('the card or the viewport has no size');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  return box;
}

test('the hover card is compact, names the ad, shows its whole URL, and stays in the viewport', async () => {
  await page.goto('/advertisements/');
  const rows = page.getByRole('table', { name: 'Visible advertisements' }).locator('tbody tr[data-index]');
  await expect(rows.nth(3)).toBeVisible();
  await page.mouse.move(5, 5);
  await hoverBrand(rows.nth(2));
  const card = rowCard();
  await expect(card).toBeVisible();
  const id = await rows.nth(2).locator('td').nth(1).innerText();
  const brand = await rows.nth(2).locator('td').nth(3).innerText();
  await expect(card).toContainText(`${brand} · #${id}`);
  // the whole link is shown, not cut: its text is its address
  const link = card.getByRole('link', { name: /^https?:\/\// });
  expect(await link.innerText()).toBe(await link.getAttribute('href'));
  const box = await expectInsideViewport(card);
  expect(box.width).toBeLessThanOrEqual(320);
  await page.mouse.move(5, 5);
  await expect(card).toBeHidden();

  // At the end of the loaded rows, low on the screen, the card flips up and is still whole.
  // Scrolling to the end may load the next page, which moves the rows under the pointer and
  // closes the card; so hover the last row again until the card stays open long enough to measure.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(async () => {
    await page.mouse.move(5, 5);
    await hoverBrand(rows.last());
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expectInsideViewport(card);
  }).toPass({ timeout: 15_000 });
  await page.mouse.move(5, 5);
  await expect(card).toBeHidden();
});

test('the hover card opens for a deliberate hover only: not after ticking a checkbox, not on scroll', async () => {
  await page.goto('/advertisements/');
  const table = page.getByRole('table', { name: 'Visible advertisements' });
  const rows = table.locator('tbody tr[data-index]');
  await expect(rows.nth(3)).toBeVisible();
  await page.mouse.move(5, 5);
  const card = rowCard();

  // ticking a row's checkbox uses the row: no card comes up under the hand
  const box = rows.nth(3).getByRole('checkbox');
  await box.check();
  await page.waitForTimeout(800); // well past the hover delay
  await expect(card).toBeHidden();
  await box.uncheck();

  // an open card closes on scroll, and the rows passing under the still pointer open none
  await hoverBrand(rows.nth(1));
  await expect(card).toBeVisible();
  await page.mouse.wheel(0, 300);
  await expect(card).toBeHidden();
  await page.waitForTimeout(800);
  await expect(card).toBeHidden();

  // keyboard focus on a row's control opens its card at once
  await page.mouse.move(5, 5);
  await rows
    .nth(0)
    .getByRole('link', { name: /^Edit / })
    .focus();
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
});

test('the hover card does not open from the Visible switch nor from Edit (issue 31)', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/advertisements/');
  const rows = page.getByRole('table', { name: 'Visible advertisements' }).locator('tbody tr[data-index]');
  await expect(rows.nth(3)).toBeVisible();
  const card = rowCard();
  // a real move onto each control, then a rest well past the hover delay
  // (a switch is drawn by its track: that is what the pointer rests on)
  const track = rows.nth(1).getByRole('switch').locator('xpath=following-sibling::span[1]');
  for (const control of [track, rows.nth(1).getByRole('link', { name: /^Edit / })]) {
    await page.mouse.move(5, 5);
    await control.hover();
    await control.hover({ position: { x: 4, y: 4 } });
    await page.waitForTimeout(800);
    await expect(card).toBeHidden();
  }
  // and the Edit of the next row stays clickable while a card is open
  await hoverBrand(rows.nth(1));
  await expect(card).toBeVisible();
  await rows
    .nth(2)
    .getByRole('link', { name: /^Edit / })
    .click({ trial: true });
  await page.mouse.move(5, 5);
  await page.setViewportSize({ width: 1400, height: 900 });
});

test('on a phone the filters fold behind a Filters button and each ad is a card with its controls', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto('/advertisements/?industry=Fashion');
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toBeVisible();
    await expect(filters).toContainText('1');
    await expect(page.getByRole('combobox', { name: 'Industry', exact: true })).toBeHidden();
    await expect(page.getByText('Industry: Fashion')).toBeVisible();
    await filters.click();
    await expect(page.getByRole('combobox', { name: 'Industry', exact: true })).toBeVisible();
    await filters.click();
    await expect(page.getByRole('combobox', { name: 'Industry', exact: true })).toBeHidden();

    // no table to scroll sideways: the first ad's checkbox, Edit and Visible are on its card
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('list', { name: 'Visible advertisements' }).getByRole('listitem').first();
    for (const control of [
      card.getByRole('checkbox'),
      card.getByRole('link', { name: /^Edit / }),
      card.getByRole('switch'),
    ])
      await expect(control).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await page.setViewportSize({ width: 1400, height: 900 });
  }
});

test('on a narrow desktop the table scrolls sideways and its first columns stay in view', async () => {
  await page.setViewportSize({ width: 820, height: 900 });
  try {
    await page.goto('/advertisements/');
    // scrolled sideways to the end: the Visible switch comes into view, ID and Brand stay
    const table = page.getByRole('table', { name: 'Visible advertisements' });
    const row = table.locator('tbody tr[data-index="0"]');
    await expect(row).toBeVisible();
    const frame = await table.evaluate((t) => {
      const frame = t.parentElement as HTMLElement;
      frame.scrollLeft = frame.scrollWidth;
      return frame.getBoundingClientRect();
    });
    await expect(row.getByRole('switch')).toBeInViewport();
    for (const cell of [0, 1, 2]) {
      const box = await row.locator('td').nth(cell).boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(frame.left);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(frame.right);
    }
    await expect(row.getByRole('checkbox')).toBeInViewport();
  } finally {
    await page.setViewportSize({ width: 1400, height: 900 });
  }
});

test('an industry filter shows a chip, Reset All clears it, and search applies after the pause', async () => {
  await page.goto('/advertisements/');
  const total = page.getByTestId('list-total');
  await expect(total).toHaveText(/ads$/);
  const unfiltered = await total.textContent();

  await choose('Industry', 'Fashion');
  await expect(page).toHaveURL(/industry=Fashion/);
  await expect(page.getByText('Industry: Fashion')).toBeVisible();
  await expect(total).not.toHaveText(unfiltered ?? '');
  // the filter lives in the URL: Back and Forward move through filter states
  await page.goBack();
  await expect(page.getByText('Industry: Fashion')).toBeHidden();
  await page.goForward();
  await expect(page.getByText('Industry: Fashion')).toBeVisible();
  await page.getByRole('button', { name: 'Reset All' }).click();
  await expect(page.getByText('Industry: Fashion')).toBeHidden();
  await expect(page).not.toHaveURL(/industry=/);
  await expect(total).toHaveText(unfiltered ?? '');

  // The keyword applies only once typing pauses (1500 ms).
  const editLabel = await page
    .locator('tbody tr[data-index="0"]')
    .getByRole('link')
    .getAttribute('aria-label');
  const firstBrand = /^Edit (.+) \(#\d+\)$/.exec(editLabel ?? '')?.[1] ?? '';
  expect(firstBrand).not.toBe('');
  const typedAt = Date.now();
  const searched = page.waitForRequest((r) => r.url().includes('search='));
  await page.getByRole('textbox', { name: 'Search' }).fill(firstBrand);
  await searched;
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1400);
  await expect(page.getByText(`Search: “${firstBrand}”`)).toBeVisible();
  await expect(page.locator('tbody tr[data-index="0"]')).toContainText(firstBrand);
  await page.getByRole('button', { name: 'Reset All' }).click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
});

test('creates an ad with every field and an uploaded file, then edits it with the preview', async () => {
  const name = unique('E2E Brand');
  await page.goto('/advertisements/');
  await page.getByRole('link', { name: 'Create Ad' }).click();
  await expect(page.getByRole('heading', { name: 'New Advertisement' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Drive' })).toBeChecked();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Logo url').fill('https://cdn.example.com/logos/e2e.png');
  await page.getByRole('combobox', { name: 'Collections' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Visible', { exact: true }).check();
  await page.getByLabel('Instagram Stories').check();
  await page.getByRole('radio', { name: 'File' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  await (await chooser).setFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('ad.png')).toBeVisible();
  await page
    .getByLabel('Primary text')
    .fill('A first line.\nA second line.\nA third.\nA fourth line that is clamped.');
  await page.getByLabel('Headline').fill('Headline from e2e');
  await page.getByLabel('Description').fill('Description from e2e');
  await page.getByLabel('Display Link').fill('e2e.example.com');
  await choose('Call to Action', 'Shop Now');
  await page.getByLabel('Analysis').fill('Why this ad works, written by the e2e test.');
  await page.getByRole('combobox', { name: 'Tags' }).fill('e2e-tag');
  await page.keyboard.press('Enter');
  await choose('Industry', 'Fashion');
  await choose('Subindustry', 'Clothing');
  await choose('Type', 'UGC');
  await expect(page.getByRole('combobox', { name: 'Seasonal' })).toHaveCount(0);
  await choose('Type', 'Seasonal');
  await choose('Seasonal', 'Christmas');
  await choose('Format', 'Static Image');
  await choose('Video Type', 'Post-Production only');
  await choose('Video Length', 'Less than 20 sec');
  await choose('Gender', 'Female');
  await choose('Objective', 'prospecting');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/$/);
  await searchFor(name);
  const row = page.locator('tbody tr[data-index]').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('e2e-tag');

  await row.getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByRole('heading', { name: /^Edit Advertisement #\d+$/ })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByRole('radio', { name: 'Link' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Media', exact: true })).toHaveValue(/\.png$/);
  await expect(page.getByRole('combobox', { name: 'Subindustry' })).toHaveValue('Clothing');
  await expect(page.getByRole('combobox', { name: 'Seasonal' })).toHaveValue('Christmas');
  await expect(page.getByLabel('Instagram Stories')).toBeChecked();

  const preview = page.getByRole('region', { name: 'Ad preview' });
  await expect(preview.getByText(name)).toBeVisible();
  await expect(preview.getByText('Headline from e2e')).toBeVisible();
  await expect(preview.getByText('Description from e2e')).toBeVisible();
  await expect(preview.getByText('e2e.example.com')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Shop Now' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Media preview' })).toBeVisible();
  // the preview follows the form as it is typed
  await page.getByLabel('Headline').fill('Headline edited live');
  await expect(preview.getByText('Headline edited live')).toBeVisible();
  const primary = preview.getByRole('button', { name: /A first line/ });
  await expect(primary).toHaveAttribute('aria-expanded', 'false');
  await primary.click();
  await expect(primary).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.locator('tbody tr[data-index]').filter({ hasText: name })).toHaveCount(1);
});

const notice = (text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('the Visible toggle moves an ad out of its list at once, the count following; Undo brings it back', async ({
  request,
}) => {
  const name = unique('E2E Toggle');
  const [id] = await createAds(request, [name]);
  await page.goto('/advertisements/');
  await searchFor(name);
  const total = page.getByTestId('list-total');
  await expect(total).toHaveText('1 ad');
  const toggle = page.getByRole('switch', { name: `Visible: ${name} (#${id})` });
  await expect(toggle).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes(`/api/advertisements/visibility/${id}`));
  await toggle.click({ force: true });
  expect((await saved).ok()).toBe(true);
  // it leaves the Visible list without a reload, and the count follows
  await expect(toggle).toHaveCount(0);
  await expect(total).toHaveText('0 ads');
  await notice(`Ad #${id} is now hidden`).getByRole('button', { name: 'Undo' }).click();
  await expect(toggle).toBeChecked();
  await expect(total).toHaveText('1 ad');

  await toggle.click({ force: true });
  await expect(toggle).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByText('No Visible').click();
  await expect(page.getByRole('heading', { name: 'No Visible Advertisements' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Not visible advertisements' });
  await expect(table.getByRole('columnheader', { name: 'Collections' })).toHaveCount(0);
  const hidden = table.getByRole('switch', { name: `Visible: ${name} (#${id})` });
  await expect(hidden).not.toBeChecked();
  // showing it from the No Visible list takes it out of that list the same way
  const before = Number.parseInt((await total.textContent()) ?? '', 10);
  await hidden.click({ force: true });
  await expect(hidden).toHaveCount(0);
  await expect(total).toHaveText(`${before - 1} ${before - 1 === 1 ? 'ad' : 'ads'}`);
  await expect(notice(`Ad #${id} is now visible`)).toBeVisible();
});

test('a new ad, not visible, is announced with where it went and a link to it', async () => {
  const name = unique('E2E Hidden new');
  await page.goto('/advertisements/new');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: 'Link' }).check();
  await page.getByLabel('Media', { exact: true }).fill('https://example.com/ad.png');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/$/);
  const created = notice(/^Advertisement #\d+ created — not visible yet: it is on the No Visible list/);
  await expect(created).toBeVisible();
  const id = /#(\d+)/.exec((await created.textContent()) ?? '')?.[1];
  await created.getByRole('link', { name: 'No Visible list' }).click();
  await expect(page).toHaveURL(/\/advertisements\/invisible$/);
  await expect(page.getByRole('switch', { name: `Visible: ${name} (#${id})` })).not.toBeChecked();
});

/** The notification saying `text` lies over none of the buttons and links named. */
async function expectNoticeCovers(text: string | RegExp, names: string[]) {
  const box = await settledBox(notice(text));
  expect(box).not.toBeNull();
  const main = page.getByRole('main');
  for (const name of names) {
    const action = main
      .getByRole('button', { name, exact: true })
      .or(main.getByRole('link', { name, exact: true }));
    const b = await action.first().boundingBox();
    expect(b, name).not.toBeNull();
    if (!box || !b) continue;
    const overlaps =
      b.x < box.x + box.width && b.x + b.width > box.x && b.y < box.y + box.height && b.y + b.height > box.y;
    expect(overlaps, `the notification lies over ${name}`).toBe(false);
  }
}

for (const width of [1440, 390]) {
  test(`at ${width} px a notification lies over none of the list's header actions`, async ({ request }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    try {
      const name = unique(`E2E Notice ${width}`);
      const [id] = await createAds(request, [name]);
      // a phone keeps the filters behind a Filters button: the search comes in the address
      await page.goto(`/advertisements/?search=${encodeURIComponent(name)}`);
      const toggle = page.getByRole('switch', { name: `Visible: ${name} (#${id})` });
      // the searched list has settled on its one row before the click
      await expect(page.getByTestId('list-total')).toHaveText('1 ad');
      await expect(toggle).toBeChecked();
      await toggle.click({ force: true });
      await expectNoticeCovers(`Ad #${id} is now hidden`, ['Import', 'Export CSV', 'Trash', 'Create Ad']);
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });
}

test("on a phone a notification sits above the form's bar of buttons", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto('/advertisements/new');
    await page.getByLabel('Name').fill(unique('E2E Notice form'));
    await page.getByRole('radio', { name: 'Link' }).check();
    await page.getByLabel('Media', { exact: true }).fill('https://example.com/ad.png');
    await page.getByRole('button', { name: 'Save & Create other', exact: true }).click();
    await expectNoticeCovers(/created — not visible yet/, ['Cancel', 'Save & Create other', 'Save']);
  } finally {
    await page.setViewportSize({ width: 1400, height: 900 });
  }
});

test('bulk Hide moves the selected ads to the not-visible list', async ({ request }) => {
  const prefix = unique('E2E Bulk');
  const ids = await createAds(request, [`${prefix} one`, `${prefix} two`]);
  await page.goto('/advertisements/');
  await searchFor(prefix);
  await expect(page.locator('tbody tr[data-index]')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all loaded' }).check();
  await expect(page.getByText('2 advertisements selected')).toBeVisible();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByText('2 advertisements hidden')).toBeVisible();
  await expect(page.getByText('No advertisements match these filters.')).toBeVisible();

  await page.goto('/advertisements/invisible');
  for (const [i, id] of ids.entries()) {
    const label = `Visible: ${prefix} ${i === 0 ? 'one' : 'two'} (#${id})`;
    await expect(page.getByRole('switch', { name: label })).not.toBeChecked();
  }
});

test('Delete on the edit page asks first, then deletes and returns to the list', async ({ request }) => {
  const name = unique('E2E Delete');
  const [id] = await createAds(request, [name]);
  await page.goto(`/advertisements/edit/${id}`);
  await expect(page.getByLabel('Name')).toHaveValue(name);

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete advertisement' });
  await expect(dialog.getByText('Are you sure you want to delete this advertisement?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/advertisements/edit/${id}$`));

  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete advertisement' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/advertisements\/$/);
  await searchFor(name);
  await expect(page.getByText('No advertisements match these filters.')).toBeVisible();
});

test('a file the server refuses leaves the saved ad open for editing, saying why', async () => {
  const name = unique('E2E Upload');
  await page.goto('/advertisements/new');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: 'File' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  await (await chooser).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no image'),
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // The ad itself was saved: the screen is now its edit page, still in file mode.
  await expect(page).toHaveURL(/\/advertisements\/edit\/\d+$/);
  // beside the file field (a notification says it too)
  await expect(
    page.getByRole('main').getByText(/The advertisement was saved, but the file was not uploaded/),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByRole('radio', { name: 'File' })).toBeChecked();

  const retry = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  await (await retry).setFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/$/);
});

test('saving over a newer version offers the merge: the headline both changed, theirs taken', async ({
  request,
}) => {
  const name = unique('E2E Conflict');
  const [id] = await createAds(request, [name]);
  await page.goto(`/advertisements/edit/${id}`);
  await expect(page.getByLabel('Name')).toHaveValue(name);

  // typed first: the other save then reaches the form live (merge offered at once) or at Save (409)
  const headline = page.getByRole('textbox', { name: 'Headline', exact: true });
  await headline.fill('Mine');
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const other = await request.put(`/api/advertisements/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, headline: 'Saved by someone else', visible: true },
  });
  expect(other.ok()).toBe(true);

  await page.keyboard.press('ControlOrMeta+s');
  const merge = page.getByRole('region', { name: /Someone else (saved|changed) this advertisement/ });
  await expect(merge).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/advertisements/edit/${id}$`));
  await expect(headline).toHaveValue('Mine');
  await merge.getByRole('radio', { name: /^Theirs/ }).check();
  await expect(headline).toHaveValue('Saved by someone else');
  await merge.getByRole('button', { name: 'Save merged' }).click();
  await expect(merge).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/$/);
});
