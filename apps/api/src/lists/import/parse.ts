import { pipeline, type Readable } from 'node:stream';
import { JSONParser } from '@streamparser/json';
import { CsvError, parse } from 'csv-parse';
import { HttpError } from '../../http/errors.js';
import { peekStream } from '../../storage/index.js';

/** One record of the file: where it starts, and its cells by column name. */
export interface SourceRow {
  line: number;
  cells: Record<string, unknown>;
}

/** Enough of the file to tell JSON from CSV and to read a CSV's header line. */
const HEAD_BYTES = 64 * 1024;
/** The first bytes that must read as text (no NUL, valid UTF-8) before anything is parsed. */
const SNIFF_BYTES = 8 * 1024;
/**
 * The largest record (CSV), line (JSON lines) or item (JSON array) read, in bytes: a record is
 * one ad or one post; without a bound a file of one endless line is held whole in memory.
 */
export const MAX_RECORD_BYTES = 1024 * 1024;
const BOM = '\uFEFF';
const NEWLINE = 0x0a;

/**
 * A file that is not CSV or JSON we can read: 400 on an upload (415 when it is not text at
 * all), 502 for a feed we fetched.
 */
export class UnreadableFile extends HttpError {
  constructor(
    readonly why: string,
    status: 400 | 415 = 400,
  ) {
    super(
      status,
      status === 415 ? 'unsupported_media_type' : 'validation_failed',
      `The file could not be read: ${why}`,
      { file: why },
    );
  }
}
export const notReadable = (why: string) => new UnreadableFile(why);

/**
 * NUL bytes or invalid UTF-8 in the first bytes: an image, an archive, a spreadsheet's binary
 * format, a text in another encoding. Refused before parsing: csv-parse would read any bytes
 * as a header line and import the rest under those garbage column names.
 */
function isBinary(head: Buffer) {
  const start = head.subarray(0, SNIFF_BYTES);
  if (start.includes(0)) return true;
  try {
    // stream: a character cut at the end of the slice is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(start, { stream: true });
    return false;
  } catch {
    return true;
  }
}

/**
 * The records of an uploaded CSV or JSON file, streamed: CSV (a header line, comma or
 * semicolon, quoted fields that may hold line breaks, with or without a UTF-8 BOM), a JSON
 * array, or JSON lines (one object a line). The format is told from the first bytes, not the
 * name. Memory is bounded by MAX_RECORD_BYTES whatever the file's size.
 */
export async function* readRecords(file: Readable): AsyncGenerator<SourceRow> {
  const { head, stream } = await peekStream(file, HEAD_BYTES);
  if (isBinary(head)) {
    stream.destroy();
    throw new UnreadableFile('it is not a CSV or JSON file', 415);
  }
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

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** csv-parse's error as a person reads it: the line, then what is wrong. */
function csvProblem(err: CsvError) {
  const { lines } = err as CsvError & { lines?: number };
  if (err.code === 'CSV_MAX_RECORD_SIZE')
    return `line ${lines ?? '?'}: a record is longer than ${mb(MAX_RECORD_BYTES)}`;
  // the message names the line itself ("… at line 3"); the value it quotes is cut short
  const message = err.message.length > 200 ? `${err.message.slice(0, 200)}…` : err.message;
  return lines && !/\bline \d+/.test(message) ? `line ${lines}: ${message}` : message;
}

async function* csvRows(stream: Readable, delimiter: string): AsyncGenerator<SourceRow> {
  // pipeline, not pipe: an error of the upload (cut short, too large) must end the parser too.
  // Lines are counted here rather than read from csv-parse's `info` (an object a record, a
  // fifth of the parser's time): each record takes its line break and those inside its quoted
  // cells; an empty line comes as one empty cell and is skipped here (so is a line of only "").
  const parser = pipeline(
    stream,
    parse({
      bom: true,
      delimiter,
      skip_empty_lines: false,
      relax_column_count: true,
      // in characters: about the bytes of a record of text
      max_record_size: MAX_RECORD_BYTES,
    }),
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
    // every parse error is a CsvError; some codes have no CSV_ prefix (INVALID_OPENING_QUOTE)
    if (err instanceof CsvError) throw notReadable(csvProblem(err));
    throw err;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cellsOf = (item: unknown) => (isObject(item) ? item : { [NOT_AN_OBJECT]: true });

/**
 * A JSON array, streamed item by item (@streamparser/json: only the item being read is held,
 * `keepStack: false` drops each one once given out); `line` is the item's position (1 = first).
 */
async function* jsonArray(stream: Readable): AsyncGenerator<SourceRow> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let items: unknown[] = [];
  let position = 0;
  let sinceItem = 0;
  // the file starts with '[' (readRecords): only its items are given out
  parser.onValue = ({ value }) => {
    items.push(value);
    sinceItem = 0;
  };
  const read = (chunk: Buffer) => {
    try {
      parser.write(chunk);
    } catch (err) {
      throw notReadable(`not valid JSON (${(err as Error).message})`);
    }
  };
  let first = true;
  for await (const raw of stream) {
    let chunk = raw as Buffer;
    // the parser takes no BOM
    if (first && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
    first = false;
    read(chunk);
    sinceItem += chunk.length;
    // an item still open after this many bytes is over the bound, give or take the chunk it
    // ends in: the parser says where an item ends, not where it begins
    if (sinceItem > MAX_RECORD_BYTES + chunk.length)
      throw notReadable(`item ${position + items.length + 1} is longer than ${mb(MAX_RECORD_BYTES)}`);
    const ready = items;
    items = [];
    for (const item of ready) {
      position += 1;
      yield { line: position, cells: cellsOf(item) };
    }
  }
  if (!parser.isEnded) throw notReadable('not valid JSON (the file ends inside the array)');
  for (const item of items) {
    position += 1;
    yield { line: position, cells: cellsOf(item) };
  }
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
    yield { line, cells: cellsOf(item) };
  }
}

/** Marks a JSON line that is not an object, so that validation reports it on its line. */
export const NOT_AN_OBJECT = '\u0000not an object';

/**
 * The lines of a stream (\n or \r\n), each at most MAX_RECORD_BYTES. Each chunk is searched
 * once, from where the last line ended: a line spread over many chunks is joined once, when
 * its end comes (re-splitting what was pending on every chunk was quadratic). An error of the
 * stream ends the loop with it.
 */
async function* linesOf(stream: Readable) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let line = 0;
  const text = (buffer: Buffer) => {
    line += 1;
    const end = buffer.length && buffer[buffer.length - 1] === 0x0d ? buffer.length - 1 : buffer.length;
    return buffer.toString('utf8', 0, end);
  };
  const tooLong = () => notReadable(`line ${line + 1} is longer than ${mb(MAX_RECORD_BYTES)}`);
  for await (const raw of stream) {
    const chunk = raw as Buffer;
    let from = 0;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, from)) {
      const piece = chunk.subarray(from, at);
      if (pendingBytes + piece.length > MAX_RECORD_BYTES) throw tooLong();
      yield text(pending.length ? Buffer.concat([...pending, piece]) : piece);
      pending = [];
      pendingBytes = 0;
      from = at + 1;
    }
    if (from < chunk.length) {
      pending.push(chunk.subarray(from));
      pendingBytes += chunk.length - from;
      if (pendingBytes > MAX_RECORD_BYTES) throw tooLong();
    }
  }
  if (pendingBytes) yield text(Buffer.concat(pending));
}
