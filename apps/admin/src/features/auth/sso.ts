import { sessionCalls } from '../../api/session-calls';

// the sign-on this browser started: its state (checked when the provider sends the browser
// back, so that a sign-on started elsewhere cannot be finished here) and where to go on after
const STARTED_KEY = 'adlib-sso-started';

/** Asks the API for the provider's address, remembers the sign-on, and goes there. */
export async function startSso(next: string) {
  const { url } = await sessionCalls.ssoStart();
  const state = new URL(url).searchParams.get('state') ?? '';
  sessionStorage.setItem(STARTED_KEY, JSON.stringify({ state, next }));
  window.location.assign(url);
}

/** The sign-on this browser started (taken: it is used once), or null. */
export function takeStartedSso(): { state: string; next: string } | null {
  const raw = sessionStorage.getItem(STARTED_KEY);
  sessionStorage.removeItem(STARTED_KEY);
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'state' in parsed && 'next' in parsed) {
      const { state, next } = parsed;
      if (typeof state === 'string' && typeof next === 'string') return { state, next };
    }
  } catch {
    // a damaged entry is no started sign-on
  }
  return null;
}
