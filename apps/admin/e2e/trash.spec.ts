import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { superSession, superToken } from './support/super-session';

const session = superSession();
test.afterEach(() => session.closeAll());
const headers = () => ({ authorization: `Bearer ${superToken()}` });

/** Whatever a test left: the record itself, or its entry in the trash, removed for good. */
async function removeForGood(request: APIRequestContext, area: string, recordId: number) {
  await request.delete(`/api/${area}/${recordId}`, { headers: headers() });
  const trash = await (await request.get(`/api/${area}/trash?size=200`, { headers: headers() })).json();
  for (const entry of trash.data.items as { id: number; record_id: number }[]) {
    if (entry.record_id === recordId)
      await request.delete(`/api/${area}/trash/${entry.id}`, { headers: headers() });
  }
}

const tiktokRows = (page: Page) =>
  page.getByRole('table', { name: 'TikToks' }).locator('tbody tr[data-index]');
const creatorRows = (page: Page) =>
  page.getByRole('table', { name: 'UGC creators' }).locator('tbody tr[data-index]');

test('delete a TikTok, press Undo in the notification, and the row is back', async ({ browser, request }) => {
  const postId = `8${Date.now()}`;
  const created = await request.post('/api/tiktoks', {
    headers: headers(),
    data: { username: `e2e.trash.${postId}`, post_id: postId },
  });
  expect(created.ok()).toBe(true);
  const id: number = (await created.json()).data.id;
  try {
    const page = await session.openSignedIn(browser);
    await page.goto(`/tiktoks/edit/${id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete tiktok' }).getByRole('button', { name: 'Yes' }).click();

    // the edit screen went back to the list; the notification stays there (no page load)
    await expect(page.getByRole('heading', { level: 1, name: 'TikToks', exact: true })).toBeVisible();
    const note = page.getByRole('alert').filter({ hasText: 'TikTok deleted' });
    await expect(note).toBeVisible();
    await page.getByRole('textbox', { name: 'Post Id' }).fill(postId);
    await expect(page.getByText('No TikToks match these filters.')).toBeVisible();
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Restored' })).toBeVisible();
    await expect(tiktokRows(page)).toHaveCount(1);
    await expect(tiktokRows(page).first()).toContainText(`e2e.trash.${postId}`);
  } finally {
    await removeForGood(request, 'tiktoks', id);
  }
});

test('delete a creator, find it in the Trash, restore it, and it is back in the list', async ({
  browser,
  request,
}) => {
  const name = `E2E Trash ${Date.now().toString(36)}`;
  const created = await request.post('/api/ugc-creators', { headers: headers(), data: { name, videos: [] } });
  expect(created.ok()).toBe(true);
  const id: number = (await created.json()).data.id;
  try {
    const page = await session.openSignedIn(browser);
    await page.goto(`/ugc-creators/edit/${id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete UGC Creators' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'UGC Creators' })).toBeVisible();

    await page.getByRole('link', { name: 'Trash' }).click();
    await expect(page).toHaveURL(/\/ugc-creators\/trash$/);
    await expect(page.getByRole('heading', { name: 'UGC creators trash' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: `“${name}” restored` })).toBeVisible();
    await expect(row).toBeHidden();

    await page.getByRole('link', { name: 'UGC creators' }).first().click();
    await page.goto(`/ugc-creators?search=${encodeURIComponent(name)}`);
    await expect(creatorRows(page)).toHaveCount(1);
    await expect(creatorRows(page).first()).toContainText(name);
  } finally {
    await removeForGood(request, 'ugc-creators', id);
  }
});
