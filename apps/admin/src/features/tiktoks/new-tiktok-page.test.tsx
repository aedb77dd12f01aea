import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiError, renderWithRouter, stubFetch } from '../../test/render-with-providers';
import { NewTiktokPage } from './tiktok-screens';

const fetchMock = stubFetch();

function setup() {
  return renderWithRouter(
    [
      { path: '/tiktoks/new', element: <NewTiktokPage /> },
      { path: '/tiktoks', element: <h1>TikToks list</h1> },
      { path: '/tiktoks/edit/:id', element: <h1>Edit screen</h1> },
    ],
    { initialEntries: ['/tiktoks/new'] },
  );
}
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('NewTiktokPage', () => {
  it("is headed 'New Tiktok' with Cancel, Save and Save & Create other, Media Type drive first", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'New Tiktok' })).toBeTruthy();
    for (const name of ['Cancel', 'Save', 'Save & Create other'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Drive' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a post without user name or post id from being sent, saying so beside each field', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User name is required')).toBeTruthy();
    expect(screen.getByText('Post id is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's duplicate post id beside Post Id and keeps the typing", async () => {
    const user = userEvent.setup();
    const taken = 'Another TikTok has this post id';
    fetchMock.mockResolvedValue(apiError(400, 'validation_failed', taken, { post_id: taken }));
    const { router } = setup();
    await user.type(field(/^User Name/), 'glow.labs');
    await user.type(field(/^Post Id/), '7301');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another TikTok has this post id')).toBeTruthy();
    expect(field(/^Post Id/).value).toBe('7301');
    expect(router.state.location.pathname).toBe('/tiktoks/new');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('/api/tiktoks');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      username: 'glow.labs',
      post_id: '7301',
      likes: 0,
    });
  });

  /** A form with the two required fields filled, whose save the API will answer with `id`. */
  async function filledForm(id: number) {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      apiAnswer(201, { success: true, data: { id, updated_at: '2026-01-01T00:00:00.000Z' } }),
    );
    const { router } = setup();
    await user.type(field(/^User Name/), 'glow.labs');
    await user.type(field(/^Post Id/), `73${id}`);
    return { user, router };
  }

  it('Save sends the post and goes to the list on success', async () => {
    const { user, router } = await filledForm(9);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tiktoks'));
  });

  it('Ctrl+S creates the post and goes on editing it on its own screen', async () => {
    const { user, router } = await filledForm(12);
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tiktoks/edit/12'));
    // one create; besides it only the duplicates check after the save (issue 26) reads
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls.filter((c) => !c.startsWith('GET /api/duplicates/tiktoks/of/12'))).toEqual([
      'POST /api/tiktoks',
    ]);
  });
});
