import { Readable } from 'node:stream';
import { errorEnvelope } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompiledList } from './compile.js';
import { orderOf } from './compile.js';
import { csvLine } from './csv.js';
import type { ExportRow, PageRowBase } from './declaration.js';
import { type ListCallOptions, listCallRoute } from './list-call.js';
import { sortKeyOf } from './orders.js';
import { exportPageSql, type FilterValues } from './query.js';
import type { SqlRunner } from './sql-runner.js';

/** Rows per query: big enough to amortise the round trip, small enough to stream steadily. */
const BATCH = 1000;

// a time column may be empty (a user who never signed in): an empty cell, not 1970
const isoTime = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString());

/**
 * Every matching row in the list's order, fetched in keyset batches so that the millionth
 * row costs what the first does and memory stays flat; the stream honours back-pressure.
 */
async function* exportLines(list: CompiledList<PageRowBase, unknown>, run: SqlRunner, filters: FilterValues) {
  const order = orderOf(list, filters[list.orderParam]);
  const { exportFields: fields, exportTimes: times } = list;
  // A UTF-8 byte order mark, or Excel reads accented names as Latin-1.
  yield `\uFEFF${csvLine(fields)}`;
  let after: { key: string | boolean | null; id: number } | undefined;
  for (;;) {
    const rows = await run<ExportRow<string>>(exportPageSql(list, { filters, order, after }, BATCH));
    if (!rows.length) return;
    let chunk = '';
    for (const row of rows) {
      chunk += csvLine(fields.map((field, i) => (times[i] ? isoTime(row[field]) : row[field])));
    }
    yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { key: sortKeyOf(order, last), id: last.id };
  }
}

/** A CSV file on success; a refused request answers the JSON error envelope. */
const csvResponses = {
  200: {
    description: 'The CSV file: a header line, then one line per row',
    content: { 'text/csv': { schema: z.string() } },
  },
  '4xx': { description: 'Refused', content: { 'application/json': { schema: errorEnvelope } } },
  '5xx': { description: 'Failed', content: { 'application/json': { schema: errorEnvelope } } },
};

/** GET <url>: the list's filters as CSV, streamed (text/csv, so no JSON envelope on success). */
export function registerExportRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  list: CompiledList<PageRowBase, unknown>,
  run: SqlRunner,
  options: ListCallOptions,
) {
  app.get(options.url, listCallRoute(options, list.filtersSchema, csvResponses), async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${list.exportName}-${day}.csv"`)
        .header('cache-control', 'no-store')
        // the querystring schema above parsed it: the filters by parameter name
        // a stream is piped as it is (the 200 schema documents the file); the type provider
        // expects the schema's string
        .send(Readable.from(exportLines(list, run, request.query as FilterValues)) as never)
    );
  });
}
