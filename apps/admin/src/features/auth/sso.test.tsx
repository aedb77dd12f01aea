import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../api/cookies';
import { apiAnswer, renderWithRouter } from '../../test/render-with-providers';
import SignInPage from './sign-in-page';
import SsoCallbackPage from './sso-callback-page';

// The panel's half of single sign-on (decision 027): the button, and the page the provider
// sends the browser back to. The API's half runs against a real provider in apps/api/test/sso.test.ts.
const CONFIG = {
  customer_app_url: 'https://app.example.test/',
  marketing_url: 'https://m.example.test/',
  cookie_domain: '',
  sso: { provider_name: 'Corp Login', staff_sso_only: true },
};
const PROVIDER = 'https://login.corp.test/authorize?client_id=office&state=state-1&nonce=n';
let callbackAnswer: [number, unknown];
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.startsWith('/api/client-config')) return apiAnswer(200, { success: true, data: CONFIG });
  if (url.startsWith('/api/sso/start')) return apiAnswer(200, { success: true, data: { url: PROVIDER } });
  if (url.startsWith('/api/sso/callback')) return apiAnswer(...callbackAnswer);
  if (url.startsWith('/api/second-factor'))
    return apiAnswer(200, {
      success: true,
      data: { access_token: 'tok-2fa', expires_in: 3600, user: { role: 'admin' } },
    });
  return apiAnswer(404, { success: false, error: { code: 'not_found', message: 'Not found' } });
});

beforeEach(() => {
  for (const name of ['access_token', 'role']) document.cookie = `${name}=; max-age=0; path=/`;
  sessionStorage.clear();
  fetchMock.mockClear();
  callbackAnswer = [
    200,
    { success: true, data: { access_token: 'tok-sso', expires_in: 3600, user: { role: 'admin' } } },
  ];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (entry: string) =>
  renderWithRouter(
    [
      { path: '/signin', element: <SignInPage /> },
      { path: '/signin/sso', element: <SsoCallbackPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { initialEntries: [entry] },
  );

describe('single sign-on in the panel', () => {
  it('offers "Sign in with {provider}" and goes to the provider, remembering the state', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    render('/signin?next=/customers');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Corp Login' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER));
    expect(JSON.parse(sessionStorage.getItem('adlib-sso-started') ?? '{}')).toEqual({
      state: 'state-1',
      next: '/customers',
    });
    expect(screen.getByText(/Staff sign in with Corp Login/)).toBeTruthy();
  });

  it('finishes the sign-on it started: the same cookies, then where it was going', async () => {
    sessionStorage.setItem('adlib-sso-started', JSON.stringify({ state: 'state-1', next: '/customers' }));
    const { router } = render('/signin/sso?code=c-1&state=state-1&iss=https%3A%2F%2Flogin.corp.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(readCookie('access_token')).toBe('tok-sso');
    expect(readCookie('role')).toBe('admin');
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u.startsWith('/api/sso/callback'))?.[1]?.body),
    );
    expect(body).toEqual({ code: 'c-1', state: 'state-1', iss: 'https://login.corp.test' });
  });

  it('asks a user with a second factor for it on the same "One more step", then goes on', async () => {
    sessionStorage.setItem('adlib-sso-started', JSON.stringify({ state: 'state-1', next: '/customers' }));
    callbackAnswer = [
      200,
      {
        success: true,
        data: { second_factor: { token: 't'.repeat(43), expires_in: 300, methods: ['totp'] } },
      },
    ];
    const user = userEvent.setup();
    const { router } = render('/signin/sso?code=c-1&state=state-1');
    expect(await screen.findByRole('heading', { name: 'One more step' })).toBeTruthy();
    expect(readCookie('access_token')).toBeNull();
    await user.type(screen.getByLabelText(/Code from your authenticator app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(readCookie('access_token')).toBe('tok-2fa');
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u.startsWith('/api/second-factor'))?.[1]?.body),
    );
    expect(body).toEqual({ token: 't'.repeat(43), code: '123456' });
  });

  it('refuses a callback whose state this browser did not start, without calling the API', async () => {
    sessionStorage.setItem('adlib-sso-started', JSON.stringify({ state: 'state-1', next: '/' }));
    render('/signin/sso?code=c-1&state=someone-elses');
    expect((await screen.findByRole('alert')).textContent).toMatch(/was not started in this browser/);
    expect(fetchMock.mock.calls.some(([u]) => u.startsWith('/api/sso/callback'))).toBe(false);
  });

  it('shows why the API refused, with a way back', async () => {
    sessionStorage.setItem('adlib-sso-started', JSON.stringify({ state: 'state-1', next: '/' }));
    callbackAnswer = [
      403,
      {
        success: false,
        error: {
          code: 'forbidden',
          message:
            'Your Corp Login account is not in a group that may use the back office; ask your administrator for access',
        },
      },
    ];
    render('/signin/sso?code=c-1&state=state-1');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /not in a group that may use the back office/,
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(readCookie('access_token')).toBeNull();
  });
});
