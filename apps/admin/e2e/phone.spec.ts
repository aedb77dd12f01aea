import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { superSession, superToken } from './support/super-session';

// Issue 31 §8: on a 390 px phone every list was a table 674–1,010 px wide in a 364 px box, so
// Edit and the Visible switch needed a sideways scroll. Now each list is one card per record
// with the record's controls on it, and no screen is wider than the phone.

const session = superSession();
test.afterEach(() => session.closeAll());
const headers = () => ({ authorization: `Bearer ${superToken()}` });
const PHONE = { width: 390, height: 844 };

const openPhone = (browser: Parameters<typeof session.openSignedIn>[0]) =>
  session.openSignedIn(browser, undefined, { viewport: PHONE });

/** Nothing on the page is wider than the phone: no sideways scroll of the page. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** No box inside the screen scrolls sideways either (a table in a scroll area would). */
async function expectNoSidewaysScrollInside(page: Page) {
  const scrolling = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
      .map((e) => `${e.tagName}.${e.className} ${e.scrollWidth} > ${e.clientWidth}`),
  );
  expect(scrolling).toEqual([]);
}

/**
 * Wholly on screen, and a click would land on it (nothing covers it). A switch's input is
 * drawn by its track, which takes the click: the track is what must be in reach.
 */
async function expectInReach(control: Locator) {
  await expect(control).toBeInViewport({ ratio: 1 });
  const isSwitch = (await control.getAttribute('role')) === 'switch';
  const target = isSwitch ? control.locator('xpath=following-sibling::span[1]') : control;
  await expect(target).toBeInViewport({ ratio: 1 });
  await target.click({ trial: true });
}

/** The first record's card of the list named `name`. */
const firstCard = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem').first();

interface PhoneList {
  path: string;
  /** the list's accessible name */
  list: string;
  /** the first record's controls, found on its card */
  controls: (card: Locator) => Locator[];
}

const edit = (card: Locator) => card.getByRole('link', { name: /^Edit / });
const LISTS: PhoneList[] = [
  {
    path: '/advertisements/',
    list: 'Visible advertisements',
    controls: (c) => [c.getByRole('checkbox', { name: /^Select / }), edit(c), c.getByRole('switch')],
  },
  {
    path: '/advertisements/invisible',
    list: 'Not visible advertisements',
    controls: (c) => [c.getByRole('checkbox', { name: /^Select / }), edit(c), c.getByRole('switch')],
  },
  { path: '/tiktoks', list: 'TikToks', controls: (c) => [c.getByRole('checkbox'), edit(c)] },
  { path: '/ugc-creators', list: 'UGC creators', controls: (c) => [edit(c)] },
  { path: '/customers/', list: 'Customers', controls: (c) => [c.getByRole('link').first()] },
  { path: '/blog', list: 'Articles', controls: (c) => [c.getByRole('link').first(), c.getByRole('switch')] },
];

for (const l of LISTS)
  test(`${l.path}: one card per record, its controls in reach, no sideways scroll`, async ({ browser }) => {
    const page = await openPhone(browser);
    await page.goto(l.path);
    const card = firstCard(page, l.list);
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const control of l.controls(card)) await expectInReach(control);
    await expectNoSidewaysScroll(page);
  });

test('the short lists (titles, pricing) and collections fit the phone too', async ({ browser }) => {
  const page = await openPhone(browser);
  for (const path of ['/titles-subtitles', '/pricing']) {
    await page.goto(path);
    const card = page.getByRole('main').getByRole('listitem').first();
    await expect(card).toBeVisible();
    await expectInReach(edit(card));
    await expectNoSidewaysScroll(page);
  }
  await page.goto('/collections/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('collections: each row is a card whose fields and actions are all in reach', async ({ browser }) => {
  const page = await openPhone(browser);
  await page.goto('/collections/');
  // a row's cells stack under the column's name: the title shows whole, the New switch is not
  // under a sticky Actions column, and Save is on screen without a sideways scroll
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: 'Title' }) })
    .first();
  await expect(row).toBeVisible();
  await expectInReach(row.getByRole('textbox', { name: 'Title' }));
  await expectInReach(row.getByRole('switch', { name: /^New: / }));
  await row.getByRole('button', { name: 'Delete' }).scrollIntoViewIfNeeded();
  await expectInReach(row.getByRole('button', { name: 'Delete' }));
  await expectNoSidewaysScroll(page);
  await expectNoSidewaysScrollInside(page);
});

/** An ad made and deleted for the trash screen; removed for good afterwards. */
async function trashedAd(request: APIRequestContext) {
  const name = `E2E Phone ${Date.now().toString(36)}`;
  const created = await request.post('/api/advertisements', {
    headers: headers(),
    data: { name, visible: false, tags: ['e2e'] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id: number = (await created.json()).data.id;
  expect((await request.delete(`/api/advertisements/${id}`, { headers: headers() })).ok()).toBe(true);
  return { name, id };
}

test('the trash: each deleted record is a card with Restore and Delete forever in reach', async ({
  browser,
  request,
}) => {
  const ad = await trashedAd(request);
  try {
    const page = await openPhone(browser);
    await page.goto('/advertisements/trash');
    const card = page.getByRole('listitem').filter({ hasText: ad.name });
    await expect(card).toBeVisible();
    await expectInReach(card.getByRole('button', { name: /^Restore / }));
    await expectInReach(card.getByRole('button', { name: /forever$/ }));
    await expectNoSidewaysScroll(page);
  } finally {
    const trash = await (
      await request.get('/api/advertisements/trash?size=200', { headers: headers() })
    ).json();
    for (const entry of trash.data.items as { id: number; record_id: number }[])
      if (entry.record_id === ad.id)
        await request.delete(`/api/advertisements/trash/${entry.id}`, { headers: headers() });
  }
});

test('the cards page on scroll like the table: the next page is asked for and appended', async ({
  browser,
}) => {
  const page = await openPhone(browser);
  await page.goto('/advertisements/');
  const list = page.getByRole('list', { name: 'Visible advertisements', exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // only the cards near the screen are in the page
  expect(await list.getByRole('listitem').count()).toBeLessThan(20);
  const highestIndex = () =>
    list
      .locator('[data-index]')
      .evaluateAll((cards) => Math.max(...cards.map((c) => Number(c.getAttribute('data-index')))));
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await highestIndex()).toBeGreaterThanOrEqual(50);
  }).toPass({ timeout: 20_000 });
  await expectNoSidewaysScroll(page);
});

test('/blog/new keeps Save whole in its bar', async ({ browser }) => {
  const page = await openPhone(browser);
  await page.goto('/blog/new');
  for (const name of ['Preview', 'Cancel', 'Save & Create other', 'Save'])
    await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
});

test('the blog categories keep every Delete in reach', async ({ browser }) => {
  const page = await openPhone(browser);
  await page.goto('/blog/categories');
  const remove = page.getByRole('button', { name: /^Delete / });
  await expect(remove.first()).toBeVisible();
  for (const button of await remove.all()) await expectInReach(button);
  await expectNoSidewaysScroll(page);
});

test('a notification never hides a card for good: the screen keeps room to scroll the last one out from under it', async ({
  browser,
}) => {
  const page = await openPhone(browser);
  await page.goto('/titles-subtitles');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // save the last title: the list comes back with the notification at the foot of the phone
  await edit(cards.last()).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill(`${await title.inputValue()} ·`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
  const notice = page.locator('.mantine-Notification-root').first();
  await expect(notice).toBeVisible();
  const last = cards.last();
  // scrolled to the foot until the list rests there: on a busy machine the list is still coming
  // back from the save (its refetch) when the notification shows, and a scroll then falls short
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [card, over] = [await last.boundingBox(), await notice.boundingBox()];
        // the room between the last card's foot and the notification's top (-1: either not shown)
        return card && over ? over.y - (card.y + card.height) : -1;
      },
      { message: 'the last card scrolls out from under the notification' },
    )
    .toBeGreaterThanOrEqual(0);
  await expectInReach(edit(last));
});
