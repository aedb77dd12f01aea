import type { ApiEnvelope, ApiError } from '@adlib/shared';
import { readCookie, TOKEN_COOKIE } from './cookies';

/**
 * The one way the panel talks to /api: JSON calls, file downloads and uploads with progress
 * all send the token the same way and turn every answer into data or an ApiRequestError.
 * It knows nothing of sessions: client.ts decides what a 401 means, in one place.
 */

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

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export function toQueryString(query: Query = {}) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const authHeaders = (): Record<string, string> => {
  const token = readCookie(TOKEN_COOKIE);
  return token ? { authorization: `Bearer ${token}` } : {};
};

const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';

/** Used when the server did not say why (e.g. a proxy refused the body). */
const FALLBACK_MESSAGES: Record<number, string> = {
  413: 'The file is too large.',
  415: 'This kind of file is not accepted. Use an image (PNG, JPEG, WebP, GIF) or a video (MP4, WebM, MOV).',
};

/** The envelope's data, or the error it (or, lacking one, the status) describes. */
function settle<T>(status: number, envelope: ApiEnvelope<T> | null): T {
  if (status >= 200 && status < 300 && envelope?.success) return envelope.data;
  const error: ApiError =
    envelope && !envelope.success
      ? envelope.error
      : { code: 'internal', message: FALLBACK_MESSAGES[status] ?? `The server answered ${status}` };
  throw new ApiRequestError(status, error);
}

async function send(path: string, init: RequestInit & { query?: Query }) {
  try {
    return await fetch(`/api${path}${toQueryString(init.query)}`, {
      ...init,
      headers: { ...authHeaders(), ...init.headers },
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, { code: 'internal', message: UNREACHABLE });
  }
}

/** A JSON call: the envelope's data, or an ApiRequestError. */
export async function requestJson<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await send(path, {
    method: opts.method ?? 'GET',
    headers,
    body,
    signal: opts.signal,
    query: opts.query,
  });
  return settle(res.status, (await res.json().catch(() => null)) as ApiEnvelope<T> | null);
}

/**
 * Downloads a file the API serves behind the session (a plain link would lack the
 * Authorization header): fetch it, then save the blob under the server's file name.
 */
export async function requestDownload(
  path: string,
  query: Query,
  fallbackName: string,
  onProgress?: (lines: number) => void,
) {
  const res = await send(path, { query });
  if (!res.ok) settle(res.status, (await res.json().catch(() => null)) as ApiEnvelope<never> | null);
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const blob = onProgress && res.body ? await readCounting(res.body, onProgress) : await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the blob can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Reads a streamed body to its end, telling how many lines have arrived so far (a CSV's rows
 * plus its header; a quoted field holding a line break counts twice, which progress can bear).
 */
async function readCounting(body: ReadableStream<Uint8Array>, onProgress: (lines: number) => void) {
  const parts: Uint8Array[] = [];
  let lines = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    onProgress(lines);
  }
  return new Blob(parts as BlobPart[]);
}

export interface UploadOptions {
  /** the API path without /api, e.g. '/advertisements/upload' */
  path: string;
  file: File;
  /** the other multipart fields, e.g. { id: '12', folder: 'media' } */
  fields?: Record<string, string>;
  /** the file part's name: 'file' unless the route names parts by slot ('3') */
  fileField?: string;
  /** called with 0–100 as the bytes go out */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * Answers like requestJson(): the envelope's data, or an ApiRequestError.
 */
export function requestUpload<T>({
  path,
  file,
  fields = {},
  fileField = 'file',
  onProgress,
  signal,
}: UploadOptions) {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    // Fields first: a streaming server reads them before the file arrives.
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(fileField, file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      let envelope: ApiEnvelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as ApiEnvelope<T>;
      } catch {}
      try {
        const data = settle(xhr.status, envelope);
        onProgress?.(100);
        resolve(data);
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, { code: 'internal', message: 'The upload was interrupted. Try again.' }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** One line of a streamed answer: a progress line, or the last one carrying the envelope. */
type StreamLine<T, Progress> = (Progress & { type: 'progress' }) | (ApiEnvelope<T> & { type: 'result' });

export interface StreamedOptions<Progress> {
  path: string;
  /** a multipart upload (POST); without it, a GET */
  file?: File;
  /** sent before the file: a streaming server reads them first */
  fields?: Record<string, string>;
  query?: Query;
  onProgress?: (line: Progress) => void;
  signal?: AbortSignal;
}

/**
 * A call whose answer streams as JSON lines (Accept: application/x-ndjson): an import's upload,
 * or a GET that loads from elsewhere. Each `{"type":"progress"}` line goes to onProgress; the
 * last line, `{"type":"result"}`, holds the envelope. A refusal before the stream starts
 * (401, 403, 409, 413) is a plain JSON envelope.
 */
export async function requestStreamed<T, Progress>({
  path,
  file,
  fields = {},
  query,
  onProgress,
  signal,
}: StreamedOptions<Progress>): Promise<T> {
  let body: FormData | undefined;
  if (file) {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append('file', file);
  }
  const res = await send(path, {
    method: file ? 'POST' : 'GET',
    headers: { accept: 'application/x-ndjson' },
    body,
    signal,
    query,
  });
  if (!res.ok || !res.body || !res.headers.get('content-type')?.includes('ndjson'))
    return settle(res.status, (await res.json().catch(() => null)) as ApiEnvelope<T> | null);
  let result: ApiEnvelope<T> | null = null;
  const take = (text: string) => {
    if (!text.trim()) return;
    // the server writes each line from its own schema (the import's progress and result lines)
    const line = JSON.parse(text) as StreamLine<T, Progress>;
    if (line.type === 'progress') onProgress?.(line);
    else if (line.type === 'result') result = line;
  };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (pending + value).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(pending);
  if (!result)
    throw new ApiRequestError(0, {
      code: 'internal',
      message: 'The answer ended early. Check the list, then try again.',
    });
  return settle(res.status, result);
}
