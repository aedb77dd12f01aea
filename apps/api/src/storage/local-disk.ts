import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RANGED_FILES } from './ranged-files.js';
import { assertKey, type MediaStorage } from './storage.js';

/**
 * Media in a folder (DATA_DIR/media), served by this app under /media/ with HTTP ranges,
 * so a browser can seek in a video without downloading it first.
 */
export function localDiskStorage(root: string, publicUrl: string): MediaStorage {
  mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, key);
  };

  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temporary name and renamed when complete, so a failed or refused
      // upload never leaves a half file where a URL could point at it.
      const partial = `${path}.${randomUUID()}.part`;
      try {
        // bytes in hand (a derivative) in one write; a stream (an upload) piped
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
        else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async open(key) {
      // opened here, so that a file that is not there answers null rather than a stream error
      const file = await open(pathOf(key), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      return file?.createReadStream() ?? null;
    },
    localPath: pathOf,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${publicUrl}/media/${key}`,
    async register(app: FastifyInstance) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/media/',
        // the SPA registers @fastify/static first and owns reply.sendFile
        decorateReply: false,
        // keys are fresh uuids: the bytes behind a URL never change
        ...RANGED_FILES,
      });
      // Without this the SPA's catch-all would answer /media with index.html.
      // not an API call: kept out of the OpenAPI document
      app.get('/media', { config: { role: 'public' }, schema: { hide: true } }, (_request, reply) =>
        reply.code(404).type('text/plain').send('Not found'),
      );
    },
  };
}
