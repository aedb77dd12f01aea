import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` bytes of a stream (fewer if it ends sooner) and gives them back
 * with a stream that still yields the whole content, so a type can be sniffed before any
 * byte is stored; `size()` is how many bytes that stream yielded (the whole file once it ended).
 */
export async function peekStream(source: Readable, bytes: number, onEnd?: () => void) {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  let size = 0;
  async function* whole() {
    size = head.length;
    yield head;
    if (!done) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        size += next.value.length;
        yield next.value;
      }
    }
    onEnd?.();
  }
  return {
    head: head.subarray(0, bytes),
    stream: Readable.from(whole(), { objectMode: false }),
    size: () => size,
  };
}
