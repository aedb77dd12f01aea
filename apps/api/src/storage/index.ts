import { join } from 'node:path';
import type { Config } from '../config.js';
import { localDiskStorage } from './local-disk.js';
import { s3Storage } from './s3.js';
import type { MediaStorage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

/** S3 when S3_ENDPOINT and S3_BUCKET are set, otherwise DATA_DIR/media. */
export function createStorage(config: Config): MediaStorage {
  if (config.s3) return s3Storage(config.s3);
  return localDiskStorage(join(config.dataDir, 'media'), config.publicUrl);
}

export { peekStream } from './peek.js';
export { SNIFF_BYTES, sniffMediaType } from './sniff.js';
export type { MediaStorage } from './storage.js';
export { forgetStoredFiles, registerStoredFile } from './stored-files.js';
