import { type MediaRecord, mediaContract } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { serve } from '../http/serve.js';
import { findMediaByUrl } from './media-rows.js';

type MediaRow = NonNullable<Awaited<ReturnType<typeof findMediaByUrl>>>;

/**
 * GET /api/media?source=<url>: a stored upload's processing, with its derivatives' public URLs.
 * POST /api/media/retry: processes it again (after a failure, or to redo a ready one).
 */
export function mediaRoutes(app: FastifyInstance) {
  const asRecord = (row: MediaRow): MediaRecord => ({
    source: row.source_url,
    state: row.state,
    reason: row.reason,
    info: row.info ?? null,
    placeholder: row.placeholder,
    derivatives: Object.fromEntries(
      Object.entries(row.derivatives).map(([name, key]) => [name, app.storage.url(key)]),
    ),
    ocr_text: row.ocr_text,
    text_pending: row.state === 'ready' && row.ocr_text === null,
    updated_at: row.updated_at,
  });

  const found = async (source: string) => {
    const row = await findMediaByUrl(app.db, source);
    if (!row) throw notFound('Media');
    return row;
  };

  serve(app, mediaContract.one, { role: 'admin', tags: ['media'] }, async ({ query }) =>
    asRecord(await found(query.source)),
  );

  serve(app, mediaContract.retry, { role: 'admin', tags: ['media'] }, async ({ body, request }) => {
    const row = await found(body.source);
    // queued as an upload's file is, ready or not (a failure to send is logged, and the row says queued)
    await app.mediaJobs.queue([{ key: row.source_key, url: row.source_url }], request.log, { again: true });
    return asRecord(await found(body.source));
  });
}
