import { mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A media file as a queue job holds it: a local file (a disk upload, or an S3 object or a fetched
 * link saved to a temporary file) or the bytes themselves.
 */
export type MediaSource = { path: string } | { buffer: Buffer };

/** What sharp accepts as its input. */
export const sharpInput = (source: MediaSource): string | Buffer =>
  'path' in source ? source.path : source.buffer;

export async function sourceBytes(source: MediaSource): Promise<number> {
  return 'path' in source ? (await stat(source.path)).size : source.buffer.length;
}

/** The first `length` bytes (fewer when the file is shorter), for sniffing the type. */
export async function readHead(source: MediaSource, length: number): Promise<Buffer> {
  if ('buffer' in source) return source.buffer.subarray(0, length);
  const file = await open(source.path, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await file.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Runs `use` with a path to the source: ffmpeg and ffprobe read files (they seek in them).
 * Bytes are written to a private temporary folder that is removed afterwards, whatever happens.
 */
export async function withLocalFile<T>(source: MediaSource, use: (path: string) => Promise<T>): Promise<T> {
  if ('path' in source) return use(source.path);
  const dir = await mkdtemp(join(tmpdir(), 'adlib-media-'));
  try {
    const path = join(dir, 'source');
    await writeFile(path, source.buffer);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
