import type { ApiEnvelope, ApiError } from '@adlib/shared';
import { clearSessionCookies, readCookie, TOKEN_COOKIE } from '../app/cookies';
import { paths } from '../config/paths';

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

/** Sends the session's 401 to sign-in, remembering where the user was going. */
export function endSession() {
  clearSessionCookies();
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname !== paths.signIn) {
    window.location.assign(`${paths.signIn}?next=${encodeURIComponent(here)}`);
  }
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
  if (res.status === 401 && !opts.keepSessionOn401) endSession();
  const error: ApiError =
    envelope && !envelope.success
      ? envelope.error
      : { code: 'internal', message: `The server answered ${res.status}` };
  throw new ApiRequestError(res.status, error);
}
