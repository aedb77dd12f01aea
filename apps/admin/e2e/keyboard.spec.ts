import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, nextMail } from './support/sign-in';
import { superSession, superToken } from './support/super-session';

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
    const labelledBy = dialog?.getAttribute('aria-labelledby');
    return {
      name: name.trim(),
      role:
        el.getAttribute('role') ?? (input.type ? `${el.tagName.toLowerCase()}:${input.type}` : el.tagName),
      ring: shows(el) || shows(el.nextElementSibling),
      inDialog: dialog
        ? (dialog.getAttribute('aria-label') ??
          (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
          '')
        : null,
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

const headers = () => bearer(superToken());

/** Two TikToks of this run, found by their username's prefix (the rows the test acts on). */
async function twoTiktoks(request: APIRequestContext) {
  const prefix = `kb${Date.now().toString(36)}`;
  for (const n of [1, 2]) {
    const res = await request.post('/api/tiktoks', {
      headers: headers(),
      data: {
        username: `${prefix}.${n}`,
        post_id: `8${Date.now()}${n}`,
        music_title: `first sound ${n}`,
        // the row card then holds the link and Copy URL: something to Tab to
        download_link: `https://cdn.example.com/${prefix}/${n}.mp4`,
      },
    });
    expect(res.ok()).toBe(true);
  }
  return prefix;
}

test('sign in with the keyboard alone', async ({ browser, request }) => {
  // an admin of its own: the demo accounts' codes are rationed among the spec files
  const email = `keyboard-${Date.now().toString(36)}@example.com`;
  const created = await request.post('/api/user1', {
    headers: headers(),
    data: { first_name: 'Kim', last_name: 'Keyboard', email, role: 'admin' },
  });
  expect(created.ok()).toBe(true);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await context.newPage();
    await page.goto('/signin');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.type(email);
    const { code } = await nextMail(email, () => page.keyboard.press('Enter'));
    await expect(page.getByLabel('Code, digit 1 of 6')).toBeFocused();
    await page.keyboard.type(code);
    await expect(page.getByRole('heading', { name: 'Hello, Kim Keyboard' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a list with the keyboard alone: filter, the row card, select, a bulk action', async ({
  browser,
  request,
}) => {
  const prefix = await twoTiktoks(request);
  const page = await session.openSignedIn(browser);
  await page.goto('/tiktoks');
  const rows = page.getByRole('table', { name: /TikToks/ }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();

  // the first stop skips the sidebar
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Skip to content');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // filter: type into the search and apply it with Enter
  await tabUntil(page, (s) => s.name === 'Search');
  await page.keyboard.type(prefix);
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(2);

  // the first row: focus on it opens its card, named after the row
  const first = await tabUntil(page, (s) => /^Select (?!all)/.test(s.name));
  const rowName = first.name.replace(/^Select /, '');
  await expect(page.getByRole('dialog', { name: `Details of ${rowName}` })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: /^1 TikTok selected$/ })).toBeVisible();

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
  await expect(page.getByRole('status').filter({ hasText: /^2 TikToks selected$/ })).toBeVisible();

  // back up to the bulk bar and run an action on the two rows
  await tabUntil(page, (s) => s.name === 'Mark Free', { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 TikToks marked free')).toBeVisible();
});

test('a form with the keyboard alone: every field, upload, save, restore from History, delete', async ({
  browser,
  request,
}) => {
  const prefix = await twoTiktoks(request);
  const page = await session.openSignedIn(browser);
  await page.goto(`/tiktoks?search=${prefix}.1`);
  const edit = page.getByRole('link', { name: new RegExp(`^Edit ${prefix}\\.1 `) });
  await expect(edit).toBeVisible();
  const editUrl = (await edit.getAttribute('href')) ?? '';
  await page.goto(editUrl);
  await expect(page.getByLabel('Music Title')).toHaveValue('first sound 1');

  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Enter');
  await tabUntil(page, (s) => s.name === 'Music Title');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('second sound');

  // the media: choose File with the arrow keys, then open the file chooser with Enter
  await tabUntil(page, (s) => s.role === 'input:radio');
  for (let i = 0; i < 4 && !(await page.getByRole('radio', { name: 'File' }).isChecked()); i++)
    await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'File' })).toBeChecked();
  await tabUntil(page, (s) => s.name === 'Media', { max: 3 });
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(page.getByRole('button', { name: 'Media', exact: true })).toHaveText(/clip\.mp4/);

  // on to Save, checking every stop; Enter saves (and uploads) and returns to the list
  await tabUntil(page, (s) => s.name === 'Save');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tiktoks(\?|$)/);

  // the form again, afresh: History, restore the first version, all from the keyboard
  await page.goto(editUrl);
  await expect(page.getByLabel('Music Title')).toHaveValue('second sound');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await tabUntil(page, (s) => s.name === 'History');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /^History of / });
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  // the oldest version (the record as created) has the last Restore button
  const restores = drawer.getByRole('button', { name: 'Restore this version' });
  const count = await restores.count();
  for (let i = 0; i < count; i++) await tabUntil(page, (s) => s.name === 'Restore this version', { max: 12 });
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: /^Restore the version of/ });
  await expect(ask).toBeVisible();
  await tabUntil(page, (s) => s.name === 'Restore' && /^Restore the version of/.test(s.inDialog ?? ''), {
    max: 8,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Music Title')).toHaveValue('first sound 1');

  // Delete asks first; the keyboard confirms
  await tabUntil(page, (s) => s.name === 'Delete');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete tiktok' });
  await expect(confirm).toBeVisible();
  await tabUntil(page, (s) => s.name === 'Yes' && s.inDialog === 'Delete tiktok', { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tiktoks$/);
  await expect(page.getByText('TikTok deleted')).toBeVisible();
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
