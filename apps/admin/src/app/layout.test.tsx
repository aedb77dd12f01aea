import type { CurrentUser, RoleName } from '@adlib/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserKey } from '../api/session';
import { renderWithRouter, testQueryClient } from '../test/render-with-providers';
import AppLayout from './layout';

function renderLayout(role: RoleName | undefined, path = '/titles-subtitles') {
  const queryClient = testQueryClient();
  if (role) {
    const user: CurrentUser = {
      id: 1,
      first_name: 'Sam',
      last_name: 'Super',
      email: 's@x.io',
      role: { name: role },
    };
    queryClient.setQueryData(currentUserKey, user);
  }
  return renderWithRouter([{ element: <AppLayout />, children: [{ path: '*', element: <p>screen</p> }] }], {
    queryClient,
    initialEntries: [path],
  });
}
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('AppLayout (the sidebar)', () => {
  it('shows admin only Home, Advertisements (Visible, No Visible), Security and Sign Out', async () => {
    renderLayout('admin', '/advertisements/invisible');
    const links = within(nav())
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label') ?? a.textContent);
    expect(links).toEqual([
      'Ad Library Admin, home',
      'Home',
      'Advertisements',
      'Visible',
      'No Visible',
      'Security',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/security');
    expect(within(nav()).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'No Visible' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Visible' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows no area links and no Sign Out before the role is known', () => {
    renderLayout(undefined);
    expect(within(nav()).queryByRole('link', { name: 'Home' })).toBeNull();
    expect(within(nav()).queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('collapses to icons with a short brand, remembers it, and expands again', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLayout('super');
    expect(within(nav()).getByText('Ad Library Admin')).toBeTruthy();
    await user.click(within(nav()).getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(nav()).queryByText('Ad Library Admin')).toBeNull();
    expect(within(nav()).getByTestId('brand-mark')).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Ad Library Admin, home' })).toBeTruthy();
    expect(within(nav()).queryByText('Pricing')).toBeNull();
    // still reachable by name, for keyboards and screen readers
    expect(within(nav()).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');

    unmount();
    renderLayout('super');
    await user.click(within(nav()).getByRole('button', { name: 'Expand sidebar' }));
    expect(within(nav()).getByText('Ad Library Admin')).toBeTruthy();
  });

  it.each([
    ['mouse', async (u: ReturnType<typeof userEvent.setup>, link: HTMLElement) => u.click(link)],
    [
      'Enter',
      async (u: ReturnType<typeof userEvent.setup>, link: HTMLElement) => {
        link.focus();
        await u.keyboard('{Enter}');
      },
    ],
  ])('opens Advertisements with its sub-links from another area, expanded, by %s', async (_how, press) => {
    const user = userEvent.setup();
    const { router } = renderLayout('super', '/titles-subtitles');
    expect(within(nav()).queryByRole('link', { name: 'Visible' })).toBeNull();
    await press(user, within(nav()).getByRole('link', { name: 'Advertisements' }));
    expect(router.state.location.pathname).toBe('/advertisements/');
    expect(within(nav()).getByRole('link', { name: 'Visible' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'No Visible' })).toBeTruthy();
  });
});
