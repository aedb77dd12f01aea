import type { DuplicateArea } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { AREA_SQL, duplicateAreaOf } from './areas.js';
import { duplicatesCheckJob } from './check-job.js';
import { textArrayLiteral } from './media-hashes.js';
import type { MergeRecords } from './merge-port.js';
import { duplicatesRoutes } from './routes.js';

export type { MergeRecords } from './merge-port.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** duplicates (issue 26): the checks records' saves queue, and the merge the bulk merge calls */
    duplicates: {
      /** queues a `duplicates-check` of each record (after its write committed); never fails the write */
      queueChecks(area: DuplicateArea, ids: readonly number[]): Promise<void>;
      /** the same for records of `table`, when it is a checked area's (the record kit's hook) */
      recordsWritten(table: PgTable, ids: readonly number[]): Promise<void>;
      /** after an import's batch: the records of `table` showing these media URLs are checked */
      urlsImported(table: PgTable, urls: readonly string[]): Promise<void>;
      /** what merge-exact merges each cluster with (replaceable: the merge is built apart) */
      merge: MergeRecords;
    };
  }
}

/**
 * Duplicates (issue 26, decision 024): the `duplicates-check` job, the hooks the record kit
 * calls after saves, and the routes of duplicatesContract but `merge`. `merge`: the merge of
 * duplicates/merge/ (mergeUnavailable until it is wired).
 */
export function registerDuplicates(app: FastifyInstance, merge: MergeRecords) {
  const check = duplicatesCheckJob(app.db);
  app.jobs.define(check);
  const duplicates: FastifyInstance['duplicates'] = {
    merge,
    async queueChecks(area, ids) {
      try {
        for (const id of new Set(ids)) await app.jobs.send(check, { area, id });
      } catch (err) {
        app.log.error({ err, area, ids }, 'duplicates check not queued');
      }
    },
    async recordsWritten(table, ids) {
      const area = duplicateAreaOf(table);
      if (area) await duplicates.queueChecks(area, ids);
    },
    async urlsImported(table, urls) {
      const area = duplicateAreaOf(table);
      if (!area || !urls.length) return;
      try {
        const a = AREA_SQL[area];
        const result = await app.db.execute(
          sql`select id from ${sql.raw(`"${a.table}"`)} where ${sql.raw(`"${a.media}"`)} = any(${textArrayLiteral(urls)}::text[])`,
        );
        await duplicates.queueChecks(
          area,
          (result.rows as { id: number }[]).map((r) => r.id),
        );
      } catch (err) {
        app.log.error({ err, area }, 'duplicates check not queued');
      }
    },
  };
  app.decorate('duplicates', duplicates);
  duplicatesRoutes(app, () => app.duplicates.merge);
}
