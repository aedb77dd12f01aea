import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { mainNav as nav, superSession } from './support/super-session';

// The TikToks area as super (list, filters, popover, new, edit, delete) and as admin (no entry).
// One super session is reused by every test (the server rate-limits codes).
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

/** A minimal ISO media file (ftyp, free, mdat): the server sniffs it as MP4. */
const box = (type: string, payload: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
};
const MP4 = Buffer.concat([
  box('ftyp', Buffer.from('isom\u0000\u0000\u0002\u0000isomiso2mp41', 'latin1')),
  box('free', Buffer.alloc(0)),
  box('mdat', Buffer.alloc(200, 7)),
]);

/**
 * The demo's video links point at a CDN this machine cannot reach, and the test file is not a
 * playable video: held requests keep the <video> elements in place instead of erroring.
 */
const holdVideos = (page: Page) => page.route('**/*.mp4', () => {});

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}
const table = (page: Page) => page.getByRole('table', { name: 'TikToks' });
/**
 * The address changes before the list has replaced the form (a router transition), and the
 * form has a Post Id box too: wait for the list's own heading before typing in its filter.
 */
const listShown = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'TikToks', exact: true })).toBeVisible();
const rows = (page: Page) => table(page).locator('tbody tr[data-index]');

test('the list shows its columns, loads the next page on scroll, and a row shows its video on hover', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await holdVideos(page);
  await page.goto('/tiktoks');
  await expect(page.getByRole('heading', { name: 'TikToks' })).toBeVisible();
  for (const name of [
    'ID',
    'Username',
    'Is Ad',
    'New',
    'Is free',
    'Industry tags',
    'Created time',
    'Actions',
  ])
    await expect(table(page).getByRole('columnheader', { name, exact: true })).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(/^\d[\d,]* TikToks$/);
  await expect(page.getByRole('link', { name: 'Create Tiktok' })).toBeVisible();
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /^Edit / }),
  ).toBeVisible();

  // the card opens from the username (the row's title), not from its controls
  await rows(page).first().locator('td').nth(3).hover();
  const card = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Copy URL' }) });
  await expect(card).toBeVisible();
  const link = await card.getByRole('link', { name: /\.mp4$/ }).textContent();
  // the card shows the poster; the video itself only once Play is pressed
  await expect(card.locator('video')).toHaveCount(0);
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(card.locator('video')).toHaveAttribute('src', link ?? 'missing');
  await page.mouse.move(700, 60);

  const next = page.waitForRequest((r) => r.url().includes('/api/tiktoks?') && r.url().includes('page=2'));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect((await next).url()).toContain('cursor=');
  const highestIndex = () =>
    rows(page).evaluateAll((all) => Math.max(...all.map((r) => Number(r.getAttribute('data-index')))));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(highestIndex).toBeGreaterThanOrEqual(50);
});

test('Industry and Ads filters show chips, Reset All clears them; a post id finds its post', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/tiktoks');
  const total = page.getByTestId('list-total');
  await expect(total).toHaveText(/TikToks$/);
  const unfiltered = await total.textContent();

  await choose(page, 'Industry', 'Fashion');
  await choose(page, 'Ads/Organic', 'Ads');
  await expect(page).toHaveURL(/industry=Fashion/);
  await expect(page).toHaveURL(/is_ad=true/);
  await expect(page.getByText('Industry: Fashion')).toBeVisible();
  await expect(page.getByText('Ads/Organic: Ads')).toBeVisible();
  await expect(total).not.toHaveText(unfiltered ?? '');
  // SPEC: Ads, Organic Videos, All; All lifts that filter alone
  await choose(page, 'Ads/Organic', 'All');
  await expect(page.getByText('Ads/Organic: Ads')).toBeHidden();
  await expect(page).not.toHaveURL(/is_ad=/);
  await expect(page.getByText('Industry: Fashion')).toBeVisible();
  await choose(page, 'Ads/Organic', 'Ads');
  await expect(rows(page).first()).toContainText('Fashion');
  await page.getByRole('button', { name: 'Reset All' }).click();
  await expect(page.getByText('Industry: Fashion')).toBeHidden();
  await expect(page.getByText('Ads/Organic: Ads')).toBeHidden();
  await expect(total).toHaveText(unfiltered ?? '');

  // the third row's post id, read from its edit screen's API record
  const label = await rows(page).nth(2).getByRole('link').getAttribute('aria-label');
  const [, username, id] = /^Edit (.+) \(#(\d+)\)$/.exec(label ?? '') ?? [];
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const record = await request.get(`/api/tiktoks/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const postId = (await record.json()).data.post_id as string;
  await page.getByRole('textbox', { name: 'Post Id' }).fill(postId);
  await expect(page.getByText(`Post Id: ${postId}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(username ?? 'missing');
});

test('creates a post with every field and a video, finds it, edits it with the preview, deletes it', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await holdVideos(page);
  const postId = `9${Date.now()}`;
  const username = `e2e.${postId}`;
  await page.goto('/tiktoks');
  await page.getByRole('link', { name: 'Create Tiktok' }).click();
  await expect(page.getByRole('heading', { name: 'New Tiktok' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Drive' })).toBeChecked();

  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Post Id').fill(postId);
  await page
    .getByLabel('Description')
    .fill('Line one of the e2e post.\nLine two.\nLine three.\nLine four, clamped.');
  for (const [label, value] of [
    ['Likes', '1200'],
    ['Views', '45000'],
    ['Shares', '30'],
    ['Comments', '12'],
    ['Duration', '21'],
  ] as const)
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByLabel('Music Title').fill('original sound - e2e');
  await page.getByLabel('Created Time').fill('2026-10-01T09:30');
  await page.getByRole('button', { name: 'Created For' }).click();
  await page.getByRole('button', { name: /^Oct/ }).click();
  await page.getByLabel('Tiktok Link').fill(`https://www.tiktok.com/@${username}/video/${postId}`);
  await page.getByLabel('Is Ad').check();
  await page.getByLabel('New', { exact: true }).check();
  await page.getByLabel('Is Free').check();
  await choose(page, 'Industry', 'Beauty/Cosmetics');
  await page.getByRole('radio', { name: 'File' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  await (await chooser).setFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/tiktoks$/);
  await listShown(page);

  await page.getByRole('textbox', { name: 'Post Id' }).fill(postId);
  await expect(page.getByText(`Post Id: ${postId}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(username);
  await expect(row).toContainText('Beauty/Cosmetics');
  await row.getByRole('link', { name: /^Edit / }).click();

  await expect(page.getByRole('heading', { name: /^Edit Tiktok #\d+$/ })).toBeVisible();
  await expect(page.getByLabel('Post Id')).toHaveValue(postId);
  await expect(page.getByRole('textbox', { name: 'Likes', exact: true })).toHaveValue('1200');
  await expect(page.getByLabel('Created Time')).toHaveValue('2026-10-01T09:30');
  await expect(page.getByLabel('Is Free')).toBeChecked();
  const preview = page.getByRole('region', { name: 'TikTok preview' });
  await expect(preview.getByText(`@${username}`, { exact: true })).toBeVisible();
  await expect(preview.getByRole('link', { name: /tiktok\.com/ })).toHaveAttribute(
    'href',
    `https://www.tiktok.com/@${username}/video/${postId}`,
  );
  await expect(preview.getByText(/Line one of the e2e post/)).toBeVisible();
  await expect(preview.locator('video')).toHaveAttribute('src', /\/media\/tiktok_media\/.+\.mp4$/);
  await expect(page.getByLabel('Media', { exact: true })).toHaveValue(/\/media\/tiktok_media\/.+\.mp4$/);

  await page.getByLabel('Music Title').fill('renamed sound');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/tiktoks\?post_id=/);
  await rows(page)
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByLabel('Music Title')).toHaveValue('renamed sound');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete tiktok' });
  await expect(dialog.getByText('Are you sure you want to delete this tiktok?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/tiktoks$/);
  await listShown(page);
  await page.getByRole('textbox', { name: 'Post Id' }).fill(postId);
  await expect(page.getByText('No TikToks match these filters.')).toBeVisible();
});

test('checked rows are marked New together, then deleted after the question naming their count', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const headers = { authorization: `Bearer ${token}` };
  const prefix = `7${Date.now()}`;
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const res = await request.post('/api/tiktoks', {
      headers,
      data: { username: `e2e.bulk.${prefix}.${n}`, post_id: `${prefix}${n}` },
    });
    expect(res.ok()).toBe(true);
    ids.push((await res.json()).data.id);
  }
  const isNew = async (id: number | undefined) =>
    (await (await request.get(`/api/tiktoks/${id}`, { headers })).json()).data.new as boolean;

  await page.goto(`/tiktoks?post_id=${prefix}`);
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all loaded' }).check();
  await expect(page.getByText('2 TikToks selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark New', exact: true }).click();
  await expect(page.getByText('2 TikToks marked new')).toBeVisible();
  await expect(page.getByText('2 TikToks selected')).toBeHidden();
  await expect.poll(async () => [await isNew(ids[0]), await isNew(ids[1])]).toEqual([true, true]);

  await rows(page).first().getByRole('checkbox').check();
  await expect(page.getByText('1 TikTok selected')).toBeVisible();
  await rows(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete TikToks' });
  await expect(
    dialog.getByText('Are you sure you want to delete 2 TikToks?', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 TikToks deleted')).toBeVisible();
  await expect(page.getByText('No TikToks match these filters.')).toBeVisible();
});

test('admin: TikToks is not in the sidebar and /tiktoks is not allowed', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1400, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page, 'admin@example.com');
  await page.goto('/advertisements/');
  await expect(nav(page).getByRole('link', { name: 'No Visible' })).toBeVisible();
  await expect(nav(page).getByText('TikToks', { exact: true })).toHaveCount(0);
  await page.goto('/tiktoks');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await context.close();
});

test('a negative count is refused beside its field, kept as typed, and nothing is saved', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/tiktoks');
  await rows(page)
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  const likes = page.getByRole('textbox', { name: 'Likes', exact: true });
  await expect(likes).not.toHaveValue('');
  await likes.fill('-5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Cannot be negative')).toBeVisible();
  await expect(likes).toHaveValue('-5');
  await expect(page).toHaveURL(/\/tiktoks\/edit\/\d+/);
});
