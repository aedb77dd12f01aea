import type { MediaState } from '@adlib/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { duplicatesOnMediaReady } from '../duplicates/media-ready.js';
import { defineJob } from '../jobs/index.js';
import { MEDIA_BATCH } from './process-job.js';

/**
 * `media-duplicates` (issues 25 and 26): the hashes of media that media-process made ready are
 * indexed and the records showing them checked for likely duplicates. Its own job kind, as
 * media-ocr is: on the embedded database the check's lookups run on the thread that also
 * processes the next pictures and answers requests, so a backfill's thumbnails no longer wait
 * for it; the pairs follow a moment later. A source processed again meanwhile is skipped here
 * (its own check follows it). A background batch's check waits while media-process jobs are
 * queued or running (at most DUPLICATES_WAIT_MS at a time, see index.ts): a
 * backfill's thumbnails first, its pairs after.
 */
export interface DuplicatesJobDeps {
  db: Db;
  /**
   * Resolves when a background check may run: while media-process jobs are queued or running
   * (a backfill's, the demo library's), later (bounded); absent: at once.
   */
  yieldToProcessing?: () => Promise<void>;
}

export const mediaDuplicatesJob = (deps: DuplicatesJobDeps) =>
  defineJob({
    name: 'media-duplicates',
    payload: z.object({
      sources: z.array(z.string().min(1).max(300)).min(1).max(MEDIA_BATCH),
      /** sent by a background batch: it waits for the media still to process (yieldToProcessing) */
      background: z.boolean().optional(),
    }),
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    async run({ sources, background }) {
      // a backfill's checks follow its processing: on the embedded database they share the one
      // thread that processes pictures and answers requests, and cost as much as the rest of a
      // picture's statements together (docs/performance.md)
      if (background) await deps.yieldToProcessing?.();
      const rows = await deps.db
        .select({ key: media.source_key })
        .from(media)
        .where(and(inArray(media.source_key, sources), eq(media.state, 'ready' satisfies MediaState)));
      const ready = rows.map((r) => r.key);
      await duplicatesOnMediaReady(deps.db, ready);
      return { checked: ready.length };
    },
  });
