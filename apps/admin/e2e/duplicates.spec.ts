// Duplicates caught where they enter (issue 26), as a curator meets them: a re-encoded copy of
// a demo creative saved as a new ad is flagged "Possible duplicate of #…" after the save; the
// review screen merges it into the original; Undo brings it back from the trash.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { bearer } from './support/sign-in';
import { superSession, superToken } from './support/super-session';

test.describe.configure({ mode: 'serial' });

const session = superSession();
let page: Page;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

interface AdRow {
  id: number;
  media_source: string | null;
  thumb: string | null;
}

/** Every ad of the library, page by page (the demo library holds a few hundred). */
async function allAds(request: APIRequestContext): Promise<AdRow[]> {
  const rows: AdRow[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await request.get(`/api/advertisements_admin?size=100${query}`, {
      headers: bearer(superToken()),
    });
    expect(res.ok(), await res.text()).toBe(true);
    const page: { results: AdRow[]; next_cursor?: string | null } = (await res.json()).data;
    rows.push(...page.results);
    cursor = page.results.length ? (page.next_cursor ?? null) : null;
  } while (cursor);
  return rows;
}

/**
 * A demo ad whose picture the API draws itself, fingerprinted already (its thumbnail is made),
 * and no other ad's: a brand's ads share its three pictures, and a merge of the copy must not
 * take other demo ads with it.
 */
async function processedDemoAd(request: APIRequestContext): Promise<AdRow> {
  let found: AdRow | undefined;
  await expect(async () => {
    const rows = await allAds(request);
    const uses = new Map<string, number>();
    for (const r of rows) if (r.media_source) uses.set(r.media_source, (uses.get(r.media_source) ?? 0) + 1);
    found = rows.find(
      (r) => r.media_source?.includes('/api/demo-media/ads/') && r.thumb && uses.get(r.media_source) === 1,
    );
    expect(found, 'a demo ad with a picture of its own, processed').toBeTruthy();
  }).toPass({ timeout: 180_000, intervals: [2_000, 5_000] });
  return found as AdRow;
}

/** The same creative re-encoded as a platform would: resized to 90 %, saved as a JPEG. */
async function reencoded(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  const picture = sharp(await res.body());
  const { width = 600 } = await picture.metadata();
  return picture
    .resize({ width: Math.round(width * 0.9) })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test.beforeAll(async ({ browser }) => {
  page = await session.openSignedIn(browser);
});
test.afterAll(async () => {
  await session.closeAll();
});

test('a re-encoded copy saved as a new ad is flagged, merged from the review screen, and Undo brings it back', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const original = await processedDemoAd(request);
  const copy = await reencoded(request, original.media_source ?? '');
  const name = unique('E2E Duplicate');

  await page.goto('/advertisements/new');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: 'File' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  await (await chooser).setFiles({ name: 'copy.jpg', mimeType: 'image/jpeg', buffer: copy });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/(\?.*)?$/);

  // the warning, once the new picture is fingerprinted: both creatives, the reasons, links
  const warning = page.getByRole('alert').filter({ hasText: 'Possible duplicate of' });
  await expect(warning).toBeVisible({ timeout: 90_000 });
  await expect(warning.getByTestId('duplicate-member')).toHaveCount(2);
  await expect(warning.getByText(/Near-identical picture/)).toBeVisible();
  // the first creative is the one just saved: its id is its link's text
  const copyLink = warning.getByTestId('duplicate-member').first().getByRole('link');
  const copyId = Number((await copyLink.textContent())?.replace('#', ''));
  expect(copyId).toBeGreaterThan(original.id);

  // the warning leads to the review screen
  await warning.getByRole('link', { name: 'Review duplicates' }).click();
  await expect(page).toHaveURL(/\/advertisements\/duplicates$/);
  await expect(page.getByRole('heading', { name: 'Advertisement duplicates' })).toBeVisible();
  const cluster = page.getByRole('region', { name: new RegExp(`#${copyId}\\b`) });
  await expect(cluster).toBeVisible();
  // the oldest is kept by default: the demo ad, not the copy
  await expect(cluster.getByRole('radio', { name: `Keep #${original.id}` })).toBeChecked();
  await expect(cluster.getByRole('radio', { name: `Keep #${copyId}` })).not.toBeChecked();
  await cluster.getByRole('button', { name: 'Merge', exact: true }).click();
  const ask = page.getByRole('dialog', { name: /^Merge \d+ advertisements\?$/ });
  await expect(ask).toContainText(`#${copyId}`);
  await ask.getByRole('button', { name: 'Merge' }).click();
  await expect(cluster).toHaveCount(0);
  const gone = await request.get(`/api/advertisements/${copyId}`, { headers: bearer(superToken()) });
  expect(gone.status()).toBe(404);

  // Undo: the copy comes back from the trash, and so does its cluster
  const undo = page.getByRole('alert').filter({ hasText: 'moved to the trash' });
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Restored' })).toBeVisible();
  const back = await request.get(`/api/advertisements/${copyId}`, { headers: bearer(superToken()) });
  expect(back.ok()).toBe(true);
  await expect(page.getByRole('region', { name: new RegExp(`#${copyId}\\b`) })).toBeVisible();

  // the list header's count leads here too
  await page.goto('/advertisements/');
  await page.getByRole('link', { name: /possible duplicates?$/ }).click();
  await expect(page).toHaveURL(/\/advertisements\/duplicates$/);
});

test('on a 390 px phone the review screen fits: members stack, every action in reach', async ({
  browser,
}) => {
  // the cluster the test above restored is still open
  const phone = await session.openSignedIn(browser, undefined, { viewport: { width: 390, height: 844 } });
  await phone.goto('/advertisements/duplicates');
  const cluster = phone.getByRole('region', { name: /^Duplicates / }).first();
  await expect(cluster).toBeVisible();
  const { scrollWidth, innerWidth } = await phone.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // one member under the other
  const [first, second] = await cluster
    .getByTestId('duplicate-member')
    .evaluateAll((tiles) => tiles.slice(0, 2).map((t) => t.getBoundingClientRect()));
  expect(second?.top ?? 0).toBeGreaterThan(first?.bottom ?? 0);
  for (const control of [
    cluster.getByRole('radio').first(),
    cluster.getByRole('button', { name: 'Merge', exact: true }),
    cluster.getByRole('button', { name: 'Not duplicates' }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
    await control.click({ trial: true });
  }
});

test('on a 390 px phone the warning after a save is folded: the cards beneath and their Edit stay free', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const original = await processedDemoAd(request);
  const copy = await reencoded(request, original.media_source ?? '');
  const phone = await session.openSignedIn(browser, undefined, { viewport: { width: 390, height: 844 } });
  await phone.goto('/advertisements/new');
  await phone.getByLabel('Name').fill(unique('E2E Phone duplicate'));
  await phone.getByRole('radio', { name: 'File' }).check();
  const chooser = phone.waitForEvent('filechooser');
  await phone.getByRole('button', { name: 'Media', exact: true }).click();
  await (await chooser).setFiles({ name: 'copy.jpg', mimeType: 'image/jpeg', buffer: copy });
  await phone.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(phone).toHaveURL(/\/advertisements\/(\?.*)?$/);

  const warning = phone.getByRole('alert').filter({ hasText: 'Possible duplicate of' });
  await expect(warning).toBeVisible({ timeout: 90_000 });
  // folded: its line and links, no creatives side by side
  await expect(warning.getByTestId('duplicate-member')).toHaveCount(0);
  await expect(warning.getByRole('link', { name: 'Review duplicates' })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('phone-duplicate-warning.png') });
  const box = await warning.boundingBox();
  expect(box?.height ?? 844).toBeLessThan(844 / 4);
  // the cards' Edit in view above the notifications is reachable (nothing intercepts a click)
  const edits = phone.getByRole('link', { name: /^Edit/ });
  await expect(edits.first()).toBeVisible();
  const above = await edits.evaluateAll(
    (links, top) => links.filter((l) => l.getBoundingClientRect().bottom < top).length,
    box?.y ?? 0,
  );
  expect(above).toBeGreaterThan(0);
  await edits.first().click({ trial: true });
});
