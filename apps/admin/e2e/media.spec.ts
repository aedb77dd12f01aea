// The library sees its media (issue 25), as a curator meets it: a video uploaded to an ad is
// processed in the background; its poster shows in the list and in the gallery; the edit screen
// offers the Video Length the video tells; a word written in a picture finds its ad.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { bearer } from './support/sign-in';
import { superSession, superToken } from './support/super-session';

test.describe.configure({ mode: 'serial' });

const session = superSession();
let page: Page;
const folder = mkdtempSync(join(tmpdir(), 'adlib-e2e-media-'));
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** 3 s of H.264 made by the bundled ffmpeg: a test pattern, never black (the poster's rule). */
function shortVideo(): Buffer {
  const out = join(folder, 'clip.mp4');
  execFileSync(ffmpeg.path, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=480x270:rate=25', '-t', '3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', out],
  ]);
  return readFileSync(out);
}

/** A picture with one word in large black letters on white: what the OCR reads. */
const wordPicture = (word: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="400">
        <rect width="900" height="400" fill="white"/>
        <text x="450" y="240" text-anchor="middle" font-family="sans-serif" font-size="120"
          font-weight="bold" fill="black">${word}</text>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

async function createAd(request: APIRequestContext, fields: Record<string, unknown>) {
  const res = await request.post('/api/advertisements', {
    headers: bearer(superToken()),
    data: { visible: true, tags: ['e2e-media'], ...fields },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.id as number;
}

/** The list narrowed to one ad by its name, reloaded until its row shows a processed thumbnail. */
async function listUntilThumb(name: string, view: 'table' | 'gallery') {
  const address = `/advertisements/?search=${encodeURIComponent(name)}${view === 'gallery' ? '&view=gallery' : ''}`;
  const item = () =>
    view === 'table'
      ? page.locator('tbody tr[data-index]').filter({ hasText: name })
      : page.getByRole('listitem').filter({ hasText: name });
  await expect(async () => {
    await page.goto(address);
    await expect(item()).toHaveCount(1, { timeout: 5_000 });
    await expect(item().locator('img[src*="/derived/"]')).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [1_000, 2_000, 3_000] });
  return item();
}

test.beforeAll(async ({ browser }) => {
  page = await session.openSignedIn(browser);
});
test.afterAll(async () => {
  await session.closeAll();
  rmSync(folder, { recursive: true, force: true });
});

test('a video uploaded to an ad: its poster in the list and the gallery, its Video Length suggested', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const name = unique('E2E Video');
  // a wrong length typed by hand: processing fills only empty fields, so this one is suggested
  const id = await createAd(request, { name, format: 'Video', video_length: 'More than 20 sec' });

  await page.goto(`/advertisements/edit/${id}`);
  await expect(page.getByRole('heading', { name: `Edit Advertisement #${id}` })).toBeVisible();
  await page.getByRole('radio', { name: 'File' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  await (await chooser).setFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: shortVideo() });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/(\?.*)?$/);

  // the list: the poster's thumbnail replaces the placeholder once the job has run
  const row = await listUntilThumb(name, 'table');
  await expect(row.locator('img[src*="/derived/"]')).toHaveAttribute('src', /thumb-320\.webp$/);

  // the gallery: the same ad as a tile with its picture; the choice is in the address
  const tile = await listUntilThumb(name, 'gallery');
  await expect(page).toHaveURL(/view=gallery/);
  await expect(page.getByRole('radio', { name: 'Gallery' })).toBeChecked();

  // the edit screen: the media panel says Ready, and offers the length the video has
  await tile.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Edit Advertisement #${id}` })).toBeVisible();
  const use = page.getByRole('button', { name: 'Use Less than 20 sec for Video Length' });
  await expect(use).toBeVisible({ timeout: 30_000 });
  await use.click();
  await expect(page.getByRole('combobox', { name: 'Video Length', exact: true })).toHaveValue(
    'Less than 20 sec',
  );
  await expect(use).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/(\?.*)?$/);

  const saved = await request.get(`/api/advertisements/${id}`, { headers: bearer(superToken()) });
  const ad = (await saved.json()).data;
  expect(ad.video_length).toBe('Less than 20 sec');
  expect(ad.media_source).toMatch(/\.mp4$/);
});

test('a word written only in the picture finds its ad', async ({ request }) => {
  test.setTimeout(240_000);
  const word = `PINEAPPLE`;
  const name = unique('E2E Picture');
  const id = await createAd(request, { name });
  const upload = await request.post('/api/advertisements/upload', {
    headers: bearer(superToken()),
    multipart: {
      id: String(id),
      folder: 'media',
      file: { name: 'word.png', mimeType: 'image/png', buffer: await wordPicture(word) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  // the keyword is nowhere in the ad's fields: only the OCR of its picture holds it
  await expect(async () => {
    await page.goto(`/advertisements/?search=${word.toLowerCase()}`);
    await expect(page.locator('tbody tr[data-index]').filter({ hasText: name })).toHaveCount(1, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 120_000, intervals: [1_000, 2_000, 3_000] });
});
