import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';

/** Every URL held by the named media fields of some rows (text or text[] columns). */
export function mediaUrlsOf(rows: readonly Record<string, unknown>[], fields: readonly string[]): string[] {
  const urls: string[] = [];
  for (const row of rows)
    for (const field of fields) {
      const value = row[field];
      for (const url of Array.isArray(value) ? value : [value])
        if (typeof url === 'string' && url) urls.push(url);
    }
  return urls;
}

/** An area's media columns (its trash declaration's `media`) and their table. */
export interface RecordMedia {
  table: PgTable & { id: PgColumn };
  columns: readonly PgColumn[];
}

/**
 * What the record kit calls after a write committed (area/define-api-area.ts): the media URLs
 * the written records hold now are queued for processing. Read back from the rows, so a form,
 * a restore from history and any conversion of the area's own agree with what was stored.
 * Never fails the write: the record is saved whatever happens here (logged).
 */
export function recordMediaQueue(app: FastifyInstance, media: RecordMedia) {
  const fields = media.columns.map((c) => c.name);
  const selection = Object.fromEntries(media.columns.map((c) => [c.name, c]));
  return {
    /** after a create or an update of these records */
    async written(ids: readonly number[]) {
      if (!ids.length) return;
      try {
        const rows = await app.db
          .select(selection)
          .from(media.table)
          .where(inArray(media.table.id, [...ids]));
        await app.mediaJobs.queueUrls(mediaUrlsOf(rows, fields), app.log);
        await app.duplicates.recordsWritten(media.table, ids);
      } catch (err) {
        app.log.error({ err, ids }, 'media processing not queued');
      }
    },
    /**
     * After an import's batch committed: its rows name their media by the columns' names.
     * Background work: a file of 100,000 links is 12,500 jobs of 8, not 100,000 of one (161
     * rows/s), and a person's upload meanwhile is not queued behind them.
     */
    async imported(rows: readonly Record<string, unknown>[]) {
      await app.mediaJobs.queueUrls(mediaUrlsOf(rows, fields), app.log, { background: true });
      await app.duplicates.urlsImported(media.table, mediaUrlsOf(rows, fields));
    },
  };
}
