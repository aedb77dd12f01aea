import { z } from 'zod';
import { sentTime } from '../api.js';
import { endpoint } from './endpoint.js';

const count = z.number().int();

/** How far the backfill walked one media column of the records ('<table>.<column>'). */
export const mediaBackfillSource = z.object({
  /** '<table>.<column>', e.g. 'advertisements.media_source' */
  source: z.string(),
  /** records holding media in that column when the walk started */
  total: count,
  /** records walked so far, their media handed to the queue (may pass total: records added since) */
  queued: count,
  /** the walk reached the column's last record */
  done: z.boolean(),
  started_at: sentTime,
  finished_at: sentTime.nullable(),
});
export type MediaBackfillSource = z.infer<typeof mediaBackfillSource>;

/** The backfill's progress, and the processing of every media entered (by any route). */
export const mediaBackfillProgress = z.object({
  /** a backfill job is queued or running */
  running: z.boolean(),
  /** records walked out of those to walk, 0-100 (100 once every column is done) */
  percent: z.number().int().min(0).max(100),
  /** empty before the first start */
  sources: z.array(mediaBackfillSource),
  /** media rows by state, whatever queued them; `reading`: ready ones whose on-screen text is still being read */
  media: z.object({ queued: count, processing: count, ready: count, failed: count, reading: count }),
});
export type MediaBackfillProgress = z.infer<typeof mediaBackfillProgress>;

/** The media backfill (issue 25 §3): super only, like the Background jobs screen it lives on. */
export const mediaBackfillContract = {
  progress: endpoint({
    method: 'GET',
    path: '/api/media/backfill',
    summary: "The media backfill's progress: each media column walked, and every media's processing state",
    response: mediaBackfillProgress,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/media/backfill',
    summary:
      'Starts the media backfill, or resumes a stopped one where it was: the media of every record are queued for processing, a batch at a time',
    response: mediaBackfillProgress,
  }),
};
