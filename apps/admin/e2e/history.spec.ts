import { expect, type Page, test } from '@playwright/test';
import { superSession, superToken } from './support/super-session';

const session = superSession();
test.afterEach(() => session.closeAll());

async function saveAndStay(page: Page, id: number) {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/advertisements/${id}`) && r.request().method() === 'PUT',
  );
  await page.keyboard.press('ControlOrMeta+s');
  expect((await saved).ok()).toBe(true);
}

test('History: edit an ad twice, restore the first edit, and the form shows it', async ({
  browser,
  request,
}) => {
  const name = `E2E History ${Date.now().toString(36)}`;
  const created = await request.post('/api/advertisements', {
    headers: { authorization: `Bearer ${superToken()}` },
    data: { name, visible: true, headline: 'Created headline' },
  });
  expect(created.ok()).toBe(true);
  const id: number = (await created.json()).data.id;

  const page = await session.openSignedIn(browser);
  await page.goto(`/advertisements/edit/${id}`);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Headline').fill('First edit');
  await saveAndStay(page, id);
  await page.getByLabel('Headline').fill('Second edit');
  await saveAndStay(page, id);

  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History of this advertisement' });
  const versions = drawer.getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('First edit');
  await expect(versions.nth(0)).toContainText('Second edit');
  await expect(versions.nth(2)).toContainText('Created');

  // keyboard: the restore button of the first edit is reachable and pressed with Enter
  await versions.nth(1).getByRole('button', { name: 'Restore this version' }).focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: /Restore the version of/ });
  await expect(ask.getByRole('table', { name: 'What the restore changes' })).toContainText('Second edit');
  await ask.getByRole('button', { name: 'Restore', exact: true }).click();

  await expect(page.getByLabel('Headline')).toHaveValue('First edit');
  await expect(drawer).toBeHidden();
  const stored = await request.get(`/api/advertisements/${id}`, {
    headers: { authorization: `Bearer ${superToken()}` },
  });
  expect((await stored.json()).data.headline).toBe('First edit');
});
