import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The newest code the development mailer printed for this address. */
export async function codeFromServerLog(email: string): Promise<string> {
  const file = process.env.E2E_SERVER_LOG ?? '';
  const pattern = new RegExp(`sign-in code for ${email.replace(/[.@+]/g, '\\$&')}: (\\d{6}) (\\S+)`, 'g');
  let found: string | undefined;
  await expect
    .poll(() => {
      const matches = [...readFileSync(file, 'utf8').matchAll(pattern)];
      found = matches.at(-1)?.[1];
      return matches.length;
    })
    .toBeGreaterThan(0);
  return found ?? '';
}

/** Signs in through the page, as a person would: e-mail, then the code from the "mail". */
export async function signIn(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(email);
  const before = countCodes(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(`We sent a 6-digit code`)).toBeVisible();
  await expect.poll(() => countCodes(email)).toBeGreaterThan(before);
  const code = await codeFromServerLog(email);
  await page.getByLabel('Code').first().click();
  await page.keyboard.type(code);
  await expect(page).not.toHaveURL(/\/signin/);
}

function countCodes(email: string) {
  const file = process.env.E2E_SERVER_LOG ?? '';
  return readFileSync(file, 'utf8').split(`sign-in code for ${email}:`).length - 1;
}
