import type { MediaState } from '@adlib/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import type { MediaSourceRef } from './media-rows.js';

/** What a retry may send back to the queue: a media that ended, well or not. */
const ENDED: MediaState[] = ['failed', 'ready'];

/**
 * The force variant of queueMediaRows for POST /api/media/retry: that one re-enters a failed
 * source only, so a ready one is first marked failed ("processing again on request"), and the
 * caller then queues it through app.mediaJobs.queue, which sends the job of the kind it
 * declared (jobs.send accepts only that kind). A row queued or processing is on its way
 * already and is left alone (null). One statement, by the media row's unique URL.
 */
export async function endedForRetry(db: Db, sourceUrl: string): Promise<MediaSourceRef | null> {
  const [row] = await db
    .update(media)
    .set({
      state: 'failed' satisfies MediaState,
      reason: sql`coalesce(${media.reason}, 'processing again on request')`,
      updated_at: sql`now()`,
    })
    .where(and(eq(media.source_url, sourceUrl), inArray(media.state, ENDED)))
    .returning({ key: media.source_key, url: media.source_url });
  return row ?? null;
}
