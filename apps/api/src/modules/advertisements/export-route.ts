import { Readable } from 'node:stream';
import { type AdvertisementFilters, advertisementFilters } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLine } from './csv.js';
import { listOrder, sortKeyOf } from './list-order.js';
import { EXPORT_FIELDS, exportPageSql } from './list-query.js';
import { isoTime } from './rows.js';
import { createSqlRunner, type SqlRunner } from './sql-runner.js';

/** Rows per query: big enough to amortise the round trip, small enough to stream steadily. */
const BATCH = 1000;

/** A row as the drivers return it (timestamps as Date). */
type ExportRow = Record<(typeof EXPORT_FIELDS)[number], string | number | boolean | null | string[]> & {
  id: number;
  new: boolean;
  name: string;
  created_at: Date;
  updated_at: Date;
  collections: number[];
};

/**
 * Every matching ad in the list's order, fetched in keyset batches so that the millionth
 * row costs what the first does and memory stays flat; the stream honours back-pressure.
 */
async function* exportLines(run: SqlRunner, filters: AdvertisementFilters) {
  const order = listOrder(filters.order_by);
  // A UTF-8 byte order mark, or Excel reads accented brand names as Latin-1.
  yield `\uFEFF${csvLine(EXPORT_FIELDS)}`;
  let after: { key: string | boolean | null; id: number } | undefined;
  for (;;) {
    const rows = await run<ExportRow>(exportPageSql({ filters, order, after }, BATCH));
    if (!rows.length) return;
    let chunk = '';
    for (const row of rows) {
      chunk += csvLine(
        EXPORT_FIELDS.map((column) =>
          column === 'created_at' || column === 'updated_at' ? isoTime(row[column]) : row[column],
        ),
      );
    }
    yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { key: sortKeyOf(order, last), id: last.id };
  }
}

export const advertisementsExportRoute: FastifyPluginAsyncZod = async (app) => {
  const run = createSqlRunner(app.database);
  app.get(
    '/api/advertisements/export.csv',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['advertisements'],
        summary: 'Every ad matching the list filters, as CSV (streamed)',
        querystring: advertisementFilters,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="advertisements-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportLines(run, request.query)));
    },
  );
};
