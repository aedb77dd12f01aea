import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { describeFindings, type Finding, seriousViolations, settled } from './support/axe';
import { apiToken, bearer } from './support/sign-in';
import { sessionState, superSession, superToken } from './support/super-session';

// Issue 19 §4: every screen of every area, as super (and the sign-in screen signed out, and an
// admin's own shell), in both colour schemes, is free of axe violations of serious or critical
// impact, and has one `main` landmark and exactly one h1. Run alone with
//   npm run build && npx playwright test -c apps/admin/playwright.config.ts e2e/accessibility.spec.ts
// Every run writes the violations per rule to test-results/axe-summary.json. Not serial: a
// failing screen does not stop the others from being measured.

type Scheme = 'light' | 'dark';
const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** A screen: where it is, and what to do there before measuring (open a drawer, say). */
interface Screen {
  name: string;
  /** the address, or how to find it (a real demo record's edit screen) */
  path: string | ((page: Page) => Promise<string>);
  /** brings the screen to the state to measure; the page is already at `path` */
  act?: (page: Page) => Promise<void>;
  /** a phone's screen instead of the desktop's */
  phone?: boolean;
}

/** The address of the first link on the list at `list` whose address matches `pattern`. */
const firstRecord =
  (list: string, pattern: RegExp) =>
  async (page: Page): Promise<string> => {
    await page.goto(list);
    const links = page.locator('main a[href]');
    // the header's links show before the rows do: wait for a row's link, not just any link
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
          found = hrefs.map((h) => h.split('?')[0] ?? '').find((h) => pattern.test(h));
          return found;
        },
        // the server may be busy processing the demo library's media at first start (issue 25)
        { message: `a link matching ${pattern} on ${list}`, timeout: 30_000 },
      )
      .toBeTruthy();
    if (!found) throw new Error(`no link matching ${pattern} on ${list}`);
    return found;
  };

const openDialog = (button: string | RegExp, dialog: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
};

/** The Views menu, then its "Save current filters as a view…" dialog. */
const openViewsDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save current filters as a view…' }).click();
  await expect(page.getByRole('dialog', { name: 'Save view' })).toBeVisible();
};

const hoverFirstRow = async (page: Page) => {
  // a real move over the row's title (the ad's brand, the TikTok's username: where the card
  // opens from); the card ignores rows arriving under a still pointer
  const box = await page.locator('tbody tr[data-index="0"] td').nth(2).boundingBox();
  if (!box) throw new Error('no first row');
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.move(box.x + 15, box.y + 10);
  await expect(page.getByRole('dialog', { name: /^Details of / })).toBeVisible();
};

const selectFirstRows = async (page: Page) => {
  // by name: a row's Visible switch is a checkbox too
  const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText(/^2 \w+ selected/)).toBeVisible();
};

/** Home once every insights tile has answered (each loads on its own). */
const insightsLoaded = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Coverage: industry × type' })).toBeVisible();
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0, { timeout: 30_000 });
};

/** Home with every chart switched to its table view. */
const insightsAsTables = async (page: Page) => {
  await insightsLoaded(page);
  // Mantine's segmented control: the radio is hidden under its label
  const toggles = page.locator('main section label', { hasText: /^Table$/ });
  for (let i = 0; i < (await toggles.count()); i++) await toggles.nth(i).click();
  await expect(page.getByRole('table', { name: 'Coverage: industry × type' })).toBeVisible();
};

const SCREENS: Screen[] = [
  // with its insights tiles loaded (issue 32): none still loading
  { name: 'home', path: '/', act: insightsLoaded },
  { name: 'home, phone', path: '/', phone: true, act: insightsLoaded },
  { name: 'home, insights as tables', path: '/', act: insightsAsTables },
  // every kind of list as one card per record (issue 31 §8), and the blog's screens on a phone
  { name: 'ads visible, phone', path: '/advertisements/', phone: true },
  { name: 'ads visible, phone, rows selected', path: '/advertisements/', phone: true, act: selectFirstRows },
  { name: 'tiktoks, phone', path: '/tiktoks', phone: true },
  { name: 'customers, phone', path: '/customers/', phone: true },
  { name: 'articles, phone', path: '/blog', phone: true },
  { name: 'pricing, phone', path: '/pricing', phone: true },
  { name: 'article new, phone', path: '/blog/new', phone: true },
  { name: 'blog categories, phone', path: '/blog/categories', phone: true },
  { name: 'background jobs, phone', path: '/jobs', phone: true },
  // issue 26: the review screens of likely duplicates (empty or not, as the library is)
  { name: 'ads duplicates', path: '/advertisements/duplicates' },
  { name: 'ads duplicates, phone', path: '/advertisements/duplicates', phone: true },
  { name: 'tiktoks duplicates', path: '/tiktoks/duplicates' },
  {
    name: 'phone menu',
    path: '/titles-subtitles',
    phone: true,
    act: async (p) => {
      await p.getByRole('button', { name: 'Open navigation' }).click();
      await expect(p.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    },
  },
  { name: 'not found', path: '/no-such-screen' },
  { name: 'record not found', path: '/advertisements/edit/987654321' },
  {
    name: 'command palette',
    path: '/advertisements/',
    act: async (p) => {
      await p.keyboard.press('ControlOrMeta+k');
      await expect(p.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'keyboard shortcuts',
    path: '/advertisements/',
    act: async (p) => {
      await p.locator('body').press('?');
      await expect(p.getByRole('dialog')).toBeVisible();
    },
  },
  // advertisements
  { name: 'ads visible', path: '/advertisements/' },
  { name: 'ads visible, row card', path: '/advertisements/', act: hoverFirstRow },
  { name: 'ads visible, rows selected', path: '/advertisements/', act: selectFirstRows },
  { name: 'ads visible, import', path: '/advertisements/', act: openDialog('Import', /Import/) },
  { name: 'ads filtered', path: '/advertisements/?search=a&type=image' },
  { name: 'ads not visible', path: '/advertisements/invisible' },
  { name: 'ad new', path: '/advertisements/new' },
  { name: 'ad edit', path: firstRecord('/advertisements/', /\/advertisements\/edit\/\d+$/) },
  {
    name: 'ad edit, history',
    path: firstRecord('/advertisements/', /\/advertisements\/edit\/\d+$/),
    act: openDialog('History', /History of/),
  },
  {
    name: 'ad edit, delete asked',
    path: firstRecord('/advertisements/', /\/advertisements\/edit\/\d+$/),
    act: openDialog('Delete', /Delete/),
  },
  // collections
  { name: 'collections', path: '/collections/' },
  // TikToks
  { name: 'tiktoks', path: '/tiktoks' },
  { name: 'tiktoks, row card', path: '/tiktoks', act: hoverFirstRow },
  { name: 'tiktoks, rows selected', path: '/tiktoks', act: selectFirstRows },
  { name: 'tiktok new', path: '/tiktoks/new' },
  {
    name: 'tiktok new, errors shown',
    path: '/tiktoks/new',
    act: async (p) => {
      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(p.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    },
  },
  { name: 'tiktok edit', path: firstRecord('/tiktoks', /\/tiktoks\/edit\/\d+$/) },
  // UGC creators
  { name: 'creators', path: '/ugc-creators' },
  { name: 'creator new', path: '/ugc-creators/new' },
  { name: 'creator edit', path: firstRecord('/ugc-creators', /\/ugc-creators\/edit\/\d+$/) },
  // customers
  { name: 'customers', path: '/customers/' },
  { name: 'customer new', path: '/customers/new' },
  { name: 'customer detail', path: firstRecord('/customers/', /^\/customers\/\d+$/) },
  {
    name: 'customer edit',
    path: async (page) =>
      (await firstRecord('/customers/', /^\/customers\/\d+$/)(page)).replace(
        '/customers/',
        '/customers/edit/',
      ),
  },
  // the user's own Security page (issue 30): factors, adding an authenticator app, sessions
  { name: 'Security', path: '/security' },
  { name: 'Security, phone', path: '/security', phone: true },
  {
    name: 'Security, authenticator app setup',
    path: '/security',
    act: async (p) => {
      await p.getByRole('button', { name: 'Set up an authenticator app' }).click();
      await expect(p.getByRole('img', { name: /QR code of the key/ })).toBeVisible();
    },
  },
  // pricing
  { name: 'pricing', path: '/pricing' },
  { name: 'plan edit', path: firstRecord('/pricing', /\/pricing\/edit\/\d+$/) },
  // titles
  { name: 'titles', path: '/titles-subtitles' },
  { name: 'title edit', path: firstRecord('/titles-subtitles', /\/titles-subtitles\/edit\/\d+$/) },
  // blog
  { name: 'articles', path: '/blog' },
  { name: 'article new', path: '/blog/new' },
  { name: 'article edit', path: firstRecord('/blog', /\/blog\/edit\/\d+$/) },
  {
    name: 'article edit, preview',
    path: firstRecord('/blog', /\/blog\/edit\/\d+$/),
    act: openDialog('Preview', 'Preview'),
  },
  { name: 'blog categories', path: '/blog/categories' },
  { name: 'background jobs', path: '/jobs' },
  { name: 'webhooks', path: '/webhooks' },
  { name: 'api keys', path: '/api-keys' },
  // the kit's screens and dialogs every area shares: the Trash, saved views, bulk edit
  { name: 'ads trash', path: '/advertisements/trash' },
  { name: 'collections trash', path: '/collections/trash' },
  { name: 'tiktoks trash', path: '/tiktoks/trash' },
  { name: 'creators trash', path: '/ugc-creators/trash' },
  { name: 'articles trash', path: '/blog/trash' },
  { name: 'categories trash', path: '/blog/categories/trash' },
  { name: 'ads, save a view', path: '/advertisements/?search=a', act: openViewsDialog },
  {
    name: 'tiktoks, edit field',
    path: '/tiktoks',
    act: async (page) => {
      await selectFirstRows(page);
      await openDialog(/^Edit field/, /^Edit a field of/)(page);
    },
  },
];

/**
 * Every screen's findings, one JSON line each, in the run's folder (a failed test restarts
 * the worker, so they cannot live in memory); each worker's afterAll summarises them so far.
 */
const findingsFile = () => resolve(dirname(process.env.E2E_SERVER_LOG ?? ''), 'axe-findings.jsonl');

test.afterAll(() => {
  const file = findingsFile();
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const found = lines.map((l) => JSON.parse(l) as { screen: string; findings: Finding[] });
  const perRule: Record<string, { screens: number; elements: number }> = {};
  for (const { findings } of found)
    for (const f of findings) {
      const r = perRule[f.rule] ?? { screens: 0, elements: 0 };
      perRule[f.rule] = { screens: r.screens + 1, elements: r.elements + f.nodes.length };
    }
  const summary = { measured: found.length, failing: found.filter((f) => f.findings.length).length, perRule };
  console.log(`axe summary: ${JSON.stringify(summary)}`);
  const results = resolve(import.meta.dirname, '../../../test-results');
  writeFileSync(resolve(results, 'axe-summary.json'), JSON.stringify(summary, null, 2));
  writeFileSync(resolve(results, 'axe-findings.json'), JSON.stringify(found, null, 2));
});

/** Measures the page as it is now, then checks its landmarks and headings. */
async function measure(page: Page, screen: string, scheme: Scheme) {
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  const findings = await seriousViolations(page);
  appendFileSync(findingsFile(), `${JSON.stringify({ screen, scheme, findings })}\n`);
  expect.soft(findings, `${screen} (${scheme}):\n${describeFindings(findings)}`).toEqual([]);
  await expect.soft(page.getByRole('main'), 'one main landmark').toHaveCount(1);
  await expect.soft(page.locator('h1'), 'exactly one h1').toHaveCount(1);
}

// bypassCSP: the app's script-src 'self' would refuse the injected axe script.

/** A browser context in `scheme`: the system preference and Mantine's stored choice agree. */
async function inScheme(browser: Browser, scheme: Scheme, open: (b: Browser) => Promise<Page>) {
  const page = await open(browser);
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript((s) => localStorage.setItem('mantine-color-scheme-value', s), scheme);
  return page;
}

const session = superSession();
test.afterEach(() => session.closeAll());

for (const scheme of SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test('sign-in screen, signed out: e-mail and code steps', async ({ browser }) => {
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        colorScheme: scheme,
        bypassCSP: true,
      });
      try {
        const page = await inScheme(browser, scheme, () => context.newPage());
        await page.goto('/signin');
        await expect(page.getByLabel('E-mail')).toBeVisible();
        await measure(page, 'sign-in', scheme);
        // an unknown address gets the same answer as a known one, and spends no demo account's codes
        await page.getByLabel('E-mail').fill(`axe-${scheme}@example.com`);
        await page.getByRole('button', { name: 'Send me a code' }).click();
        await expect(page.getByText('We sent a 6-digit code')).toBeVisible();
        await measure(page, 'sign-in code', scheme);
        // a wrong code: the error under the boxes
        await page.getByLabel('Code, digit 1 of 6').click();
        await page.keyboard.type('000000');
        await expect(page.getByRole('alert')).toBeVisible();
        await measure(page, 'sign-in wrong code', scheme);
      } finally {
        await context.close();
      }
    });

    // An admin's shell differs: fewer menu items, the home's admin text, "Not allowed" on a
    // super screen. Its own admin, so the demo accounts' rationed codes are not spent here.
    test('as admin: home, the ads list, its row card, a super screen', async ({ browser, request }) => {
      const email = `axe-admin-${scheme}-${Date.now().toString(36)}@example.com`;
      const created = await request.post('/api/user1', {
        headers: bearer(superToken()),
        data: { first_name: 'Ari', last_name: 'Admin', email, role: 'admin' },
      });
      expect(created.ok()).toBe(true);
      const token = await apiToken(request, email);
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        viewport: { width: 1400, height: 900 },
        colorScheme: scheme,
        bypassCSP: true,
        storageState: sessionState(token, 'admin'),
      });
      try {
        const page = await inScheme(browser, scheme, () => context.newPage());
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Hello, Ari Admin' })).toBeVisible();
        await measure(page, 'admin home', scheme);
        await page.goto('/advertisements/');
        await expect(page.locator('tbody tr[data-index="0"]')).toBeVisible();
        await measure(page, 'admin ads list', scheme);
        await hoverFirstRow(page);
        await measure(page, 'admin ads row card', scheme);
        await page.goto('/customers');
        await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
        await measure(page, 'admin on a super screen', scheme);
      } finally {
        await context.close();
      }
    });

    for (const screen of SCREENS) {
      test(screen.name, async ({ browser }) => {
        const page = await inScheme(browser, scheme, (b) =>
          session.openSignedIn(b, undefined, {
            colorScheme: scheme,
            bypassCSP: true,
            ...(screen.phone && { viewport: { width: 390, height: 844 } }),
          }),
        );
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
        await page.goto(path);
        await expect(page.locator('h1, h2').first()).toBeVisible();
        await settled(page);
        await screen.act?.(page);
        await measure(page, screen.name, scheme);
      });
    }
  });
}
