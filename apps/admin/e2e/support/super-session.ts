import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { mailedLink } from './sign-in';

type State = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const options = (): BrowserContextOptions => ({
  baseURL: process.env.E2E_BASE_URL,
  viewport: { width: 1400, height: 900 },
  colorScheme: 'light',
});

/** The token of the super session global-setup signed in once for every spec file. */
export const superToken = () => {
  const token = process.env.E2E_SUPER_TOKEN;
  if (!token) throw new Error('E2E_SUPER_TOKEN is set by e2e/support/global-setup.ts');
  return token;
};

/** The shared super session as the SPA keeps it: its two cookies (SPEC 4). */
const sharedState = (): State => sessionState(superToken(), 'super');

/** A session as the SPA keeps it: its two cookies (SPEC 4), for a context's storageState. */
export function sessionState(token: string, role: 'admin' | 'super'): State {
  const { hostname } = new URL(process.env.E2E_BASE_URL ?? '');
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return { cookies: [cookie('access_token', token), cookie('role', role)], origins: [] };
}

/**
 * `openSignedIn` opens pages in the one super session every spec file shares (the server
 * allows only 5 codes per address per 15 minutes). `signInByLink` signs in afresh through the
 * mailed link, for a test that needs a session of its own (one that it ends, say); it costs a
 * code. Call `closeAll` after each test.
 */
export function superSession() {
  const contexts: BrowserContext[] = [];

  /** Signs super in by opening the mailed link, as someone clicking it in their inbox would. */
  async function signInByLink(browser: Browser, request: APIRequestContext) {
    const context = await browser.newContext(options());
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(await mailedLink(request, 'super@example.com'));
    await expect(page.getByRole('heading', { name: 'Hello, Sam Super' })).toBeVisible();
    return page;
  }

  async function openSignedIn(
    browser: Browser,
    _request?: APIRequestContext,
    extra: BrowserContextOptions = {},
  ): Promise<Page> {
    const context = await browser.newContext({ ...options(), storageState: sharedState(), ...extra });
    contexts.push(context);
    return context.newPage();
  }

  const closeAll = async () => {
    for (const c of contexts.splice(0)) await c.close();
  };

  return { signInByLink, openSignedIn, closeAll };
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
