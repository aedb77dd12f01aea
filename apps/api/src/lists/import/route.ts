import { apiResponses, type ImportOptions, importOptions, importResult } from '@adlib/shared';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteRole } from '../../auth/roles.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { uploadScope } from '../../http/multipart.js';
import { multipartError } from '../upload-route.js';
import { type ImportProgress, type ImportRun, runImport } from './engine.js';
import { NDJSON, streamedImport } from './stream-answer.js';
import type { ImportTarget } from './target.js';

export interface ImportRouteOptions<TSchema extends z.ZodObject> {
  url: string;
  role: RouteRole;
  tags: string[];
  summary: string;
  target: ImportTarget<TSchema>;
  /** after each batch's write committed (not in a dry run): the area's media are queued */
  afterBatch?: ImportRun<TSchema>['afterBatch'];
}

const OPTION_FIELDS = new Set(['dry_run', 'skip_invalid', 'skip_duplicates']);

/**
 * Reads the multipart body up to its `file` part: the options may come as fields before it
 * (or in the query string). Answers the file part and what is left of the body.
 */
async function fileAndOptions(parts: AsyncIterator<Multipart>, query: ImportOptions) {
  const options = { ...query };
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    const part = next.value;
    if (part.type === 'file') {
      if (part.fieldname === 'file') return { file: part as MultipartFile, options };
      part.file.resume();
    } else if (OPTION_FIELDS.has(part.fieldname)) {
      const parsed = importOptions.safeParse({ [part.fieldname]: String(part.value) });
      if (!parsed.success) throw badRequest('Say true or false', { [part.fieldname]: 'Say true or false' });
      Object.assign(
        options,
        Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)),
      );
    }
  }
  throw badRequest('Choose a file to import', { file: 'Choose a file' });
}

/** An option sent after the file came too late to be obeyed: the import is rolled back. */
async function refuseLateOptions(parts: AsyncIterator<Multipart>) {
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    const part = next.value;
    if (part.type === 'file') part.file.resume();
    else if (OPTION_FIELDS.has(part.fieldname))
      throw badRequest(`Send ${part.fieldname} before the file`, {
        [part.fieldname]: 'Send it before the file',
      });
  }
}

/**
 * POST <url> (multipart `file`; dry_run, skip_invalid, skip_duplicates): an import through the engine. JSON
 * envelope by default; with `Accept: application/x-ndjson`, progress lines then the result.
 */
export function registerImportRoute<TSchema extends z.ZodObject>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: ImportRouteOptions<TSchema>,
) {
  // the multipart parser lives in the scopes of the routes that read uploads (http/multipart.ts)
  uploadScope(app, (scope) => importRoute(scope, options));
}

function importRoute<TSchema extends z.ZodObject>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: ImportRouteOptions<TSchema>,
) {
  const maxBytes = app.config.maxImportBytes;
  app.post(
    options.url,
    {
      config: { role: options.role },
      schema: {
        tags: options.tags,
        summary: options.summary,
        consumes: ['multipart/form-data'],
        querystring: importOptions,
        response: apiResponses(importResult),
      },
    },
    async (request, reply) => {
      const work = async (onProgress?: (progress: ImportProgress) => void) => {
        let upload: MultipartFile | undefined;
        try {
          const parts = request.parts({ limits: { fileSize: maxBytes } })[Symbol.asyncIterator]();
          const { file, options: chosen } = await fileAndOptions(parts, request.query);
          upload = file;
          const result = await runImport({
            db: app.db,
            actor: request.user,
            target: options.target,
            file: file.file,
            fileName: file.filename,
            dryRun: chosen.dry_run ?? false,
            skipInvalid: chosen.skip_invalid ?? false,
            skipDuplicates: chosen.skip_duplicates ?? false,
            afterFile: () => refuseLateOptions(parts),
            onProgress,
            ...(options.afterBatch && { afterBatch: options.afterBatch }),
          });
          return result;
        } catch (err) {
          // the rest of a refused file is read and dropped, so the request can end
          upload?.file.resume();
          throw multipartError(err, maxBytes);
        }
      };
      if (request.headers.accept?.includes(NDJSON)) {
        // a stream is sent as it is: the 200 schema documents the JSON answer
        return reply
          .type(NDJSON)
          .header('cache-control', 'no-store')
          .send(streamedImport(work, request.log) as never);
      }
      return ok(await work());
    },
  );
}
