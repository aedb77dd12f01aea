import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// The record forms and the list's Visible toggle as an admin uses them (issue 11, section 4).
// One sign-in for the file: the server allows a few codes per address per window.
test.describe.configure({ mode: 'serial' });

let page: Page;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1400, height: 900 },
    colorScheme: 'light',
  });
  page = await context.newPage();
  await signIn(page, 'admin@example.com');
});

test.afterAll(async () => {
  await page.context().close();
});

/** An ad made through the API as the signed-in admin. */
async function createAd(name: string, visible: boolean) {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const res = await page.request.post('/api/advertisements', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, visible, tags: ['e2e'] },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.id as number;
}

const savedNote = () => page.locator('.mantine-Notification-root').filter({ hasText: /^Saved$/ });

test('Ctrl/⌘+S saves and stays with "Saved"; the next Ctrl/⌘+S saves again; Save goes back to the list', async () => {
  const id = await createAd(unique('E2E Stay'), true);
  await page.goto(`/advertisements/edit/${id}`);
  await page.getByLabel('Headline').fill('First version');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(savedNote()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/advertisements/edit/${id}$`));

  // still the stored version: a second save is not a conflict
  await page.getByLabel('Headline').fill('Second version');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Changed by someone else')).toHaveCount(0);
  await expect(savedNote().first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Headline')).toHaveValue('Second version');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/advertisements\/$/);
});

test('New shows the same live preview as Edit; Ctrl/⌘+S there creates and stays on the new ad', async () => {
  await page.goto('/advertisements/new');
  const preview = page.getByRole('region', { name: 'Ad preview' });
  await expect(preview).toBeVisible();
  const name = unique('E2E Preview');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Headline').fill('Seen before saving');
  await expect(preview.getByText(name)).toBeVisible();
  await expect(preview.getByText('Seen before saving')).toBeVisible();

  await page.getByRole('radio', { name: 'Link' }).check();
  await page.getByLabel('Media', { exact: true }).fill('https://example.com/ad.png');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page).toHaveURL(/\/advertisements\/edit\/\d+$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByRole('region', { name: 'Ad preview' }).getByText(name)).toBeVisible();
});

test('the Type field is as high as its neighbours with chosen types, and the Tags hint is not cut off', async () => {
  const id = await createAd(unique('E2E Heights'), true);
  await page.goto(`/advertisements/edit/${id}`);
  const type = page.getByRole('combobox', { name: 'Type', exact: true });
  await type.click();
  await page.getByRole('option', { name: 'Seasonal', exact: true }).click();
  await page.getByRole('option', { name: 'Social Proof', exact: true }).click();
  await page.keyboard.press('Escape');
  await type.blur();
  const box = (label: string) =>
    page
      .locator('.mantine-InputWrapper-root', { has: page.locator(`label:text-is("${label}")`) })
      .locator('.mantine-Input-input');
  const typeHeight = (await box('Type').boundingBox())?.height;
  const seasonalHeight = (await box('Seasonal').boundingBox())?.height;
  expect(typeHeight).toBeDefined();
  expect(typeHeight).toBe(seasonalHeight);

  const tags = page
    .locator('.mantine-InputWrapper-root', { has: page.locator('label:text-is("Tags")') })
    .locator('input');
  const hintFits = () => tags.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);
  expect(await hintFits()).toBe(true); // beside the "e2e" tag
});

test('at 390 px the form keeps its actions on one compact row', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto('/advertisements/new');
    const buttons = ['Cancel', 'Save & Create other', 'Save'].map((name) =>
      page.getByRole('button', { name, exact: true }),
    );
    const boxes = await Promise.all(buttons.map((b) => b.boundingBox()));
    const tops = boxes.map((b) => Math.round(b?.y ?? -1));
    expect(new Set(tops).size).toBe(1);
    for (const b of boxes) expect((b?.x ?? 0) + (b?.width ?? 0)).toBeLessThanOrEqual(390);
  } finally {
    await page.setViewportSize({ width: 1400, height: 900 });
  }
});

test('the Visible toggle confirms with a short notification, and Undo puts it back', async () => {
  const name = unique('E2E Toggle');
  const id = await createAd(name, true);
  await page.goto(`/advertisements/?search=${encodeURIComponent(name)}`);
  const toggle = page.getByRole('switch', { name: `Visible: ${name} (#${id})` });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  const note = page.locator('.mantine-Notification-root').filter({ hasText: `Ad #${id} is now hidden` });
  await expect(note).toBeVisible();
  // hidden, it has left the Visible list
  await expect(toggle).toHaveCount(0);

  await note.getByRole('button', { name: 'Undo' }).click();
  await expect(note).toHaveCount(0);
  await expect(toggle).toBeChecked();
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/advertisements/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()).data.visible;
    })
    .toBe(true);
});
