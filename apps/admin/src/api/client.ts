import {
  type Endpoint,
  fillPath,
  type InputOf,
  type ResponseOf,
  type Route,
  type RoutesOf,
} from '@adlib/shared';
import { endSession } from './end-session';
import {
  ApiRequestError,
  type Query,
  type RequestOptions,
  requestDownload,
  requestJson,
  requestStreamed,
  requestUpload,
  type StreamedOptions,
  type UploadOptions,
} from './transport';

export type { Query } from './transport';
export { ApiRequestError } from './transport';

/** A 401: the session has ended (expired, signed out elsewhere); the one place it is recognised. */
export const isSessionEnded = (err: unknown): err is ApiRequestError =>
  err instanceof ApiRequestError && err.status === 401;

/** The one place a 401 is handled, for JSON calls, downloads and uploads alike. */
async function guarded<T>(call: Promise<T>, keepSessionOn401 = false): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (!keepSessionOn401 && isSessionEnded(err)) void endSession();
    throw err;
  }
}

export interface ApiOptions extends RequestOptions {
  /** a 401 normally ends the session; sign-in and sign-out want the error instead */
  keepSessionOn401?: boolean;
}

/** Calls /api, unwraps the envelope, and throws ApiRequestError on any failure. */
export const api = <T>(path: string, opts: ApiOptions = {}) =>
  guarded(requestJson<T>(path, opts), opts.keepSessionOn401);

/** The parts an endpoint takes: each one it declares, none it does not. */
export type CallInput<E extends Endpoint> = (E['params'] extends undefined
  ? { params?: never }
  : { params: { [K in keyof InputOf<E['params']>]: string | number } }) &
  (E['query'] extends undefined ? { query?: never } : { query?: InputOf<E['query']> & Query }) &
  (E['body'] extends undefined ? { body?: never } : { body: InputOf<E['body']> }) & {
    signal?: AbortSignal;
    keepSessionOn401?: boolean;
  };

/** What a call takes after the endpoint: it may be left out only when every part of it is optional (a GET without params). */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>];

/** SPEC's paths start with /api, which the transport adds itself. */
const API_PREFIX = '/api';

/** The path of `endpoint` as the transport takes it: params filled in, without /api. */
export function endpointPath(endpoint: { path: string }, params?: Record<string, string | number>) {
  const path = fillPath(endpoint.path, params);
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
}

/** The parts of a request as the kit's hooks build them for an endpoint they hold generically. */
export interface RequestParts {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  keepSessionOn401?: boolean;
}

/**
 * Calls a contract endpoint with parts the caller built (the kit's generic hooks, which `call`'s
 * per-endpoint input type cannot follow); the answer still has the endpoint's response type.
 */
export function request<E extends Endpoint>(
  endpoint: E | Route<E['method']>,
  parts: RequestParts = {},
): Promise<ResponseOf<E>> {
  const { params, ...options } = parts;
  // the one trusted type: the server answers the endpoint's own response schema (serve() serializes with it)
  return api<ResponseOf<E>>(endpointPath(endpoint, params), { method: endpoint.method, ...options });
}

/**
 * Calls one contract endpoint (packages/shared/src/contract): the URL and method come from it,
 * the input must be what it takes, and the answer has its response schema's type, so no screen
 * names a path or a type.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  return request(endpoint, input);
}

/**
 * A contract's calls by their routes (shared contract/routes.ts), typed by the contract, which
 * the caller imports as a type only: `routeCalls<typeof sessionContract>(SESSION_ROUTES)('signIn',
 * { body })` is `call(sessionContract.signIn, { body })` without loading the contract's schemas
 * and zod, which the sign-in screen's download does without (decision 004).
 */
export const routeCalls =
  <C extends Record<string, Endpoint>>(routes: RoutesOf<C>) =>
  <K extends keyof C & string>(key: K, ...[input]: CallArgs<C[K]>): Promise<ResponseOf<C[K]>> =>
    request<C[K]>(routes[key], input);

/** Saves a file the API serves behind the session. */
export const download = (
  path: string,
  query: Query,
  fallbackName: string,
  onProgress?: (lines: number) => void,
) => guarded(requestDownload(path, query, fallbackName, onProgress));

/** A multipart upload reporting its progress. */
export const upload = <T>(opts: UploadOptions) => guarded(requestUpload<T>(opts));

/** A call answered as JSON lines (an import's upload, a load): progress lines, then the result. */
export const streamed = <T, Progress>(opts: StreamedOptions<Progress>) =>
  guarded(requestStreamed<T, Progress>(opts));
