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
