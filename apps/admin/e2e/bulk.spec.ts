import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { superSession, superToken } from './support/super-session';

// Issue 19 §2 as super: select all matching and hide them over the filter (the total drops),
// and bulk-set one field (industry) on three TikToks. Each test removes what it made.
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

const headers = () => ({ authorization: `Bearer ${superToken()}` });
const total = (page: Page) => page.getByTestId('list-total');

/** Deletes every ad or TikTok a filter matches, through the bulk route (the test's own rows). */
async function removeMatching(request: APIRequestContext, path: string, filter: Record<string, string>) {
  const res = await request.post(path, { headers: headers(), data: { filter, action: 'delete' } });
  expect(res.ok()).toBe(true);
}

test('select all matching ads, hide them after the count question, and see the total drop', async ({
  browser,
  request,
}) => {
  // 60 visible ads with a word of their own: more than the 50 a page loads
  const word = `bulkzebra${Date.now()}`;
  for (let n = 1; n <= 60; n++) {
    const res = await request.post('/api/advertisements', {
      headers: headers(),
      data: { name: `${word} ${n}`, visible: true },
    });
    expect(res.ok()).toBe(true);
  }
  try {
    const page = await openSignedIn(browser, request);
    await page.goto('/advertisements/');
    await expect(total(page)).toHaveText(/\d ads/);
    const before = Number((await total(page).innerText()).replace(/\D/g, ''));

    await page.goto(`/advertisements/?search=${word}`);
    await expect(total(page)).toHaveText('60 ads');
    const table = page.getByRole('table', { name: 'Visible advertisements' });
    await expect(table.locator('tbody tr[data-index]').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all loaded' }).check();
    await expect(page.getByText('50 advertisements selected')).toBeVisible();
    await page.getByRole('button', { name: 'Select all 60 matching' }).click();
    await expect(page.getByText('All 60 matching advertisements selected')).toBeVisible();

    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide advertisements' });
    await expect(dialog.getByText('Hide 60 advertisements?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText('60 advertisements hidden')).toBeVisible();
    await expect(page.getByText('No advertisements match these filters.')).toBeVisible();
    await expect(total(page)).toHaveText('0 ads');

    await page.goto('/advertisements/');
    await expect(total(page)).toHaveText(`${(before - 60).toLocaleString('en-US')} ads`);
  } finally {
    await removeMatching(request, '/api/advertisements/bulk', { search: word });
  }
});

test('Edit field… sets the industry of three TikToks', async ({ browser, request }) => {
  const prefix = `8${Date.now()}`;
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const res = await request.post('/api/tiktoks', {
      headers: headers(),
      data: { username: `e2e.edit.${prefix}.${n}`, post_id: `${prefix}${n}`, industry: 'Home' },
    });
    expect(res.ok()).toBe(true);
    ids.push((await res.json()).data.id);
  }
  try {
    const page = await openSignedIn(browser, request);
    await page.goto(`/tiktoks?post_id=${prefix}`);
    const rows = page.getByRole('table', { name: 'TikToks' }).locator('tbody tr[data-index]');
    await expect(rows).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all loaded' }).check();
    await expect(page.getByText('3 TikToks selected')).toBeVisible();
    await page.getByRole('button', { name: 'Edit field…' }).click();

    const modal = page.getByRole('dialog', { name: 'Edit a field of 3 TikToks' });
    await modal.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Industry', exact: true }).click();
    await modal.getByRole('combobox', { name: 'Industry', exact: true }).click();
    await page.getByRole('option', { name: 'Pets', exact: true }).click();
    await modal.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Industry set on 3 TikToks')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByText('3 TikToks selected')).toBeHidden();

    const industryOf = async (id: number) =>
      (await (await request.get(`/api/tiktoks/${id}`, { headers: headers() })).json()).data.industry;
    expect(await Promise.all(ids.map(industryOf))).toEqual(['Pets', 'Pets', 'Pets']);
    // the list shows it after its refresh
    await expect(rows.first()).toContainText('Pets');
  } finally {
    await removeMatching(request, '/api/tiktoks/bulk', { post_id: prefix });
  }
});
