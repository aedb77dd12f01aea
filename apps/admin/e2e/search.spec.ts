import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { superSession, superToken } from './support/super-session';

// Issue 29 §4 as super: a misspelt brand finds its ad first with the matched words marked, and
// the Industry filter's option counts follow the other filters (each facet counted without its
// own selection). The ads are the test's own (made through the API, removed at the end).
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

const headers = () => ({ authorization: `Bearer ${superToken()}` });

async function createAd(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/advertisements', {
    headers: headers(),
    data: { visible: true, ...data },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The count an open combobox's option shows beside its name (aria-hidden, after the label). */
const optionCount = (page: Page, option: string) =>
  page.getByRole('option', { name: option, exact: true }).locator('[aria-hidden]');

async function openIndustry(page: Page) {
  await page.getByRole('combobox', { name: 'Industry', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Tech', exact: true })).toBeVisible();
}

test('a misspelt brand finds its ad first, the words marked; industry counts follow the type filter', async ({
  browser,
  request,
}) => {
  // the brand's ad, and another that has the words in its description only (a lighter field);
  // a brand of the test's own: the demo library has a "Pelora Cosmetics" already
  const ids = [
    await createAd(request, {
      name: 'Quorvelle Cosmetics',
      headline: 'A serum for every morning',
      industry: 'Beauty/Cosmetics',
      type: ['Lifestyle'],
    }),
    await createAd(request, {
      name: 'Brightwave Audio',
      description: 'As loved by Quorvelle Cosmetics fans',
      industry: 'Tech',
      type: ['Unboxing'],
    }),
  ];
  try {
    const page = await openSignedIn(browser, request);
    await page.goto('/advertisements/');
    await expect(page.getByTestId('list-total')).toHaveText(/\d ads/);

    await page.getByRole('textbox', { name: 'Search' }).fill('Quorvele Cosmetcs');
    await expect(page).toHaveURL(/search=Quorvele\+Cosmetcs/);
    await expect(page.getByTestId('list-total')).toHaveText('2 ads');
    // relevance order while searching: the brand match above the description match
    const rows = page.getByRole('table', { name: 'Visible advertisements' }).locator('tbody tr[data-index]');
    const first = rows.first();
    await expect(first).toContainText('Quorvelle Cosmetics');
    await expect(first).toContainText(String(ids[0]));
    // the exact word and the one within a typo are both marked
    await expect(first.locator('mark')).toHaveText(['Quorvelle', 'Cosmetics']);
    await expect(rows.nth(1)).toContainText('Brightwave Audio');

    // the search's industries: one ad each
    await openIndustry(page);
    await expect(optionCount(page, 'Beauty/Cosmetics')).toHaveText('1');
    await expect(optionCount(page, 'Tech')).toHaveText('1');
    await expect(optionCount(page, 'Pets')).toHaveText('0');
    await page.keyboard.press('Escape');

    // another filter narrows the counts: only the unboxing ad (Tech) is left
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Unboxing', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/type=Unboxing/);
    await expect(page.getByTestId('list-total')).toHaveText('1 ad');
    await openIndustry(page);
    await expect(optionCount(page, 'Beauty/Cosmetics')).toHaveText('0');
    await expect(optionCount(page, 'Tech')).toHaveText('1');
    await page.keyboard.press('Escape');
  } finally {
    for (const id of ids) await request.delete(`/api/advertisements/${id}`, { headers: headers() });
  }
});
