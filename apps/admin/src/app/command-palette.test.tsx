import type { CurrentUser, RoleName } from '@adlib/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUserKey } from '../api/session';
import { apiAnswer, renderWithRouter, stubFetch, testQueryClient } from '../test/render-with-providers';
import AppLayout from './layout';

const fetchMock = stubFetch();

function renderShell(role: RoleName) {
  const queryClient = testQueryClient();
  const user: CurrentUser = {
    id: 1,
    first_name: 'Sam',
    last_name: 'S',
    email: 's@x.io',
    role: { name: role },
  };
  queryClient.setQueryData(currentUserKey, user);
  return renderWithRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/tiktoks/edit/:id', element: <h1>TikTok edit screen</h1> },
          { path: '/tiktoks/new', element: <h1>New TikTok screen</h1> },
          { path: '/advertisements/', element: <AdsOfCollection /> },
          { path: '*', element: <h1>Some screen</h1> },
        ],
      },
    ],
    { queryClient, initialEntries: ['/'] },
  );
}
function AdsOfCollection() {
  const [params] = useSearchParams();
  return <h1>Ads of collection {params.get('collection')}</h1>;
}
const palette = () => screen.getByRole('dialog', { name: 'Go to, do or find' });
const options = () =>
  within(palette())
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('the command palette', () => {
  it('opens with Ctrl+K, offers the screens and actions of the role, and Enter runs the chosen one', async () => {
    const user = userEvent.setup();
    renderShell('super');
    await user.keyboard('{Control>}k{/Control}');
    expect(options()).toEqual(
      expect.arrayContaining([expect.stringContaining('TikToks'), expect.stringContaining('New TikTok')]),
    );
    await user.keyboard('new tik');
    expect(options()).toEqual([expect.stringContaining('New TikTok')]);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'New TikTok screen' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an admin is offered no super screens or actions', async () => {
    const user = userEvent.setup();
    renderShell('admin');
    await user.keyboard('{Control>}k{/Control}');
    const offered = options().join(' | ');
    expect(offered).toContain('Advertisements');
    expect(offered).toContain('New advertisement');
    expect(offered).not.toContain('TikTok');
    expect(offered).not.toContain('Customers');
  });

  it('finds records through the API and opens the one chosen with the arrows', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/find?q=zebra')
        ? apiAnswer(200, {
            success: true,
            data: {
              results: [
                { area: 'advertisements', id: 3, title: 'Zebra Shoes', detail: 'Visible' },
                { area: 'tiktoks', id: 42, title: '@zebra.daily', detail: 'Post 7355' },
              ],
            },
          })
        : apiAnswer(404, { success: false, error: { code: 'not_found', message: 'No' } }),
    );
    const user = userEvent.setup();
    renderShell('super');
    await user.click(screen.getByRole('button', { name: /Search and go to/ }));
    await user.keyboard('zebra');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options()[1]).toContain('@zebra.daily');
    expect(options()[1]).toContain('#42 · Post 7355');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'TikTok edit screen' })).toBeTruthy();
  });

  it('offers a collection the API found and opens its ads', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/find?q=summer')
        ? apiAnswer(200, {
            success: true,
            data: { results: [{ area: 'collections', id: 5, title: 'Summer picks', detail: '2026-06' }] },
          })
        : apiAnswer(404, { success: false, error: { code: 'not_found', message: 'No' } }),
    );
    const user = userEvent.setup();
    renderShell('super');
    await user.click(screen.getByRole('button', { name: /Search and go to/ }));
    await user.keyboard('summer');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toContain('Summer picks');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Ads of collection 5' })).toBeTruthy();
  });
});
