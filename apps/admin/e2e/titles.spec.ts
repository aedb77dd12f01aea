import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { apiToken, bearer, mailedLink } from './support/sign-in';

// The Titles area and the shell's behaviour around a form. One super session, signed in
// through the mailed link, is reused by every test (the server rate-limits codes); the test
// that ends the session runs last.
test.describe.configure({ mode: 'serial' });

type State = Exclude<BrowserContextOptions['storageState'], string | undefined>;
let state: State | undefined;
const contexts: BrowserContext[] = [];

const options = (): BrowserContextOptions => ({
  baseURL: process.env.E2E_BASE_URL,
  viewport: { width: 1400, height: 900 },
  colorScheme: 'light',
});

/** Signs super in by opening the mailed link, as someone clicking it in their inbox would. */
async function signInByLink(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext(options());
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(await mailedLink(request, 'super@example.com'));
  await expect(page.getByRole('heading', { name: 'Hello, Sam Super' })).toBeVisible();
  state = await context.storageState();
  return page;
}

async function openSignedIn(browser: Browser, request: APIRequestContext, extra: BrowserContextOptions = {}) {
  if (!state) await signInByLink(browser, request);
  const context = await browser.newContext({ ...options(), storageState: state, ...extra });
  contexts.push(context);
  return context.newPage();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const editUrl = (id: number) => `**/api/titles-subtitles/edit/${id}`;

test.afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

test('the mailed sign-in link signs in directly', async ({ browser, request }) => {
  const page = await signInByLink(browser, request);
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page)).toHaveCount(0); // home is outside the shared layout (SPEC 2)
});

test('409: a title saved meanwhile by someone else shows the alert, and Reload brings their version', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/titles-subtitles/edit/3');
  await expect(titleBox(page)).toHaveValue('Collections');

  const other = await apiToken(request, 'super@example.com');
  const current = await (await request.get('/api/titles-subtitles/3', { headers: bearer(other) })).json();
  const changed = await request.put('/api/titles-subtitles/edit/3', {
    headers: bearer(other),
    data: { title: 'Collections, changed elsewhere', updated_at: current.data.updated_at },
  });
  await expect(changed).toBeOK();

  await titleBox(page).fill('Mine');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect(alert).toBeVisible();
  await expect(titleBox(page)).toHaveValue('Mine');
  await expect(page).toHaveURL(/\/edit\/3$/);

  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(titleBox(page)).toHaveValue('Collections, changed elsewhere');
  await expect(alert).toHaveCount(0);
  await titleBox(page).fill('Collections');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
});

test('leaving with unsaved changes asks first; Escape stays, Leave goes', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/titles-subtitles/edit/4');
  await expect(titleBox(page)).toHaveValue('TikTok inspiration');
  await titleBox(page).fill('Not saved yet');

  await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/edit\/4$/);
  await expect(titleBox(page)).toHaveValue('Not saved yet');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
  await expect(page.getByRole('cell', { name: 'TikTok inspiration' })).toBeVisible();

  // nothing to lose: no question
  await page.getByRole('link', { name: 'Edit tiktoks' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);

  // addresses that lead nowhere say so, inside the layout
  await page.goto('/titles-subtitles/edit/9999');
  await expect(page.getByText('No such section')).toBeVisible();
  await page.goto('/titles-subtitles/nothing-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('Ctrl/⌘+S saves; failures notify or sit beside the field and keep the typing; Save is busy meanwhile', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/titles-subtitles/edit/5');
  await expect(titleBox(page)).toHaveValue('UGC creators');
  await titleBox(page).fill('UGC creators, vetted');

  await page.route(editUrl(5), (r) =>
    r.fulfill({
      status: 500,
      json: { success: false, error: { code: 'internal', message: 'The database is unavailable' } },
    }),
  );
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('The database is unavailable')).toBeVisible();
  await expect(titleBox(page)).toHaveValue('UGC creators, vetted');

  await page.unroute(editUrl(5));
  await page.route(editUrl(5), (r) =>
    r.fulfill({
      status: 400,
      json: {
        success: false,
        error: {
          code: 'validation_failed',
          message: 'Check the fields',
          fields: { title: 'Too close to another title' },
        },
      },
    }),
  );
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Too close to another title')).toBeVisible();
  await expect(titleBox(page)).toHaveAttribute('aria-invalid', 'true');

  // the real server, held until Save has been seen busy
  await page.unroute(editUrl(5));
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(editUrl(5), async (r) => {
    await held;
    await r.continue();
  });
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
  await expect(page.getByRole('cell', { name: 'UGC creators, vetted' })).toBeVisible();
});

test('the sidebar collapse and dark mode are remembered after a reload', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/titles-subtitles');
  await expect(nav(page).getByText('Ad Library Admin')).toBeVisible();

  await nav(page).getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav(page).getByText('Ad Library Admin')).toHaveCount(0);
  await expect(nav(page).getByText('AL', { exact: true })).toBeVisible();
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

// Last: it ends the shared session.
test('a 401 from any call clears the cookies and sends the user to sign-in, keeping where they were going', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
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
