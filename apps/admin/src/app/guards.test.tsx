import type { CurrentUser } from '@adlib/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUserKey } from '../api/session';
import { renderWithRouter, testQueryClient } from '../test/render-with-providers';
import { RequireSession } from './guards';

// REQUIRE_SECOND_FACTOR (issue 30 §1, decision 026): a user the API says must add a factor sees
// the Security page, wherever they were going, until they have added one.
const SAM: CurrentUser = {
  id: 1,
  first_name: 'Sam',
  last_name: 'Super',
  email: 'super@example.com',
  role: { name: 'super' },
};

function open(path: string, user: CurrentUser) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(currentUserKey, user);
  return renderWithRouter(
    [
      {
        path: '/security',
        element: (
          <RequireSession>
            <h1>Security</h1>
          </RequireSession>
        ),
      },
      {
        path: '/customers',
        element: (
          <RequireSession>
            <h1>Customers</h1>
          </RequireSession>
        ),
      },
    ],
    { queryClient, initialEntries: [path] },
  );
}

beforeEach(() => {
  document.cookie = 'access_token=a-token; path=/';
});
afterEach(() => {
  document.cookie = 'access_token=; path=/; max-age=0';
});

describe('RequireSession and REQUIRE_SECOND_FACTOR', () => {
  it('sends a super who must add a second factor to the Security page', async () => {
    const { router } = open('/customers', { ...SAM, must_add_second_factor: true });
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/security');
    expect(screen.queryByRole('heading', { name: 'Customers' })).toBeNull();
  });

  it('lets them through once they have one (the flag is gone from the answer)', async () => {
    const { router } = open('/customers', SAM);
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customers');
  });
});
