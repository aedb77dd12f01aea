import type { ApiEnvelope, ApiError } from '@adlib/shared';
import { clearSessionCookies, readCookie, TOKEN_COOKIE } from '../app/cookies';
import { paths } from '../config/paths';
// circular with client-config (which calls api()), safe: both are used only inside functions
import { getClientConfig } from './client-config';

/** A failed call: the HTTP status and the API's error (code, message, field messages). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message);
  }
  get fields() {
    return this.error.fields ?? {};
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** a 401 normally ends the session; sign-in itself wants the error instead */
  keepSessionOn401?: boolean;
}

export function toQueryString(query: Query = {}) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

let ending = false;

/**
 * A 401 means the session is gone: both cookies are cleared (also on the shared domain) and
 * the user goes to sign-in, which brings them back here afterwards. Several calls failing
 * at once redirect only once.
 */
export async function endSession() {
  if (ending) return;
  ending = true;
  const domain = await getClientConfig().then(
    (c) => c.cookie_domain,
    () => '',
  );
  clearSessionCookies(domain);
  const { pathname, search } = window.location;
  if (pathname === paths.signIn) {
    ending = false;
    return;
  }
  window.location.assign(`${paths.signIn}?next=${encodeURIComponent(pathname + search)}`);
}

export const authHeaders = (): Record<string, string> => {
  const token = readCookie(TOKEN_COOKIE);
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Calls /api, unwraps the envelope, and throws ApiRequestError on any failure. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders() };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}${toQueryString(opts.query)}`, {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, {
      code: 'internal',
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  }
  const envelope = (await res.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (res.ok && envelope?.success) return envelope.data;
  if (res.status === 401 && !opts.keepSessionOn401) void endSession();
  const error: ApiError =
    envelope && !envelope.success
      ? envelope.error
      : { code: 'internal', message: `The server answered ${res.status}` };
  throw new ApiRequestError(res.status, error);
}
