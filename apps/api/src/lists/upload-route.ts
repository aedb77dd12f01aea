import { randomUUID } from 'node:crypto';
import { apiResponses, idSchema, uploadedFile } from '@adlib/shared';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../auth/roles.js';
import type { Db } from '../db/client.js';
import { ok } from '../http/envelope.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { uploadScope } from '../http/multipart.js';
import {
  forgetStoredFiles,
  peekStream,
  registerStoredFile,
  SNIFF_BYTES,
  sniffMediaType,
} from '../storage/index.js';

/** The sniffed types a route takes, and how its refusal names them. */
export interface AcceptedMedia {
  mimes: readonly string[];
  /** 'Upload …': 'a PNG, JPEG or WebP image' */
  says: string;
}
export const IMAGES: AcceptedMedia = {
  mimes: ['image/png', 'image/jpeg', 'image/webp'],
  says: 'a PNG, JPEG or WebP image',
};
export const VIDEOS: AcceptedMedia = {
  mimes: ['video/mp4', 'video/quicktime', 'video/webm'],
  says: 'an MP4, MOV or WebM video',
};

export interface UploadRouteOptions {
  url: string;
  role: 'admin' | 'super';
  tags: string[];
  summary: string;
  /** SPEC: each area uploads into a folder of its own (ads 'media'); the client names it */
  folder: string;
  /** the record a file belongs to, as messages name it: 'advertisement' */
  what: string;
  exists: (db: Db, id: number) => Promise<boolean>;
  /** points the record at the stored file (audited); 404 when it is gone meanwhile */
  attach: (db: Db, actor: AuthUser | undefined, id: number, url: string) => Promise<{ updated_at: Date }>;
  /** only these sniffed types; without it every image and video the storage knows */
  accept?: AcceptedMedia;
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    'payload_too_large',
    `The file is larger than ${Math.floor(maxBytes / 1024 / 1024) || '<1'} MB`,
    {
      file: 'File too large',
    },
  );
const unsupported = (accept?: AcceptedMedia) =>
  new HttpError(
    415,
    'unsupported_media_type',
    `Upload ${accept?.says ?? 'a PNG, JPEG, WebP or GIF image, or an MP4, MOV or WebM video'}`,
    {
      file: accept ? `Not ${accept.says}` : 'Not an image or video we accept',
    },
  );

/** @fastify/multipart's own errors, answered in the API's words. */
export function multipartError(err: unknown, maxBytes: number): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one file', { file: 'Send one file' });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  return err;
}

/**
 * The steps every upload route takes, shared by the one-file and the slots routes: checking
 * the id and folder fields, and storing one file part (sniffed, size-capped).
 */
export function uploadSteps(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: Pick<UploadRouteOptions, 'folder' | 'what' | 'exists' | 'accept'>,
) {
  const { folder, what, accept } = options;
  const maxBytes = app.config.maxUploadBytes;

  /** Fields may come before or after the file; both are checked before anything is kept. */
  const checkFields = async (fields: { id?: string; folder?: string }) => {
    const id = idSchema.safeParse(fields.id);
    if (!id.success)
      throw badRequest(`Say which ${what} the file is for`, { id: `Must be ${withArticle(what)} id` });
    if (fields.folder !== folder)
      throw badRequest(`The folder must be '${folder}'`, { folder: `Use '${folder}'` });
    if (!(await options.exists(app.db, id.data))) throw notFound(capitalised(what));
    return id.data;
  };

  /**
   * Sniffs, then streams to storage; the size cap is enforced while the bytes flow. The stored
   * file enters the registry (decision 020), so it is removed once nothing refers to it.
   */
  const store = async (part: MultipartFile, actor: AuthUser | undefined) => {
    const { head, stream, size } = await peekStream(part.file, SNIFF_BYTES, () => {
      if (part.file.truncated) throw tooLarge(maxBytes);
    });
    const type = sniffMediaType(head);
    if (!type || (accept && !accept.mimes.includes(type.mime))) {
      stream.destroy();
      part.file.resume();
      throw unsupported(accept);
    }
    const key = `${folder}/${randomUUID()}.${type.ext}`;
    await app.storage.put(key, stream, type.mime);
    try {
      await registerStoredFile(app.db, { key, size: size(), type: type.mime, storedBy: actor?.id });
    } catch (err) {
      await app.storage.delete(key).catch(() => undefined);
      throw err;
    }
    return key;
  };
  /**
   * A refused upload changes nothing: the files it stored go, then leave the registry. One
   * that could not be deleted stays registered, so the sweep removes it later.
   */
  const discard = async (keys: readonly string[], log: FastifyBaseLogger) => {
    const deleted: string[] = [];
    for (const key of keys) {
      await app.storage.delete(key).then(
        () => deleted.push(key),
        (err: unknown) => log.error({ err, key }, 'media cleanup failed'),
      );
    }
    await forgetStoredFiles(app.db, deleted).catch((err: unknown) =>
      log.error({ err }, 'media cleanup failed'),
    );
  };
  /** Keeps the id and folder fields; each may come once (other fields are ignored). */
  const keepField = (part: MultipartValue, fields: { id?: string; folder?: string }) => {
    if (part.fieldname !== 'id' && part.fieldname !== 'folder') return;
    // two values for one field: which one the client meant is a guess we do not make
    if (fields[part.fieldname] !== undefined)
      throw badRequest(`Send the field '${part.fieldname}' once`, {
        [part.fieldname]: 'Sent twice',
      });
    fields[part.fieldname] = String(part.value);
  };

  /** Fields sent first (as the SPA does) are checked before a byte of the file is stored. */
  const checkBeforeStoring = async (part: MultipartFile, fields: { id?: string; folder?: string }) => {
    if (fields.id === undefined && fields.folder === undefined) return;
    try {
      await checkFields(fields);
    } catch (err) {
      part.file.resume();
      throw err;
    }
  };

  return { checkFields, keepField, checkBeforeStoring, store, discard, maxBytes };
}

/**
 * POST <url> (multipart: id, folder, file): sniffs the file's type from its first bytes, caps
 * its size while it streams to storage under a generated key in the folder, then attaches it.
 */
function uploadRoute(app: Parameters<FastifyPluginAsyncZod>[0], options: UploadRouteOptions) {
  const { checkFields, keepField, checkBeforeStoring, store, discard, maxBytes } = uploadSteps(app, options);

  app.post(
    options.url,
    {
      config: { role: options.role },
      schema: {
        tags: options.tags,
        summary: options.summary,
        consumes: ['multipart/form-data'],
        response: apiResponses(uploadedFile),
      },
    },
    async (request) => {
      const fields: { id?: string; folder?: string } = {};
      let key: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            keepField(part, fields);
            continue;
          }
          if (part.fieldname !== 'file' || key) {
            part.file.resume();
            continue;
          }
          await checkBeforeStoring(part, fields);
          key = await store(part, request.user);
        }
        if (!key) throw badRequest('Choose a file to upload', { file: 'Choose a file' });
        const id = await checkFields(fields);
        const url = app.storage.url(key);
        const row = await options.attach(app.db, request.user, id, url);
        // the write committed: the file's processing is queued (cheap; the job does the work)
        await app.mediaJobs.queue([{ key, url }], request.log);
        return ok({ id, url, updated_at: row.updated_at });
      } catch (err) {
        // A refused upload changes nothing: the stored file goes, the record was not touched.
        if (key) await discard([key], request.log);
        throw multipartError(err, maxBytes);
      }
    },
  );
}

/** The upload route, in a scope of its own with @fastify/multipart (http/multipart.ts). */
export function registerUploadRoute(app: Parameters<FastifyPluginAsyncZod>[0], options: UploadRouteOptions) {
  uploadScope(app, (scope) => uploadRoute(scope, options));
}
