import type { TestApp } from './helpers.js';
import { multipart } from './media-fixtures.js';

/** POSTs a file to an import route as the SPA does: the options as fields before the file. */
export function postImport(
  t: TestApp,
  url: string,
  headers: Record<string, string>,
  text: string | Buffer,
  options: { dry_run?: boolean; skip_invalid?: boolean; filename?: string; accept?: string } = {},
) {
  const fields: [string, string][] = [];
  if (options.dry_run !== undefined) fields.push(['dry_run', String(options.dry_run)]);
  if (options.skip_invalid !== undefined) fields.push(['skip_invalid', String(options.skip_invalid)]);
  const data = typeof text === 'string' ? Buffer.from(text) : text;
  const { payload, contentType } = multipart([
    ...fields,
    ['file', { data, filename: options.filename ?? 'import.csv', contentType: 'text/csv' }],
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType, ...(options.accept && { accept: options.accept }) },
    payload,
  });
}
