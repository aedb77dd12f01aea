import { pipeline, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { HttpError } from '../../http/errors.js';
import { peekStream } from '../../storage/index.js';

/** One record of the file: where it starts, and its cells by column name. */
export interface SourceRow {
  line: number;
  cells: Record<string, unknown>;
}

/** Enough of the file to tell JSON from CSV and to read a CSV's header line. */
const HEAD_BYTES = 64 * 1024;
const BOM = '\uFEFF';

/** A file that is not CSV or JSON we can read: 400 on an upload, 502 for a feed we fetched. */
export class UnreadableFile extends HttpError {
  constructor(readonly why: string) {
    super(400, 'validation_failed', `The file could not be read: ${why}`, { file: why });
  }
}
export const notReadable = (why: string) => new UnreadableFile(why);

/**
 * The records of an uploaded CSV or JSON file, streamed: CSV (a header line, comma or
 * semicolon, quoted fields that may hold line breaks, with or without a UTF-8 BOM), a JSON
 * array, or JSON lines (one object a line). The format is told from the first bytes, not the name.
 */
export async function* readRecords(file: Readable): AsyncGenerator<SourceRow> {
  const { head, stream } = await peekStream(file, HEAD_BYTES);
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first === '[') yield* jsonArray(stream);
  else if (first === '{') yield* jsonLines(stream);
  else if (first === undefined) throw notReadable('it is empty');
  else yield* csvRows(stream, delimiterOf(text));
}

/** Semicolon when the header line holds more of them than commas (a European spreadsheet). */
export function delimiterOf(text: string) {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Line breaks inside a record's cells (quoted ones), counted without splitting every cell. */
function breaksIn(record: readonly string[]) {
  let breaks = 0;
  for (const cell of record) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks += 1;
  }
  return breaks;
}

async function* csvRows(stream: Readable, delimiter: string): AsyncGenerator<SourceRow> {
  // pipeline, not pipe: an error of the upload (cut short, too large) must end the parser too.
  // Lines are counted here rather than read from csv-parse's `info` (an object a record, a
  // fifth of the parser's time): each record takes its line break and those inside its quoted
  // cells; an empty line comes as one empty cell and is skipped here (so is a line of only "").
  const parser = pipeline(
    stream,
    parse({ bom: true, delimiter, skip_empty_lines: false, relax_column_count: true }),
    () => {},
  );
  let header: string[] | undefined;
  let line = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const start = line;
      line += 1 + breaksIn(record);
      if (record.length === 1 && record[0] === '') continue;
      if (!header) {
        header = record.map((name) => name.trim());
        continue;
      }
      const cells: Record<string, unknown> = {};
      for (let i = 0; i < header.length; i++) {
        const name = header[i];
        if (name) cells[name] = record[i];
      }
      yield { line: start, cells };
    }
  } catch (err) {
    stream.destroy();
    if ((err as { code?: string }).code?.startsWith('CSV_')) throw notReadable((err as Error).message);
    throw err;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON array is read whole (the upload cap bounds it); `line` is the item's position. */
async function* jsonArray(stream: Readable): AsyncGenerator<SourceRow> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  let items: unknown;
  try {
    items = JSON.parse(
      Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } catch (err) {
    throw notReadable(`not valid JSON (${(err as Error).message})`);
  }
  if (!Array.isArray(items)) throw notReadable('a JSON file holds an array of objects, or one object a line');
  for (const [i, item] of items.entries())
    yield { line: i + 1, cells: isObject(item) ? item : { [NOT_AN_OBJECT]: true } };
}

/** JSON lines, streamed line by line; a line that is not an object is a row error, not fatal. */
async function* jsonLines(stream: Readable): AsyncGenerator<SourceRow> {
  let line = 0;
  for await (const raw of linesOf(stream)) {
    line += 1;
    const text = line === 1 ? raw.replace(BOM, '') : raw;
    if (!text.trim()) continue;
    let item: unknown;
    try {
      item = JSON.parse(text);
    } catch {
      item = undefined;
    }
    yield { line, cells: isObject(item) ? item : { [NOT_AN_OBJECT]: true } };
  }
}

/** Marks a JSON line that is not an object, so that validation reports it on its line. */
export const NOT_AN_OBJECT = '\u0000not an object';

/** The lines of a stream (\n or \r\n); an error of the stream ends the loop with it. */
async function* linesOf(stream: Readable) {
  let pending = '';
  for await (const chunk of stream.setEncoding('utf8') as AsyncIterable<string>) {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) yield text.endsWith('\r') ? text.slice(0, -1) : text;
  }
  if (pending) yield pending;
}
