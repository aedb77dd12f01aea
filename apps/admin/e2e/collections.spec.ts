import { expect, type Page, test } from '@playwright/test';
import { settledBox } from './support/settled-box';
import { superSession } from './support/super-session';

// The Collections screen (inline rows, New toggle, Bulk Insert, 'N ads', Delete) and Pricing,
// as super. One session serves every test (the server rate-limits sign-in codes).
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

/** The table row of the collection saved with `title`. */
const rowOf = (page: Page, title: string) => page.getByRole('row', { name: title, exact: true });

const title = `E2E ${Date.now()}`;

test('New Row, order, title, month, Public, Save; reload shows it; New toggle persists', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/collections/');
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await page.getByRole('button', { name: 'New Row' }).click();

  // the new row is first and its Title has the focus
  const first = page.locator('tbody tr').first();
  const titleBox = first.getByRole('textbox', { name: 'Title' });
  await expect(titleBox).toBeFocused();
  await titleBox.fill(title);
  await first.getByRole('textbox', { name: 'Order' }).fill('9990');
  await first.getByRole('button', { name: 'Collection Month' }).click();
  await page.getByRole('button', { name: /^Mar/ }).first().click();
  await first.getByRole('button', { name: /^Pending/ }).click();
  await expect(first.getByRole('button', { name: /^Public/ })).toBeVisible();
  // a tag many demo ads carry, so Bulk Insert below has ads to link
  await first.getByLabel('Tags', { exact: true }).fill('hook');
  await first.getByLabel('Tags', { exact: true }).press('Enter');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.reload();
  const row = rowOf(page, title);
  await expect(row.getByRole('textbox', { name: 'Order' })).toHaveValue('9990');
  await expect(row.getByRole('button', { name: /^Public/ })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Collection Month' })).toHaveText(/^\d{4}-03$/);

  const newSwitch = row.getByRole('switch', { name: `New: ${title}` });
  await expect(newSwitch).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/advertisements-collections/'));
  await newSwitch.click({ force: true });
  await expect(newSwitch).toBeChecked();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(rowOf(page, title).getByRole('switch', { name: `New: ${title}` })).toBeChecked();
});

test("Bulk Insert asks with the count, then shows Done!; 'N ads' opens the filtered list", async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/collections/');
  const mine = rowOf(page, title);
  await mine.getByRole('button', { name: 'Bulk Insert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Insert' });
  await expect(dialog).toContainText(/Link \d+ visible ads?/);
  const counted = Number((/Link (\d+)/.exec(await dialog.innerText()) ?? [])[1]);
  expect(counted).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Bulk Insert' }).click();
  await expect(mine.getByRole('button', { name: 'Done!' })).toBeDisabled();
  // the row had no ads: it now holds exactly those the dry run counted
  await expect(mine.getByRole('link', { name: `${counted} ads` })).toBeVisible();

  await mine.getByRole('link', { name: `${counted} ads` }).click();
  await expect(page).toHaveURL(/\/advertisements\/\?collection=\d+/);
  await expect(page.getByText(`Collection: ${title}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(`${counted} ${counted === 1 ? 'ad' : 'ads'}`);
});

const versioned = `${title} versions`;
/** The row each of the two tests below adds: first in the table (its order is the highest). */
const firstRow = (page: Page) => page.locator('tbody tr').first();
const noticeOf = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** New Row, saved with `name` and a tag many demo ads carry; answers the row and its Title. */
async function addSavedRow(page: Page, name: string) {
  await page.goto('/collections/');
  await page.getByRole('button', { name: 'New Row' }).click();
  const row = firstRow(page);
  const titleBox = row.getByRole('textbox', { name: 'Title' });
  await expect(titleBox).toBeFocused();
  await titleBox.fill(name);
  await row.getByLabel('Tags', { exact: true }).fill('hook');
  await row.getByLabel('Tags', { exact: true }).press('Enter');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();
  return { row, titleBox };
}

test('after New, Save saves what was typed: no "Changed by someone else", the title kept', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  const { row, titleBox } = await addSavedRow(page, versioned);

  // New is saved at once and says so; the Save after it is no conflict
  await row.getByRole('switch', { name: `New: ${versioned}` }).click({ force: true });
  await expect(noticeOf(page, `“${versioned}” marked New`)).toBeVisible();
  await titleBox.fill(`${versioned} 2`);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(noticeOf(page, `Saved ${versioned} 2`)).toBeVisible();
  await expect(titleBox).toHaveValue(`${versioned} 2`);
  await expect(page.getByText('Changed by someone else')).toHaveCount(0);
  // nor a merge: the row's own saves moved its version, no one else's
  await expect(page.getByRole('region', { name: /Someone else/ })).toHaveCount(0);
  await page.reload();
  const stored = rowOf(page, `${versioned} 2`);
  await expect(stored.getByRole('switch', { name: `New: ${versioned} 2` })).toBeChecked();
});

test('after Bulk Insert, Save saves what was typed: no "Changed by someone else", the title kept', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  const { row, titleBox } = await addSavedRow(page, `${versioned} bulked`);
  await row.getByRole('button', { name: 'Bulk Insert' }).click();
  await page
    .getByRole('dialog', { name: 'Bulk Insert' })
    .getByRole('button', { name: 'Bulk Insert' })
    .click();
  await expect(row.getByRole('button', { name: 'Done!' })).toBeDisabled();
  await titleBox.fill(`${versioned} 3`);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(noticeOf(page, `Saved ${versioned} 3`)).toBeVisible();
  await expect(titleBox).toHaveValue(`${versioned} 3`);
  await expect(page.getByText('Changed by someone else')).toHaveCount(0);
  // nor a merge: the row's own saves moved its version, no one else's
  await expect(page.getByRole('region', { name: /Someone else/ })).toHaveCount(0);
  await page.reload();
  await expect(rowOf(page, `${versioned} 3`).getByRole('button', { name: 'Done!' })).toBeDisabled();
});

test('a collection title of some length shows whole at 1440 px', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/collections/');
  const box = page.locator('tbody tr').first().getByRole('textbox', { name: 'Title' });
  // cut at "Hooks under 20 secon" while the title was 183 px wide
  await box.fill('Hooks under 20 seconds');
  expect(await box.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test("New's notification lies clear of New Row and the header's Trash, at 1440 and 390 px", async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/collections/');
    const newSwitch = rowOf(page, title).getByRole('switch', { name: `New: ${title}` });
    // at 390 px the table scrolls sideways under its sticky Actions column: click the switch itself
    await newSwitch.evaluate((el: HTMLElement) => el.click());
    const note = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: `“${title}”` })
      .last();
    await expect(note).toBeVisible();
    const n = await settledBox(note);
    for (const action of [
      page.getByRole('button', { name: 'New Row' }),
      page.getByRole('link', { name: /Trash/ }),
    ]) {
      const b = await action.boundingBox();
      if (!n || !b) throw new Error('no box');
      const overlaps =
        b.x < n.x + n.width && b.x + b.width > n.x && b.y < n.y + n.height && b.y + b.height > n.y;
      expect(overlaps, `at ${width} px`).toBe(false);
    }
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect(note).toHaveCount(0);
  }
});

test('Delete asks through the dialog and removes the row', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/collections/');
  const row = rowOf(page, title);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Collection' });
  await expect(dialog).toContainText('Are you sure you want to delete this collection.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, title)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);
});

test("Pricing: edit a plan's price and features and see them in the table", async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Edit Monthly' }).click();
  await expect(page.getByRole('textbox', { name: /^Period/ })).toHaveValue('monthly');
  await page.getByRole('textbox', { name: /^Price/ }).fill('34.5');
  await page.getByRole('textbox', { name: /^Features/ }).fill('Unlimited ads\nE2E feature');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const row = page.getByRole('row', { name: /^2 Monthly / });
  await expect(row).toContainText('$34.50');
  await expect(row).toContainText('E2E feature');
});
