import { expect, test } from '@playwright/test';
import { superSession } from './support/super-session';

// The Blog area as a content editor uses it: categories, writing in the editor, the hidden
// start, the Visible switch, the slug, the preview and Delete.
test.describe.configure({ mode: 'serial' });

const { openSignedIn, closeAll } = superSession();
test.afterEach(closeAll);

test('the demo articles and categories show', async ({ browser, request }) => {
  const page = await openSignedIn(browser, request);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Why UGC Ads Keep Winning' })).toBeVisible();
  await page.goto('/blog/categories');
  await expect(page.getByRole('table', { name: 'Categories' }).getByText('Creative strategy')).toBeVisible();
});

test('write an article, see it hidden, show it, edit its slug, preview, categorise and delete it', async ({
  browser,
  request,
}) => {
  const page = await openSignedIn(browser, request);
  const title = `Launch notes ${Date.now()}`;
  const category = `E2E news ${Date.now()}`;

  // a category, added at the top
  await page.goto('/blog/categories');
  await page.getByRole('textbox', { name: 'New category' }).fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  // the first row after the header row (Order, Title, Articles)
  const rows = page.getByRole('table', { name: 'Categories' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(category);

  // a new article, written in the editor
  await page.goto('/blog');
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page.getByText('New articles are saved as not visible')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(title.replaceAll(' ', '-'));

  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('What changed');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The first paragraph says hello.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('One point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Another point');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Enter URL' }).fill('https://example.com/guide');
  await page.getByRole('textbox', { name: 'Enter URL' }).press('Enter');
  await expect(editor.locator('h2')).toHaveText('What changed');
  await expect(editor.locator('li')).toHaveCount(2);
  await expect(editor.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'The first paragraph says hello.',
  );

  await page.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // hidden until shown
  await page.getByRole('textbox', { name: 'Search' }).fill(title);
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
  const toggle = page.getByRole('switch', { name: `Visible: ${title}` });
  await expect(toggle).not.toBeChecked();
  const saved = page.waitForResponse((r) => /\/api\/articles\/\d+\/visible$/.test(r.url()));
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  expect((await saved).ok()).toBe(true);
  await page.getByRole('combobox', { name: 'Visible' }).click();
  await page.getByRole('option', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.locator('tbody tr[data-index]').filter({ hasText: title })).toContainText(category);

  // its slug, edited by hand, and the preview as a reader sees it
  await page.getByRole('link', { name: title }).click();
  const slug = page.getByRole('textbox', { name: 'Slug' });
  const newSlug = `launch-notes-${Date.now()}`;
  await slug.fill(newSlug);
  await expect(page.getByText(`Free: the article's address ends in /${newSlug}`)).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/blog(\?|$)/);
  await expect(page.getByText(`/${newSlug}`)).toBeVisible();

  // deleted after a confirm
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete article' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
