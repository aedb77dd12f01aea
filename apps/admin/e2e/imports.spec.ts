import { expect, test } from '@playwright/test';
import { bearer } from './support/sign-in';
import { superSession, superToken } from './support/super-session';

// Importing TikToks from a CSV with one bad row: the check names the line, all-or-nothing
// imports nothing, skip_invalid imports the rest, and the list shows them.
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

test('a TikToks CSV with one bad row: its line is shown, skip invalid imports the rest', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  const prefix = `imp${Date.now()}`;
  const csv = [
    'User Name;Post ID;Likes;Is Ad',
    `imported one;${prefix}-1;10;yes`,
    `imported bad;${prefix}-2;-4;no`,
    `imported three;${prefix}-3;30;no`,
  ].join('\r\n');
  await page.goto('/tiktoks');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import TikToks' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'posts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(
    dialog.getByText('3 rows read: 2 new, 0 to update, 0 unchanged, 1 invalid.', { exact: false }),
  ).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'Import errors' });
  await expect(errors.getByRole('row', { name: '3 likes Cannot be negative' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Import preview' })).toContainText(`${prefix}-1`);

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText(/Nothing was imported: 1 of 3 rows are invalid/)).toBeVisible();

  await dialog.getByRole('checkbox', { name: /Skip invalid rows/ }).check();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Imported 3 rows: 2 new, 0 updated, 0 unchanged, 1 skipped.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('textbox', { name: 'Post Id' }).fill(prefix);
  const rows = page.getByRole('table', { name: 'TikToks' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(2);
  // the list shows user names, not post ids
  await expect(rows.filter({ hasText: 'imported one' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'imported three' })).toHaveCount(1);

  // leave the list as the other specs expect it: these posts are the newest and have no video
  const headers = bearer(superToken());
  const found = await request.get(`/api/tiktoks?post_id=${prefix}&size=10&page=1`, { headers });
  const ids = ((await found.json()).data.results as { id: number }[]).map((r) => r.id);
  const removed = await request.post('/api/tiktoks/bulk', { headers, data: { ids, action: 'delete' } });
  expect(removed.ok()).toBe(true);
});
