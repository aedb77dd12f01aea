import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, renderWithRouter, stubFetch } from '../../../test/render-with-providers';
import { NewCreatorPage } from './creator-screens';

const fetchMock = stubFetch();

function setup() {
  return renderWithRouter(
    [
      { path: '/ugc-creators/new', element: <NewCreatorPage /> },
      { path: '/ugc-creators/edit/:id', element: <h1>Edit screen</h1> },
      { path: '/ugc-creators', element: <h1>List</h1> },
    ],
    { initialEntries: ['/ugc-creators/new'] },
  );
}

describe('NewCreatorPage', () => {
  it('Ctrl+S creates the creator and goes on editing it on its own screen', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      apiAnswer(201, { success: true, data: { id: 42, updated_at: '2025-03-01T00:00:00.000Z' } }),
    );
    const { router } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Noor Haddad');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByRole('heading', { name: 'Edit screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ugc-creators/edit/42');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([init?.method, url]).toEqual(['POST', expect.stringMatching(/\/api\/ugc-creators$/)]);
    expect(JSON.parse(String(init?.body)).name).toBe('Noor Haddad');
    // typing into a whole form: more than the default 5 s on a busy 2-core machine
  }, 20_000);

  it('Save creates the creator and returns to the list', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      apiAnswer(201, { success: true, data: { id: 43, updated_at: '2025-03-01T00:00:00.000Z' } }),
    );
    const { router } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ivo Berg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ugc-creators'));
  }, 20_000);
});
