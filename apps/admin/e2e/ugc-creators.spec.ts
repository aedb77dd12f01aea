import { expect, type Page, test } from '@playwright/test';
import { superSession } from './support/super-session';

// The UGC Creators area as super: the table with its filters, then a creator's whole life
// (create with a profile picture and two videos, edit, delete). One super session for the file.
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

/** A real 1×1 PNG: the server sniffs the bytes, so the upload must be an actual image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A real, playable MP4, recorded by this Chromium itself from a canvas (no video tool is
 * needed on the machine): the preview must be able to load what the slot holds.
 */
async function recordMp4(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/mp4' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((done) => {
      recorder.onstop = done;
    });
    recorder.start();
    for (let frame = 0; frame < 6; frame++) {
      ctx.fillStyle = `hsl(${frame * 60}, 80%, 50%)`;
      ctx.fillRect(0, 0, 64, 64);
      await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 80)));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function pickFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('button', { name: button, exact: true })).toContainText(file.name);
}

const rows = (page: Page) =>
  page.getByRole('table', { name: 'UGC creators' }).locator('tbody tr[data-index]');

test('the table: filters with chips kept in the address, Reset All', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/');
  // one creator known to match both filters, created through the API as this super user
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const known = `E2E Filtered ${Date.now().toString(36)}`;
  const created = await request.post('/api/ugc-creators', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: known, country: 'Spain', gender: 'Woman' },
  });
  expect(created.ok()).toBe(true);
  await page.getByRole('link', { name: 'UGC Creators' }).first().click();
  await expect(page.getByRole('heading', { name: 'UGC Creators' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create UGC Creator' })).toBeVisible();
  for (const header of ['ID', 'Name', 'Country', 'Gender', 'Actions'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  await choose(page, 'Country', 'Spain');
  await expect(page).toHaveURL(/country=Spain/);
  await choose(page, 'Gender', 'Woman');
  await expect(page).toHaveURL(/gender=Woman/);
  await expect(page.getByText('Country: Spain')).toBeVisible();
  await expect(page.getByText('Gender: Woman')).toBeVisible();
  const shown = rows(page);
  await expect(shown.filter({ hasText: known })).toBeVisible();
  for (const row of await shown.all()) {
    await expect(row).toContainText('Spain');
    await expect(row).toContainText('Woman');
  }

  await page.getByRole('button', { name: 'Reset All' }).click();
  await expect(page).not.toHaveURL(/country=|gender=/);
  await expect(page.getByText('Country: Spain')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search' }).fill('example.com');
  await expect(page).toHaveURL(/search=example\.com/);
  await expect(page.getByText('Search: “example.com”')).toBeVisible();
});

test('a demo creator has a drawn face and videos that play, served by the API itself', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  // demo creators' e-mails are at example.com (db/demo/creators.ts)
  await page.goto('/ugc-creators?search=example.com');
  const row = rows(page).first();
  const face = row.getByRole('img', { name: /^Profile picture of / });
  await expect(face).toBeVisible();
  await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);
  await row.getByRole('link', { name: /^Edit / }).click();

  await expect(page.getByRole('textbox', { name: 'Profile Picture link' })).toHaveValue(
    /\/api\/demo-media\/faces\/.+\.png$/,
  );
  await expect(page.getByRole('textbox', { name: 'UGC Creator Video 1 link' })).toHaveValue(
    /\/api\/demo-media\/videos\/clip-\d\.mp4$/,
  );
  const video = page.getByLabel('UGC Creator Video 1 preview');
  await expect(video).toBeVisible();
  // it decodes and plays: three seconds long, its clock moves once playing
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.duration, v.videoWidth, v.videoHeight])).toEqual([
    3, 64, 112,
  ]);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
});

test('create with a profile picture and two videos, edit a field, delete through the dialog', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await openSignedIn(browser, request);
  await page.goto('/ugc-creators/new');
  const mp4 = await recordMp4(page);
  const name = `E2E Creator ${Date.now().toString(36)}`;

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`${Date.now().toString(36)}@creators.test`);
  await page.getByRole('textbox', { name: 'Age', exact: true }).fill('27');
  await choose(page, 'Gender', 'Man');
  await choose(page, 'Country', 'Finland');
  await choose(page, 'Industry', 'Tech');
  await page.getByRole('textbox', { name: 'Minimum Price', exact: true }).fill('120.50');
  await pickFile(page, 'Profile Picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await pickFile(page, 'UGC Creator Video 1', { name: 'one.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await pickFile(page, 'UGC Creator Video 2', { name: 'two.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/ugc-creators$/);

  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await page.keyboard.press('Enter');
  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText('Finland');
  await expect(row.getByRole('img', { name: `Profile picture of ${name}` })).toBeVisible();
  await row.getByRole('link', { name: /^Edit / }).click();

  // the stored files: a round picture, and both slots previewed as playable videos
  const picture = page.getByRole('img', { name: 'Profile picture preview' });
  await expect(picture).toBeVisible();
  expect(
    await picture.evaluate((img) => getComputedStyle(img.parentElement as Element).borderRadius),
  ).not.toBe('0px');
  await expect(page.getByRole('textbox', { name: 'Profile Picture link' })).toHaveValue(
    /\/media\/ugc_creators\/.+\.png$/,
  );
  for (const slot of [1, 2]) {
    await expect(page.getByRole('textbox', { name: `UGC Creator Video ${slot} link` })).toHaveValue(
      /\/media\/ugc_creators\/.+\.mp4$/,
    );
    const video = page.getByLabel(`UGC Creator Video ${slot} preview`);
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  }
  await expect(page.getByLabel('UGC Creator Video 3 preview')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Turku');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/ugc-creators(\?|$)/);
  await row.getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Turku');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete UGC Creators' });
  await expect(dialog).toContainText('Are you sure you want to delete this ugc creators?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/ugc-creators$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText('No creators match these filters.')).toBeVisible();
});
