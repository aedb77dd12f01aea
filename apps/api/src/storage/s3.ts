import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { assertKey, type MediaStorage } from './storage.js';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

async function toBuffer(body: Readable | Buffer) {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, ...) through path-style URLs signed with SigV4.
 * The bucket (or S3_PUBLIC_URL, e.g. a CDN in front of it) serves the files itself.
 */
export function s3Storage(options: S3Options): MediaStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const objectUrl = (key: string) => {
    assertKey(key);
    return `${options.endpoint}/${options.bucket}/${key}`;
  };
  const publicBase = options.publicUrl?.replace(/\/$/, '');
  let log: FastifyBaseLogger | undefined;

  /**
   * The bucket refused or could not be reached: the client's request was fine, the part
   * behind us was not (502), and the caller records nothing. The bucket's own answer goes to
   * the log, never to the client (it can name the bucket, the key id or the endpoint).
   */
  const unavailable = (cause: unknown) => {
    log?.error({ err: cause }, 'S3 storage unavailable');
    return new HttpError(502, 'storage_unavailable', 'The media storage is not available; try again later');
  };
  /** A signed request; a network failure (unreachable, refused, reset) becomes `unavailable`. */
  const send = async (url: string, init: RequestInit) => {
    try {
      return await client.fetch(url, init);
    } catch (err) {
      throw unavailable(err);
    }
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      // A single signed PUT needs the length up front; uploads are capped by MAX_UPLOAD_MB,
      // so holding one in memory is bounded. (Multipart upload would lift that; not needed yet.)
      const bytes = await toBuffer(body);
      const res = await send(objectUrl(key), {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': contentType,
          'content-length': String(bytes.length),
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      if (!res.ok) throw unavailable(new Error(`S3 PUT ${key} answered ${res.status}: ${await res.text()}`));
    },
    async open(key) {
      const res = await send(objectUrl(key), { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body)
        throw unavailable(new Error(`S3 GET ${key} answered ${res.status}: ${await res.text()}`));
      // the web stream of fetch as a Node stream (the types of the two ReadableStreams differ)
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const res = await send(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404)
        throw unavailable(new Error(`S3 DELETE ${key} answered ${res.status}: ${await res.text()}`));
    },
    url: (key) => (publicBase ? `${publicBase}/${key}` : objectUrl(key)),
    async register(app: FastifyInstance) {
      log = app.log;
      // Nothing is served from here, but /media must still not fall through to the SPA.
      const notHere = { config: { role: 'public' as const } };
      app.get('/media', notHere, (_req, reply) => reply.code(404).type('text/plain').send('Not found'));
      app.get('/media/*', notHere, (_req, reply) => reply.code(404).type('text/plain').send('Not found'));
    },
  };
}
