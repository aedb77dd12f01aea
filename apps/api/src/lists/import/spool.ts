import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline as pipeStreams, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deserialize, serialize } from 'node:v8';
import { HttpError } from '../../http/errors.js';

/**
 * An upload that sends nothing for this long is given up (408): a client must not keep the
 * server's temporary file and the request open for ever.
 */
const STALLED_MS = 30_000;

/** A file read whole from the network onto the disk, to be read as often as needed. */
export interface SpooledFile {
  bytes: number;
  /** the temporary folder it is in, removed with it */
  dir: string;
  /** the file from its start */
  open(onBytes?: (bytes: number) => void): Readable;
  remove(): Promise<void>;
}

/** A pass-through that counts the bytes it passes, calling onBytes with the running total. */
export function byteCounter(onBytes: (bytes: number) => void) {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      onBytes(bytes);
      done(null, chunk);
    },
  });
}

/**
 * Writes the upload to a temporary file before anything is parsed or written to the database
 * (decision 014): no transaction waits on the network, whatever pace the client sends at. An
 * upload cut short, over its cap or stalled ends with its error and leaves no file behind.
 */
export async function spool(file: Readable, onBytes?: (bytes: number) => void): Promise<SpooledFile> {
  const dir = await mkdtemp(join(tmpdir(), 'adlib-import-'));
  const path = join(dir, 'upload');
  const remove = () => rm(dir, { recursive: true, force: true });
  let bytes = 0;
  const counter = byteCounter((total) => {
    bytes = total;
    stalled.refresh();
    onBytes?.(total);
  });
  const stalled = setTimeout(
    () =>
      counter.destroy(new HttpError(408, 'validation_failed', 'The upload stalled; nothing was imported')),
    STALLED_MS,
  );
  try {
    await pipeline(file, counter, createWriteStream(path));
  } catch (err) {
    await remove();
    throw err;
  } finally {
    clearTimeout(stalled);
  }
  return {
    bytes,
    dir,
    open: (onRead) => {
      // 64 KB at a time: the records of one read are parsed without a turn of the event loop
      // between them, so a read's size bounds how long another call waits
      const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
      // pipeline, not pipe: a read error reaches the parser
      return onRead ? pipeStreams(stream, byteCounter(onRead), () => {}) : stream;
    },
    remove,
  };
}

/**
 * Batches of validated rows kept on the disk between the engine's two steps (decision 014):
 * each a length and a v8-serialised value, appended one after the other and read back in order.
 * Reading them back costs a fraction of parsing and validating the file again.
 */
export async function batchFile<T>(dir: string) {
  const path = join(dir, `batches-${randomUUID()}`);
  const out = await open(path, 'w');
  const length = Buffer.alloc(4);
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= out.close();
    return closing;
  };
  return {
    /** done writing (also when the batches are never read back) */
    close,
    async append(batch: T) {
      const bytes = serialize(batch);
      length.writeUInt32LE(bytes.length);
      await out.write(length);
      await out.write(bytes);
    },
    /** closes the file for writing and reads its batches back, in the order appended */
    async *batches(): AsyncGenerator<T> {
      await close();
      const file = await open(path, 'r');
      try {
        const head = Buffer.alloc(4);
        for (let at = 0; ; ) {
          const { bytesRead } = await file.read(head, 0, 4, at);
          if (bytesRead < 4) return;
          const size = head.readUInt32LE();
          const body = Buffer.alloc(size);
          await file.read(body, 0, size, at + 4);
          at += 4 + size;
          yield deserialize(body) as T;
        }
      } finally {
        await file.close();
      }
    },
  };
}
