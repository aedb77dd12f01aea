import type { ApiEnvelope, ApiError } from '@adlib/shared';
import { ApiRequestError, authHeaders, endSession } from '../api/client';

export interface UploadOptions {
  /** the API path without /api, e.g. '/advertisements/upload' */
  path: string;
  file: File;
  /** the other multipart fields, e.g. { id: '12', folder: 'media' } */
  fields?: Record<string, string>;
  /** called with 0–100 as the bytes go out */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Used when the server did not say why (e.g. a proxy refused the body). */
const MESSAGES: Record<number, string> = {
  413: 'The file is too large.',
  415: 'This kind of file is not accepted. Use an image (PNG, JPEG, WebP, GIF) or a video (MP4, WebM, MOV).',
};

/**
 * A multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * Answers like api(): the envelope's data, or an ApiRequestError.
 */
export function uploadWithProgress<T>({ path, file, fields = {}, onProgress, signal }: UploadOptions) {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    // Fields first: a streaming server reads them before the file arrives.
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file);

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
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success) {
        onProgress?.(100);
        return resolve(envelope.data);
      }
      if (xhr.status === 401) endSession();
      const error: ApiError =
        envelope && !envelope.success
          ? envelope.error
          : { code: 'internal', message: MESSAGES[xhr.status] ?? `The server answered ${xhr.status}` };
      reject(new ApiRequestError(xhr.status, error));
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, { code: 'internal', message: 'The upload was interrupted. Try again.' }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
