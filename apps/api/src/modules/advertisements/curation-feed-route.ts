import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { apiResponses, importOptions, importResult } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { conflict, HttpError } from '../../http/errors.js';
import { type ListCounts, NDJSON, runImport, streamedImport, UnreadableFile } from '../../lists/index.js';
import { curationFeedImport } from './curation-feed.js';

/** How long the feed may take to start answering. */
const FEED_TIMEOUT_MS = 30_000;

const badGateway = (message: string) => new HttpError(502, 'bad_gateway', message);

/** The feed's body as a stream; 502 when it cannot be had. */
async function fetchFeed(url: string) {
  const where = new URL(url).host;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json, application/x-ndjson, text/csv' },
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    });
  } catch {
    throw badGateway(`The curation feed at ${where} could not be reached. Nothing was loaded.`);
  }
  if (!res.ok || !res.body)
    throw badGateway(`The curation feed at ${where} answered ${res.status}. Nothing was loaded.`);
  if (res.headers.get('content-type')?.includes('text/html')) {
    await res.body.cancel();
    throw badGateway(`The curation feed at ${where} sent a web page, not JSON or CSV. Nothing was loaded.`);
  }
  return Readable.fromWeb(res.body as WebStream<Uint8Array>);
}

/**
 * GET /api/advertisementsLoadFromQuration (SPEC's name): loads the feed at CURATION_FEED_URL
 * through the import engine. Unset: 409; unreachable or malformed: 502; neither changes anything.
 */
export function registerCurationFeedRoute(app: Parameters<FastifyPluginAsyncZod>[0], counts: ListCounts) {
  app.get(
    '/api/advertisementsLoadFromQuration',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['advertisements'],
        summary:
          'Load ads from the curation feed (CURATION_FEED_URL, JSON or CSV): new items arrive not visible; ' +
          'items loaded before are skipped. skip_invalid defaults to true; Accept: application/x-ndjson streams progress',
        querystring: importOptions,
        response: apiResponses(importResult),
      },
    },
    async (request, reply) => {
      const url = app.config.curationFeedUrl;
      if (!url) throw conflict('No curation feed is configured: set CURATION_FEED_URL on the server.');
      const work = async (onProgress?: Parameters<typeof runImport>[0]['onProgress']) => {
        try {
          const result = await runImport({
            db: app.db,
            actor: request.user,
            target: curationFeedImport,
            file: await fetchFeed(url),
            fileName: url,
            dryRun: request.query.dry_run ?? false,
            // one bad item of someone else's feed should not hold back the others
            skipInvalid: request.query.skip_invalid ?? true,
            onProgress,
          });
          if (result.inserted > 0 && result.outcome === 'imported') await counts.invalidate();
          return result;
        } catch (err) {
          if (err instanceof UnreadableFile)
            throw badGateway(`The curation feed is malformed: ${err.why}. Nothing was loaded.`);
          throw err;
        }
      };
      if (request.headers.accept?.includes(NDJSON))
        return reply
          .type(NDJSON)
          .header('cache-control', 'no-store')
          .send(streamedImport(work, request.log) as never);
      return ok(await work());
    },
  );
}
