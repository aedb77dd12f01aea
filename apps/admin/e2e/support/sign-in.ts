import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

// The server allows 20 sign-in calls a minute per IP and 5 codes per address per 15 minutes
// and requester (every test here is the one requester 127.0.0.1):
// each test file signs in a handful of times at most and reuses the session where it can.

const logText = () => readFileSync(process.env.E2E_SERVER_LOG ?? '', 'utf8');
const linePattern = (email: string) =>
  new RegExp(`sign-in code for ${email.replace(/[.@+]/g, '\\$&')}: (\\d{6}) (\\S+)`, 'g');

/** Every code (and link) the development mailer printed for this address, oldest first. */
function mailed(email: string) {
  return [...logText().matchAll(linePattern(email))].map((m) => ({ code: m[1] ?? '', link: m[2] ?? '' }));
}

/** Runs `ask` (which requests a code) and returns the new code and link from the server log. */
export async function nextMail(email: string, ask: () => Promise<unknown>) {
  const before = mailed(email).length;
  await ask();
  await expect
    .poll(() => mailed(email).length, { message: `a code mailed to ${email}` })
    .toBeGreaterThan(before);
  const last = mailed(email).at(-1);
  if (!last) throw new Error(`no code for ${email}`);
  return last;
}

/** Signs in through the page, as a person would: e-mail, then the code from the "mail". */
export async function signIn(page: Page, email: string, path = '/signin') {
  if (path) await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  const { code } = await nextMail(email, () => page.getByRole('button', { name: 'Send me a code' }).click());
  await expect(page.getByText('We sent a 6-digit code')).toBeVisible();
  // the first box has the focus; typing fills the six boxes and submits on the last digit
  await page.getByLabel('Code, digit 1 of 6').click();
  await page.keyboard.type(code);
  await expect(page).not.toHaveURL(/\/signin/);
}

/** Asks for a code through the API (as if from another device) and returns the mailed link. */
export async function mailedLink(request: APIRequestContext, email: string) {
  const { link } = await nextMail(email, () =>
    request.post('/api/signin-without-password', { data: { email } }).then((r) => expect(r).toBeOK()),
  );
  // the link carries the server's PUBLIC_URL; the test server answers on E2E_BASE_URL
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A second, independent session through the API: its bearer token. */
export async function apiToken(request: APIRequestContext, email: string) {
  const { code } = await nextMail(email, () =>
    request.post('/api/signin-without-password', { data: { email } }).then((r) => expect(r).toBeOK()),
  );
  const res = await request.post('/api/signin-without-password', { data: { email, code } });
  await expect(res).toBeOK();
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
