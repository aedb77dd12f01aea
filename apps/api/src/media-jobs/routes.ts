import { mediaContract } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { serve } from '../http/serve.js';
import { findMediaByUrl } from './media-rows.js';

/** GET /api/media?source=<url>: a stored upload's processing, with its derivatives' public URLs. */
export function mediaRoutes(app: FastifyInstance) {
  serve(app, mediaContract.one, { role: 'admin', tags: ['media'] }, async ({ query }) => {
    const row = await findMediaByUrl(app.db, query.source);
    if (!row) throw notFound('Media');
    const derivatives = Object.fromEntries(
      Object.entries(row.derivatives).map(([name, key]) => [name, app.storage.url(key)]),
    );
    return {
      source: row.source_url,
      state: row.state,
      reason: row.reason,
      info: row.info ?? null,
      placeholder: row.placeholder,
      derivatives,
      ocr_text: row.ocr_text,
      updated_at: row.updated_at,
    };
  });
}
