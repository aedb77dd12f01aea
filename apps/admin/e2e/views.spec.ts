import { expect, test } from '@playwright/test';
import { superSession, superToken } from './support/super-session';

const session = superSession();
test.afterEach(() => session.closeAll());

const auth = () => ({ authorization: `Bearer ${superToken()}` });

test('Saved views: save the ads filters, reload, reset, apply the view from the bar', async ({
  browser,
  request,
}) => {
  // three ads of one made-up brand word: two Tech, one Pets, so the filters select exactly two
  const word = `viewword${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (const [n, industry] of [
    [1, 'Tech'],
    [2, 'Tech'],
    [3, 'Pets'],
  ] as const) {
    const res = await request.post('/api/advertisements', {
      headers: auth(),
      data: { name: `${word} ${n}`, visible: true, industry },
    });
    expect(res.ok()).toBe(true);
    ids.push((await res.json()).data.id);
  }
  const viewName = `Tech ${word}`;

  const page = await session.openSignedIn(browser);
  await page.goto(`/advertisements/?search=${word}`);
  const total = page.getByTestId('list-total');
  await expect(total).toHaveText('3 ads');
  await page.getByRole('combobox', { name: 'Industry', exact: true }).click();
  await page.getByRole('option', { name: 'Tech', exact: true }).click();
  await page.getByRole('combobox', { name: 'Order By', exact: true }).click();
  await page.getByRole('option', { name: 'Brand', exact: true }).click();
  await expect(page).toHaveURL(/industry=Tech/);
  await expect(page).toHaveURL(/order_by=name/);
  await expect(total).toHaveText('2 ads');
  const filtered = new URL(page.url()).search;

  // Save view… from the bar's Views menu, with the keyboard
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save current filters as a view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(viewName);
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(dialog).toBeHidden();
  const active = page.getByRole('button', { name: `Views (showing “${viewName}”)` });
  await expect(active).toBeVisible();

  // the view is on the server: a reload still names it
  await page.reload();
  await expect(active).toBeVisible();
  await expect(total).toHaveText('2 ads');

  await page.getByRole('button', { name: 'Reset All' }).click();
  await expect(page).toHaveURL(/\/advertisements\/?$/);
  await expect(page.getByRole('button', { name: 'Views', exact: true })).toBeVisible();

  // apply it from the bar: filters and URL come back, and the same two ads
  await page.getByRole('button', { name: 'Views', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: viewName }).click();
  await expect(active).toBeVisible();
  expect(new URLSearchParams(new URL(page.url()).search).toString()).toBe(
    new URLSearchParams(filtered).toString(),
  );
  await expect(page.getByText('Industry: Tech')).toBeVisible();
  await expect(page.getByText('Order By: Brand')).toBeVisible();
  await expect(total).toHaveText('2 ads');
  const rows = page.getByRole('table', { name: 'Visible advertisements' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`${word} 1`);

  // clean up: the view through its own Manage dialog (Delete asks first), the ads through the API
  await page.getByRole('button', { name: `Views (showing “${viewName}”)` }).click();
  await page.getByRole('menuitem', { name: 'Manage my views…' }).click();
  await page.getByRole('button', { name: `Delete “${viewName}”` }).click();
  await page.getByRole('dialog', { name: 'Delete view' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Delete “${viewName}”` })).toBeHidden();
  for (const id of ids) await request.delete(`/api/advertisements/${id}`, { headers: auth() });
});
