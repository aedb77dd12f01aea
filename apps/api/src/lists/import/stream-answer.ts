import { PassThrough } from 'node:stream';
import type { ApiError, ImportResult, ImportStreamLine } from '@adlib/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.js';
import type { ImportProgress } from './engine.js';

export const NDJSON = 'application/x-ndjson';

const line = (value: ImportStreamLine) => `${JSON.stringify(value)}\n`;

/** An error as the result line carries it: what the JSON answer's envelope would have said. */
function errorOf(err: unknown, log: FastifyBaseLogger): ApiError {
  if (err instanceof HttpError)
    return { code: err.code, message: err.message, ...(err.fields && { fields: err.fields }) };
  log.error({ err }, 'import failed');
  return { code: 'internal', message: 'The import failed; nothing was imported' };
}

/**
 * The streamed answer (decision 014): the status is 200 before the file is read, so progress
 * lines come first and the outcome, success or failure, is the last line.
 */
export function streamedImport(
  work: (onProgress: (progress: ImportProgress) => void) => Promise<ImportResult>,
  log: FastifyBaseLogger,
) {
  const out = new PassThrough();
  let last = 0;
  const onProgress = (progress: ImportProgress) => {
    // at most ~10 lines a second: a bar needs no more, and a fast import is not slowed
    const now = Date.now();
    if (now - last < 100) return;
    last = now;
    out.write(line({ type: 'progress', ...progress }));
  };
  work(onProgress).then(
    (data) => out.end(line({ type: 'result', success: true, data })),
    (err) => out.end(line({ type: 'result', success: false, error: errorOf(err, log) })),
  );
  return out;
}
