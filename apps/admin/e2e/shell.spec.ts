import { expect, type Page, test } from '@playwright/test';
import { bearer } from './support/sign-in';
import { mainNav as nav, superSession, superToken } from './support/super-session';

// The shell around every area: sign-in by link, the sidebar, the phone menu, an area chunk
// that fails to download, and a 401 ending a session. The tests share the run's super session,
// except the two that sign in by link (the server rate-limits codes).
test.describe.configure({ mode: 'serial' });

const { signInByLink, openSignedIn, closeAll } = superSession();
const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

test.afterEach(closeAll);

test('the mailed sign-in link signs in directly', async ({ browser, request }) => {
  const page = await signInByLink(browser, request);
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page)).toHaveCount(0); // home is outside the shared layout (SPEC 2)
});

test('the sidebar collapse and dark mode are remembered after a reload', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/titles-subtitles');
  await expect(nav(page).getByText('Ad Library Admin')).toBeVisible();

  await nav(page).getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav(page).getByText('Ad Library Admin')).toHaveCount(0);
  await expect(nav(page).getByTestId('brand-mark')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Titles & Subtitles' })).toBeVisible();
  await page.reload();
  await expect(nav(page).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(nav(page).getByText('Ad Library Admin')).toHaveCount(0);
  await nav(page).getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav(page).getByText('Ad Library Admin')).toBeVisible();

  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await nav(page).getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(nav(page).getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('on a phone the menu hides behind a burger and closes after choosing', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request, { viewport: { width: 390, height: 844 } });
  await page.goto('/titles-subtitles/edit/1');
  await expect(titleBox(page)).toHaveValue(/./);
  await expect(nav(page)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav(page)).toBeInViewport();
  await nav(page).getByRole('link', { name: 'Titles & Subtitles' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
  await expect(nav(page)).not.toBeInViewport();
  await expect(page.getByRole('link', { name: 'Edit home' })).toBeVisible();
});

test('an area that fails to download shows Retry inside the shell, and Retry loads it', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  const chunk = /\/assets\/titles-[\w-]+\.js$/;
  await page.route(chunk, (r) => r.abort('internetdisconnected'));
  await page.goto('/titles-subtitles');
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();

  await page.unroute(chunk);
  // a reload would start a new document: Retry runs the import again in place
  const documentStart = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('columnheader', { name: 'Section' })).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentStart);
});

test('every sidebar item opens its screen from another area, with the sidebar expanded', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/titles-subtitles');
  await expect(nav(page).getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  // in sidebar order, each click leaving the area the previous one opened; Home (outside the layout) last
  const items: [string, RegExp, RegExp][] = [
    ['Advertisements', /\/advertisements\/$/, /Advertisements/],
    ['Collections', /\/collections\/$/, /^Collections$/],
    ['TikToks', /\/tiktoks$/, /TikToks/],
    ['UGC Creators', /\/ugc-creators$/, /UGC Creators/],
    ['Customers', /\/customers\/$/, /^Customers$/],
    ['Pricing', /\/pricing$/, /Pricing/],
    ['Titles & Subtitles', /\/titles-subtitles$/, /^Titles & Subtitles$/],
    ['Home', /\/$/, /^Hello, /],
  ];
  for (const [label, address, heading] of items) {
    await nav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('Advertisements opens with its sub-links from another area by Enter, and by a tap on a phone', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/titles-subtitles');
  await expect(nav(page).getByRole('link', { name: 'No Visible' })).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Advertisements', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/advertisements\/$/);
  await expect(nav(page).getByRole('link', { name: 'Visible', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav(page).getByRole('link', { name: 'No Visible' })).toBeVisible();
  await page.close();

  const phone = await openSignedIn(browser, request, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  await phone.goto('/titles-subtitles');
  await phone.getByRole('button', { name: 'Open navigation' }).tap();
  await nav(phone).getByRole('link', { name: 'Advertisements', exact: true }).tap();
  await expect(phone).toHaveURL(/\/advertisements\/$/);
  await phone.getByRole('button', { name: 'Open navigation' }).tap();
  await expect(nav(phone).getByRole('link', { name: 'No Visible' })).toBeVisible();
});

test('a malformed or unknown id shows one not-found state with a link to the list, in every area', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  for (const id of ['abc', '99999']) {
    await page.goto(`/advertisements/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Advertisement not found' })).toBeVisible();
    await expect(page.getByText(`There is no advertisement with the id “${id}”`)).toBeVisible();
    await expect(page).toHaveTitle('Advertisement not found · Ad Library');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await expect(page.getByText('#NaN')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Advertisements' }).click();
  await expect(page).toHaveURL(/\/advertisements\/$/);

  await page.goto('/titles-subtitles/edit/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Title not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Titles & Subtitles' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
});

test('each screen names its tab', async ({ browser, request }) => {
  const signedOut = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  await signedOut.goto('/signin');
  await expect(signedOut).toHaveTitle('Sign in · Ad Library');
  await signedOut.close();

  const page = await openSignedIn(browser, request);
  const screens: [string, string][] = [
    ['/', 'Home · Ad Library'],
    ['/advertisements/', 'Visible Advertisements · Ad Library'],
    ['/advertisements/new', 'New advertisement · Ad Library'],
    ['/advertisements/edit/333', 'Edit advertisement #333 · Ad Library'],
    ['/titles-subtitles', 'Titles & Subtitles · Ad Library'],
    ['/nothing-here', 'Page not found · Ad Library'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('a 401 from any call clears the cookies and sends the user to sign-in, keeping where they were going', async ({
  browser,
  request,
}) => {
  const page = await signInByLink(browser, request); // a session of its own: this test ends it
  await page.goto('/titles-subtitles');
  await expect(page.getByRole('link', { name: 'Edit blog' })).toBeVisible();

  // the same session signed out elsewhere (another tab, another device)
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value ?? '';
  await expect(await request.post('/api/signout', { headers: bearer(token) })).toBeOK();

  await page.getByRole('link', { name: 'Edit blog' }).click();
  await expect(page).toHaveURL(/\/signin\?next=%2Ftitles-subtitles%2Fedit%2F7$/);
  await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('access_token');
  expect(names).not.toContain('role');
});

test('Ctrl+K opens the palette; typing a creator’s name finds it, Enter opens its edit screen; / focuses the list search', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  const res = await request.get('/api/ugc-creators/all?size=1&page=1', { headers: bearer(superToken()) });
  const creator = (await res.json()).data.results[0] as { id: number; name: string };
  await page.goto('/titles-subtitles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to, do or find' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(creator.name);
  const found = palette.getByRole('option', { name: new RegExp(`${creator.name}.*#${creator.id}`) });
  await expect(found).toBeVisible();
  // the first option may be a screen whose name matches too: walk down to the creator
  while ((await found.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ugc-creators/edit/${creator.id}$`));
  await expect(page.getByRole('heading', { name: `Edit UGC Creator #${creator.id}` })).toBeVisible();

  await page.goto('/tiktoks');
  await expect(page.getByRole('table', { name: 'TikToks' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toBeFocused();
});
