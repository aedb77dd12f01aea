import { expect, type Page, test } from '@playwright/test';
import { bearer } from './support/sign-in';
import { mainNav as nav, superSession, superToken } from './support/super-session';

// The Titles area: its list and its edit form (409, unsaved changes, Ctrl/⌘+S, failures).
// One super session is reused by every test (the server rate-limits codes).
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const editUrl = (id: number) => `**/api/titles-subtitles/edit/${id}`;

test.afterEach(closeAll);

test('409: a title saved meanwhile by someone else offers the merge; theirs taken, then saved', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/titles-subtitles/edit/3');
  await expect(titleBox(page)).toHaveValue('Collections');

  // typed first: the other save then reaches the form live (merge offered at once) or at Save (409)
  await titleBox(page).fill('Mine');
  const other = superToken(); // the same staff role, saving through the API as another tab would
  const current = await (await request.get('/api/titles-subtitles/3', { headers: bearer(other) })).json();
  const changed = await request.put('/api/titles-subtitles/edit/3', {
    headers: bearer(other),
    data: { title: 'Collections, changed elsewhere', updated_at: current.data.updated_at },
  });
  await expect(changed).toBeOK();

  await page.getByRole('button', { name: 'Save' }).click();
  const merge = page.getByRole('region', { name: /Someone else (saved|changed) this title/ });
  await expect(merge).toBeVisible();
  await expect(titleBox(page)).toHaveValue('Mine');
  await expect(page).toHaveURL(/\/edit\/3$/);

  await merge.getByRole('radio', { name: /^Theirs/ }).check();
  await expect(titleBox(page)).toHaveValue('Collections, changed elsewhere');
  await merge.getByRole('button', { name: 'Save merged' }).click();
  await expect(merge).toHaveCount(0);
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
  await expect(page.getByRole('heading', { name: 'Title not found' })).toBeVisible();
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
  // Ctrl/⌘+S stays on the form and says so; Save goes back to the list
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/titles-subtitles\/edit\/5$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/titles-subtitles$/);
  await expect(page.getByRole('cell', { name: 'UGC creators, vetted' })).toBeVisible();
});
