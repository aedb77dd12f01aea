import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithRouter } from '../../../test/render-with-providers';
import { NewArticlePage } from './new-article-page';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const ok = (data: unknown) => apiAnswer(200, { success: true, data });
/** The API as the form meets it: categories, the slug check ("taken" for one slug), the create. */
function api(takenSlug = 'Taken') {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.startsWith('/api/categories')) {
      return ok({
        results: [
          { id: 4, title: 'Platform news', order: 1, article_count: 0, created_at: '', updated_at: '' },
        ],
      });
    }
    if (url.startsWith('/api/articles/slug-available')) {
      const slug = new URL(url, 'http://x').searchParams.get('slug') ?? '';
      return ok({ slug, available: slug !== takenSlug });
    }
    if (url === '/api/articles' && init?.method === 'POST') {
      return apiAnswer(201, {
        success: true,
        data: { id: 9, slug: 'x', is_visible: false, updated_at: '2026-01-01T00:00:00.000Z' },
      });
    }
    return apiAnswer(404, { success: false, error: { code: 'not_found', message: 'no' } });
  });
}
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const setup = () =>
  renderWithRouter(
    [
      { path: '/blog/new', element: <NewArticlePage /> },
      { path: '/blog', element: <h1>Blog list</h1> },
    ],
    { initialEntries: ['/blog/new'] },
  );
const box = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

// typing into the whole form (editor included) takes seconds on a busy machine, as the ad form's test
describe('NewArticlePage', { timeout: 30_000 }, () => {
  it('says new articles save hidden, and fills the slug from the title until it is typed', async () => {
    api();
    const user = userEvent.setup();
    setup();
    expect(screen.getByText(/New articles are saved as not visible/)).toBeTruthy();
    await user.type(box('Title'), 'Hooks that work');
    expect(box('Slug').value).toBe('Hooks-that-work');
    await user.clear(box('Slug'));
    await user.type(box('Slug'), 'hooks');
    await user.type(box('Title'), '!');
    expect(box('Slug').value).toBe('hooks');
  });

  it('reports beside the field that a slug is already used', async () => {
    api('Taken');
    const user = userEvent.setup();
    setup();
    await user.type(box('Title'), 'Taken');
    expect(await screen.findByText('This slug is already taken')).toBeTruthy();
  });

  it('sends the title with the slug it filled in, then goes back to the list', async () => {
    api();
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(box('Title'), 'Fresh post');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    const create = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/articles' && init?.method === 'POST',
    );
    expect(JSON.parse(String(create?.[1]?.body))).toMatchObject({
      title: 'Fresh post',
      slug: 'Fresh-post',
      category_ids: [],
    });
  });
});
