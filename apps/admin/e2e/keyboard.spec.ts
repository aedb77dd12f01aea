import { expect, type Page, test } from '@playwright/test';
import { superSession } from './support/super-session';

// Issue 19 §4: a list and a form used with the keyboard alone, every stop with a visible focus
// ring; the row card opens on keyboard focus and its links are reached with Tab.
test.describe.configure({ mode: 'serial' });

const session = superSession();
test.afterEach(() => session.closeAll());

interface Stop {
  /** what a screen reader would call it, near enough: aria-label, label, text */
  name: string;
  role: string;
  /** an outline or a box shadow on it (or on the square Mantine draws beside a hidden input) */
  ring: boolean;
  inDialog: string | null;
}

/** The focused element, and whether it shows a focus ring. */
const focused = (page: Page): Promise<Stop> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', role: '', ring: false, inDialog: null };
    const shows = (e: Element | null) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 1) || s.boxShadow !== 'none';
    };
    const input = el as HTMLInputElement;
    const name =
      el.getAttribute('aria-label') ??
      input.labels?.[0]?.textContent ??
      el.textContent?.trim().slice(0, 60) ??
      el.tagName;
    const dialog = el.closest('[role="dialog"]');
    return {
      name: name.trim(),
      role:
        el.getAttribute('role') ?? (input.type ? `${el.tagName.toLowerCase()}:${input.type}` : el.tagName),
      ring: shows(el) || shows(el.nextElementSibling),
      inDialog: dialog?.getAttribute('aria-label') ?? null,
    };
  });

/** Presses Tab (or Shift+Tab) until `until` holds, checking the ring at every stop on the way. */
async function tabUntil(page: Page, until: (s: Stop) => boolean, { back = false, max = 80 } = {}) {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    path.push(stop.name);
    expect(stop.ring, `a visible focus ring on "${stop.name}" (${stop.role}) after ${path.join(' → ')}`).toBe(
      true,
    );
    if (until(stop)) return stop;
  }
  throw new Error(`not reached in ${max} stops: ${path.join(' → ')}`);
}

test('a list with the keyboard alone: filter, the row card, select, a bulk action', async ({ browser }) => {
  const page = await session.openSignedIn(browser);
  await page.goto('/tiktoks');
  await expect(
    page
      .getByRole('table', { name: /TikToks/ })
      .locator('tbody tr[data-index]')
      .first(),
  ).toBeVisible();

  // the first stop skips the sidebar
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Skip to content');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // filter: type a keyword into the search and apply it with Enter
  await tabUntil(page, (s) => s.name === 'Search');
  await page.keyboard.type('a');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=a/);
  await expect(
    page
      .getByRole('table', { name: /TikToks/ })
      .locator('tbody tr[data-index]')
      .first(),
  ).toBeVisible();

  // the first row: focus on it opens its card, named after the row
  const first = await tabUntil(page, (s) => /^Select (?!all)/.test(s.name));
  const rowName = first.name.replace(/^Select /, '');
  const card = page.getByRole('dialog', { name: `Details of ${rowName}` });
  await expect(card).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: /^1 \w+ selected$/ })).toBeVisible();

  // Tab goes through the row, then into its card, then on to the next row
  const inCard = await tabUntil(page, (s) => s.inDialog !== null, { max: 8 });
  expect(inCard.inDialog).toBe(`Details of ${rowName}`);
  const second = await tabUntil(page, (s) => /^Select (?!all)/.test(s.name), { max: 8 });
  expect(second.name).not.toBe(first.name);
  await expect(
    page.getByRole('dialog', { name: `Details of ${second.name.replace(/^Select /, '')}` }),
  ).toBeVisible();
  // Esc dismisses the card without moving the focus
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^Details of / })).toHaveCount(0);
  expect((await focused(page)).name).toBe(second.name);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: /^2 \w+ selected$/ })).toBeVisible();

  // back up to the bulk bar and run an action on the two rows
  await tabUntil(page, (s) => s.name === 'Mark New', { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^\d \w+ marked new$/)).toBeVisible();
});

test('a form with the keyboard alone: every field in turn, type, upload, save, History', async ({
  browser,
}) => {
  const page = await session.openSignedIn(browser);
  await page.goto('/tiktoks');
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  await expect(edit).toBeVisible();
  const editUrl = (await edit.getAttribute('href')) ?? '';
  await page.goto(editUrl);
  await expect(page.getByRole('heading', { name: /^Edit Tiktok #\d+$/ })).toBeVisible();
  await expect(page.getByLabel('Music Title')).not.toHaveValue('');

  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Enter');
  const sound = `keyboard sound ${Date.now().toString(36)}`;
  await tabUntil(page, (s) => s.name === 'Music Title');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(sound);

  // the media: choose File with the arrow keys, then open the file chooser with Enter
  const type = await tabUntil(page, (s) => s.role === 'input:radio');
  for (let i = 0; i < 4 && !(await page.getByRole('radio', { name: 'File' }).isChecked()); i++)
    await page.keyboard.press('ArrowRight');
  expect(type.role).toBe('input:radio');
  await expect(page.getByRole('radio', { name: 'File' })).toBeChecked();
  await tabUntil(page, (s) => s.name === 'Media', { max: 3 });
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(page.getByRole('button', { name: 'Media', exact: true })).toHaveText(/clip\.mp4/);

  // on to Save, checking every stop; Enter saves and returns to the list
  await tabUntil(page, (s) => s.name === 'Save');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tiktoks(\?|$)/);

  // the form again, afresh: History from the keyboard, and Esc closes it
  await page.goto(editUrl);
  await expect(page.getByLabel('Music Title')).toHaveValue(sound);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await tabUntil(page, (s) => s.name === 'History');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /^History of / });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

/** An ISO BMFF box: size, type, body (the server sniffs the file's first bytes). */
const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const MP4 = Buffer.concat([
  box('ftyp', Buffer.from('isom\u0000\u0000\u0002\u0000isomiso2mp41', 'latin1')),
  box('mdat', Buffer.alloc(200, 7)),
]);
