import { randomUUID } from 'node:crypto';
import { idSchema } from '@adlib/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { peekStream, SNIFF_BYTES, sniffMediaType } from '../../storage/index.js';
import { advertisementExists, setMediaSource } from './queries.js';

/** SPEC: ads upload into the folder 'media' (tiktoks and creators have their own). */
const FOLDER = 'media';

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    'payload_too_large',
    `The file is larger than ${Math.floor(maxBytes / 1024 / 1024) || '<1'} MB`,
    {
      file: 'File too large',
    },
  );
const unsupported = () =>
  new HttpError(
    415,
    'unsupported_media_type',
    'Upload a PNG, JPEG, WebP or GIF image, or an MP4, MOV or WebM video',
    {
      file: 'Not an image or video we accept',
    },
  );

/** @fastify/multipart's own errors, answered in the API's words. */
function multipartError(err: unknown, maxBytes: number): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one file', { file: 'Send one file' });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  return err;
}

export const advertisementsUploadRoute: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.maxUploadBytes;

  /** Fields may come before or after the file; both are checked before anything is kept. */
  const checkFields = async (fields: { id?: string; folder?: string }) => {
    const id = idSchema.safeParse(fields.id);
    if (!id.success)
      throw badRequest('Say which advertisement the file is for', { id: 'Must be an advertisement id' });
    if (fields.folder !== FOLDER)
      throw badRequest(`The folder must be '${FOLDER}'`, { folder: `Use '${FOLDER}'` });
    if (!(await advertisementExists(app.db, id.data))) throw notFound('Advertisement');
    return id.data;
  };

  /** Sniffs, then streams to storage; the size cap is enforced while the bytes flow. */
  const store = async (part: MultipartFile) => {
    const { head, stream } = await peekStream(part.file, SNIFF_BYTES, () => {
      if (part.file.truncated) throw tooLarge(maxBytes);
    });
    const type = sniffMediaType(head);
    if (!type) {
      stream.destroy();
      part.file.resume();
      throw unsupported();
    }
    const key = `${FOLDER}/${randomUUID()}.${type.ext}`;
    await app.storage.put(key, stream, type.mime);
    return key;
  };

  app.post(
    '/api/advertisements/upload',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['advertisements'],
        summary: "Upload an ad's media (multipart: id, folder 'media', file); sets media_source",
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const fields: { id?: string; folder?: string } = {};
      let key: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'id' || part.fieldname === 'folder')
              fields[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'file' || key) {
            part.file.resume();
            continue;
          }
          // Fields sent first (as the SPA does) are checked before a byte is stored.
          if (fields.id !== undefined || fields.folder !== undefined) {
            try {
              await checkFields(fields);
            } catch (err) {
              part.file.resume();
              throw err;
            }
          }
          key = await store(part);
        }
        if (!key) throw badRequest('Choose a file to upload', { file: 'Choose a file' });
        const id = await checkFields(fields);
        const url = app.storage.url(key);
        const row = await setMediaSource(app.db, request.user, id, url);
        return ok({ id, url, updated_at: row.updated_at });
      } catch (err) {
        // A refused upload changes nothing: the stored file goes, the ad was not touched.
        if (key)
          await app.storage.delete(key).catch((e) => request.log.error({ err: e }, 'media cleanup failed'));
        throw multipartError(err, maxBytes);
      }
    },
  );
};
