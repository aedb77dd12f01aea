import type { CurrentUser, RoleName } from '@adlib/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUserKey } from '../api/session';
import { renderWithProviders, stubFetch, testQueryClient } from '../test/render-with-providers';
import HomePage from './home-page';

const CUSTOMER_APP = 'https://app.example.test/';
// the insights tiles ask the API; here they stay loading (features/insights tests them)
const fetchMock = stubFetch();
beforeEach(() => {
  fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
});

function renderHome(role: RoleName) {
  const queryClient = testQueryClient();
  const user: CurrentUser = {
    id: 2,
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'ada@example.test',
    role: { name: role },
  };
  queryClient.setQueryData(currentUserKey, user);
  queryClient.setQueryData(['client-config'], {
    customer_app_url: CUSTOMER_APP,
    marketing_url: 'https://www.example.test/',
    cookie_domain: '',
  });
  return renderWithProviders(<HomePage />, { queryClient });
}

describe('HomePage (SPEC 1)', () => {
  it('greets with first and last name, e-mail and role', () => {
    renderHome('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ada Admin' })).toBeTruthy();
    expect(screen.getByText('ada@example.test')).toBeTruthy();
    expect(screen.getByText('admin')).toBeTruthy();
  });

  it.each([
    ['admin', 'As an admin you may create and edit advertisements.'],
    ['super', 'As a super user you may do everything.'],
    ['monthly', 'Your role has no access to this panel; you should not be here.'],
  ] as const)('tells %s what it may do', (role, message) => {
    renderHome(role);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('invites to the customer library in a new tab', () => {
    renderHome('super');
    const banner = screen.getByRole('link', { name: /Open the customer library/ });
    expect(banner.getAttribute('href')).toBe(CUSTOMER_APP);
    expect(banner.getAttribute('target')).toBe('_blank');
    expect(banner.getAttribute('rel')).toContain('noopener');
  });

  it("lists the areas of the user's role", () => {
    renderHome('admin');
    expect(screen.getByRole('link', { name: 'Advertisements' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
  });

  it('offers every area of the role as a link', () => {
    renderHome('super');
    for (const name of ['Titles & Subtitles', 'Pricing', 'Blog'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
  });

  it('names the browser tab', () => {
    renderHome('admin');
    expect(document.title).toBe('Home · Ad Library');
  });
});
