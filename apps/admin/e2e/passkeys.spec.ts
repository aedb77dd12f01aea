import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { nextMail, signIn } from './support/sign-in';

// Passkeys end to end (issue 30 §1 and §4) in Chromium's virtual authenticator (the DevTools
// protocol's WebAuthn domain): add one on the Security page, sign out, sign in with the mailed
// code and the passkey, then with the passkey alone. The user is the one global-setup creates
// for this spec (BOOTSTRAP_SUPER_EMAIL), so that no other spec meets a second factor.
const EMAIL = 'passkeys@example.com';

/**
 * The page on `localhost`: a passkey belongs to a site name, which an IP address cannot be,
 * and the server's PUBLIC_URL (unset in the tests) is http://localhost:PORT.
 */
const local = (path: string) => {
  const url = new URL(process.env.E2E_BASE_URL ?? '');
  url.hostname = 'localhost';
  return new URL(path, url).toString();
};

/** A platform authenticator that holds discoverable credentials and verifies its user at once. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * Signs out as the Sign Out button does (the session ended on the server, both cookies gone),
 * without its last step, the marketing site: in Chromium, leaving for another site with the
 * virtual authenticator attached stalled the click (foundation.spec.ts covers the button).
 */
async function signOut(context: BrowserContext) {
  const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value ?? '';
  const res = await context.request.post(local('/api/signout'), {
    headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
  });
  expect(res.ok()).toBe(true);
  await context.clearCookies();
}

// three sign-ins and two WebAuthn ceremonies: more than the default minute on a busy machine
test.setTimeout(150_000);

test('a passkey: added on the Security page, then the second step after the code, then the only step', async ({
  context,
  page,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(context, page);

  await signIn(page, EMAIL, local('/signin'));
  await page.getByRole('link', { name: 'Security: your passkeys and authenticator apps' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await page.getByLabel('Passkey name').fill('Virtual key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('cell', { name: 'Virtual key', exact: true })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // the mailed code is no longer enough: the passkey is asked for, then the panel opens
  await signOut(context);
  await page.goto(local('/signin'));
  await page.getByLabel('E-mail').fill(EMAIL);
  const { code } = await nextMail(EMAIL, () => page.getByRole('button', { name: 'Send me a code' }).click());
  await page.getByLabel('Code, digit 1 of 6').click();
  await page.keyboard.type(code);
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page.getByRole('heading', { name: /^Hello,/ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/signin/);

  // the passkey alone: no e-mail, no code
  await signOut(context);
  await page.goto(local('/signin'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: /^Hello,/ })).toBeVisible();
  await expect(page.getByText(EMAIL)).toBeVisible();
});
