import { apiResponses, slotsUploaded } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../auth/roles.js';
import type { Db } from '../db/client.js';
import { ok } from '../http/envelope.js';
import { badRequest, HttpError } from '../http/errors.js';
import { uploadScope } from '../http/multipart.js';
import { multipartError, type UploadRouteOptions, uploadSteps } from './upload-route.js';

export interface SlotsUploadRouteOptions extends Omit<UploadRouteOptions, 'attach'> {
  /** how many slots the record has; file parts are named '1' to this */
  slots: number;
  /** how a refusal names slot n to a person: 'UGC Creator Video 3' */
  slotLabel: (n: number) => string;
  /** puts the files' URLs in their slots (audited, one write); answers every slot after it */
  attach: (
    db: Db,
    actor: AuthUser | undefined,
    id: number,
    urls: ReadonlyMap<number, string>,
  ) => Promise<{ values: (string | null)[]; updated_at: Date }>;
}

/**
 * POST <url> (multipart: id, folder, and files named by slot '1'…'n'): several files of one
 * record in one request. Each is sniffed and size-capped as it streams; a refused one answers
 * 400 naming its slot, the files already stored go, and the record is not touched. A slot not
 * sent, or sent empty (a file input left empty), keeps its value.
 */
function slotsUploadRoute(app: Parameters<FastifyPluginAsyncZod>[0], options: SlotsUploadRouteOptions) {
  const { checkFields, keepField, checkBeforeStoring, store, discard, maxBytes } = uploadSteps(app, options);
  const slotOf = (name: string) => {
    const n = /^[1-9]\d*$/.test(name) ? Number(name) : 0;
    return n <= options.slots ? n : 0;
  };
  /** The refusal of one file, said of its slot: the form shows it beside that slot. */
  const ofSlot = (err: unknown, slot: number) => {
    if (!(err instanceof HttpError) || !err.fields?.file) return err;
    const label = options.slotLabel(slot);
    return badRequest(`${label}: ${err.message}`, { [String(slot)]: err.fields.file });
  };

  app.post(
    options.url,
    {
      config: { role: options.role },
      schema: {
        tags: options.tags,
        summary: options.summary,
        consumes: ['multipart/form-data'],
        response: apiResponses(slotsUploaded),
      },
    },
    async (request) => {
      const fields: { id?: string; folder?: string } = {};
      const stored = new Map<number, string>();
      try {
        const parts = request.parts({ limits: { files: options.slots, fileSize: maxBytes } });
        for await (const part of parts) {
          if (part.type === 'field') {
            keepField(part, fields);
            continue;
          }
          const slot = slotOf(part.fieldname);
          // an unknown part, a slot sent twice, or an empty file input: nothing to store
          if (!slot || stored.has(slot) || part.filename === '') {
            part.file.resume();
            continue;
          }
          await checkBeforeStoring(part, fields);
          try {
            stored.set(slot, await store(part, request.user));
          } catch (err) {
            throw ofSlot(multipartError(err, maxBytes), slot);
          }
        }
        const id = await checkFields(fields);
        if (!stored.size) throw badRequest('Choose a file for at least one slot', { file: 'Choose a file' });
        // each file's URL, made once: what the record holds is what its media row is entered by
        const sources = [...stored].map(([slot, key]) => ({ slot, key, url: app.storage.url(key) }));
        const urls = new Map(sources.map(({ slot, url }) => [slot, url]));
        const row = await options.attach(app.db, request.user, id, urls);
        // the write committed: the files' processing is queued (cheap; the job does the work)
        await app.mediaJobs.queue(
          sources.map(({ key, url }) => ({ key, url })),
          request.log,
        );
        return ok({ id, values: row.values, updated_at: row.updated_at });
      } catch (err) {
        // A refused upload changes nothing: every file stored by this request goes.
        await discard([...stored.values()], request.log);
        throw multipartError(err, maxBytes);
      }
    },
  );
}

/** The slots upload route, in a scope of its own with @fastify/multipart (http/multipart.ts). */
export function registerSlotsUploadRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: SlotsUploadRouteOptions,
) {
  uploadScope(app, (scope) => slotsUploadRoute(scope, options));
}
