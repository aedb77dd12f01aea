import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../api/cookies';
import { apiAnswer, renderWithRouter } from '../../test/render-with-providers';
import SignInPage from './sign-in-page';

const CONFIG = {
  customer_app_url: 'https://app.example.test/',
  marketing_url: 'https://m.example.test/',
  cookie_domain: '',
};
type Answer = [number, unknown];
let signInAnswers: Answer[] = [];
let userAnswer: Answer;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.startsWith('/api/client-config')) return apiAnswer(200, { success: true, data: CONFIG });
  if (url.startsWith('/api/user')) return apiAnswer(...userAnswer);
  if (url.startsWith('/api/signout')) return apiAnswer(200, { success: true, data: { signed_out: true } });
  const [status, body] = signInAnswers.shift() ?? [500, null];
  return apiAnswer(status, body);
});
const sent: Answer = [200, { success: true, data: { sent: true, expires_in: 900 } }];
const signedIn = (role: string): Answer => [
  200,
  { success: true, data: { access_token: 'tok-1', expires_in: 3600, user: { role } } },
];
const fieldError = (fields: Record<string, string>): Answer => [
  400,
  { success: false, error: { code: 'validation_failed', message: 'Check the fields', fields } },
];
const bodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.startsWith('/api/signin'))
    .map(([, init]) => JSON.parse(String(init?.body)));

const me = (email: string): Answer => [
  200,
  { success: true, data: { id: 7, email, first_name: 'Sam', last_name: 'Super', role: { name: 'super' } } },
];
/** The calls made, in order, with the token each carried. */
const calls = () =>
  fetchMock.mock.calls
    .filter(([url]) => !url.startsWith('/api/client-config'))
    .map(([url, init]) => `${url} ${(init?.headers as Record<string, string>)?.authorization ?? '-'}`);

beforeEach(() => {
  for (const name of ['access_token', 'role']) document.cookie = `${name}=; max-age=0; path=/`;
  signInAnswers = [];
  userAnswer = [401, { success: false, error: { code: 'unauthorized', message: 'Sign in' } }];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSignIn(entry = '/signin') {
  return renderWithRouter(
    [
      { path: '/signin', element: <SignInPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { initialEntries: [entry] },
  );
}
/** The element that describes an input (Mantine links the error message through aria-describedby). */
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  signInAnswers.push(sent);
  await user.type(screen.getByLabelText(/E-mail/), 'ada@example.test{Enter}');
  await screen.findByText(/We sent a 6-digit code and a sign-in link to ada@example.test/);
}

describe('SignInPage', () => {
  it('asks for the e-mail, then (Enter submits) for the code sent to it', async () => {
    const user = userEvent.setup();
    renderSignIn();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeTruthy();
    await toCodeStep(user);
    expect(bodies()).toEqual([{ email: 'ada@example.test' }]);
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getAllByLabelText(/Code, digit \d of 6/)).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('puts e-mail problems beside the e-mail field', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    const email = screen.getByLabelText(/E-mail/);
    expect(describedText(email)).toContain('E-mail is required');
    expect(fetchMock).not.toHaveBeenCalled();

    signInAnswers.push(fieldError({ email: 'Enter a valid e-mail address' }));
    await user.type(email, 'nope{Enter}');
    await waitFor(() => expect(describedText(email)).toContain('Enter a valid e-mail address'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a wrong code under the code boxes, empties them and starts again in the first', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await toCodeStep(user);
    signInAnswers.push(fieldError({ code: 'This code is wrong or has expired; ask for a new one' }));
    await user.type(screen.getByLabelText('Code, digit 1 of 6'), '111111');
    const message = await screen.findByText('This code is wrong or has expired; ask for a new one');
    expect(message.getAttribute('role')).toBe('alert');
    // beside the code (and announced with it), not at the e-mail
    expect(describedText(screen.getByRole('group', { name: 'Code' }))).toContain('wrong');
    expect(describedText(screen.getByLabelText(/E-mail/))).not.toContain('wrong');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code, digit 1 of 6')));
    expect(screen.getAllByLabelText(/Code, digit/).map((i) => (i as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('shows a failure that belongs to no field under the form', async () => {
    const user = userEvent.setup();
    renderSignIn();
    signInAnswers.push([
      429,
      { success: false, error: { code: 'rate_limited', message: 'Too many attempts' } },
    ]);
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.test{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts');
  });

  it('says how long to wait after too many code requests, as the limiter counted it', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await toCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Use another address or send a new code' }));
    // the API's 429 carries the wait from the limit's own reset, in Retry-After and in words
    const message =
      'Too many codes were asked for this address: the codes already sent still work, and a new one can be sent in 14 minutes';
    signInAnswers.push([429, { success: false, error: { code: 'rate_limited', message } }]);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    // still on the e-mail step: another address can be tried at once
    expect(screen.queryByLabelText('Code, digit 1 of 6')).toBeNull();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).readOnly).toBe(false);
    // …or a code already mailed typed, since those still work
    signInAnswers.push(signedIn('admin'));
    await user.click(screen.getByRole('button', { name: 'Type a code already sent' }));
    await user.type(screen.getByLabelText('Code, digit 1 of 6'), '123456');
    await screen.findByText('Landed');
    expect(bodies().at(-1)).toEqual({ email: 'ada@example.test', code: '123456' });
  });

  it('stores the session in both cookies and goes where the user was going', async () => {
    const user = userEvent.setup();
    const { router } = renderSignIn('/signin?next=%2Ftitles-subtitles%2Fedit%2F2');
    await toCodeStep(user);
    signInAnswers.push(signedIn('super'));
    await user.type(screen.getByLabelText('Code, digit 1 of 6'), '123456');
    await screen.findByText('Landed');
    expect(router.state.location.pathname).toBe('/titles-subtitles/edit/2');
    expect(bodies()[1]).toEqual({ email: 'ada@example.test', code: '123456' });
    expect(readCookie('access_token')).toBe('tok-1');
    expect(readCookie('role')).toBe('super');
  });

  it('ignores a `next` that leads off the site', async () => {
    const user = userEvent.setup();
    const { router } = renderSignIn('/signin?next=%2F%2Fevil.example');
    await toCodeStep(user);
    signInAnswers.push(signedIn('admin'));
    await user.type(screen.getByLabelText('Code, digit 1 of 6'), '123456');
    await screen.findByText('Landed');
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs in directly from the mailed link', async () => {
    signInAnswers.push(signedIn('admin'));
    const { router } = renderSignIn('/signin?email=ada%40example.test&code=654321');
    await screen.findByText('Landed');
    expect(bodies()).toEqual([{ email: 'ada@example.test', code: '654321' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs in from a link with its key', async () => {
    signInAnswers.push(signedIn('admin'));
    renderSignIn('/signin?email=ada%40example.test&code=654321&key=k3y-of-twenty-two-char');
    await screen.findByText('Landed');
    expect(bodies()).toEqual([{ email: 'ada@example.test', code: '654321', key: 'k3y-of-twenty-two-char' }]);
  });

  describe('a sign-in link opened while someone else is signed in', () => {
    const LINK = '/signin?email=ada%40example.test&code=654321&key=k3y-of-twenty-two-char';
    beforeEach(() => {
      document.cookie = 'access_token=tok-sam; path=/';
      document.cookie = 'role=super; path=/';
      userAnswer = me('sam@example.test');
    });

    it('asks first, naming both accounts, and signs nothing in meanwhile', async () => {
      renderSignIn(LINK);
      expect(await screen.findByRole('heading', { name: 'Sign in as ada@example.test?' })).toBeTruthy();
      expect(screen.getByText(/You are signed in as sam@example\.test\./)).toBeTruthy();
      expect(bodies()).toEqual([]);
      expect(readCookie('access_token')).toBe('tok-sam');
    });

    it('switches when asked: signs in with the link, ends the old session, keeps the new one', async () => {
      const user = userEvent.setup();
      signInAnswers.push(signedIn('admin'));
      renderSignIn(LINK);
      await user.click(await screen.findByRole('button', { name: 'Sign in as ada@example.test' }));
      await screen.findByText('Landed');
      expect(bodies()).toEqual([
        { email: 'ada@example.test', code: '654321', key: 'k3y-of-twenty-two-char' },
      ]);
      expect(calls()).toEqual([
        '/api/user Bearer tok-sam',
        '/api/signin-without-password Bearer tok-sam',
        '/api/signout Bearer tok-sam',
      ]);
      expect(readCookie('access_token')).toBe('tok-1');
      expect(readCookie('role')).toBe('admin');
    });

    it('stays signed in as the other account when asked, spending nothing', async () => {
      const user = userEvent.setup();
      renderSignIn(LINK);
      await user.click(await screen.findByRole('button', { name: 'Stay signed in as sam@example.test' }));
      await screen.findByText('Landed');
      expect(bodies()).toEqual([]);
      expect(readCookie('access_token')).toBe('tok-sam');
    });

    it('goes straight on when the link is for the account already signed in', async () => {
      userAnswer = me('ADA@example.test');
      renderSignIn(LINK);
      await screen.findByText('Landed');
      expect(bodies()).toEqual([]);
    });

    it('signs in from the link without asking when that session had already ended', async () => {
      userAnswer = [401, { success: false, error: { code: 'unauthorized', message: 'Sign in' } }];
      signInAnswers.push(signedIn('admin'));
      renderSignIn(LINK);
      await screen.findByText('Landed');
      expect(bodies()).toEqual([
        { email: 'ada@example.test', code: '654321', key: 'k3y-of-twenty-two-char' },
      ]);
      expect(readCookie('access_token')).toBe('tok-1');
    });
  });

  it('sends a member to the customer app', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    signInAnswers.push(signedIn('monthly'));
    renderSignIn('/signin?email=mia%40example.test&code=222222');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CONFIG.customer_app_url));
    assign.mockRestore();
  });

  it('sends someone already signed in straight on', async () => {
    document.cookie = 'access_token=tok-0; path=/';
    const { router } = renderSignIn('/signin?next=%2Fpricing');
    await screen.findByText('Landed');
    expect(router.state.location.pathname).toBe('/pricing');
  });
});
