import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { MediaSource } from './media-source.js';

/**
 * The recipe of the derivatives (sizes, quality, frame times). Derivatives are served with
 * immutable cache headers, so a key must never get other bytes: a new recipe gets new keys.
 */
const RECIPE = 'v1';

/** The SHA-256 of the source's bytes, hex: the same file gives the same digest wherever it is stored. */
export async function sourceDigest(source: MediaSource): Promise<string> {
  const hash = createHash('sha256');
  if ('buffer' in source) return hash.update(source.buffer).digest('hex');
  for await (const chunk of createReadStream(source.path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The storage key of one derivative of a source, e.g. derived/3f/3fa9…/v1/thumb-320.webp.
 * The same source maps to the same keys (two records holding one file share its derivatives);
 * the first two hex digits make a folder level so that no folder of a disk store grows huge.
 */
export function derivativeKey(digest: string, name: string, extension = 'webp'): string {
  if (!/^[0-9a-f]{64}$/.test(digest)) throw new Error('a derivative key needs a hex SHA-256 digest');
  if (!SAFE_NAME.test(name) || !SAFE_NAME.test(extension))
    throw new Error(`"${name}.${extension}" is not a derivative name`);
  return `derived/${digest.slice(0, 2)}/${digest}/${RECIPE}/${name}.${extension}`;
}
