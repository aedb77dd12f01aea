import type { Endpoint, ImportOptions, importResult } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RouteRole } from '../../auth/roles.js';
import { ok } from '../../http/envelope.js';
import { conflict, HttpError } from '../../http/errors.js';
import { SafeFetchError, type SafeResponse, safeFetch } from '../../http/safe-fetch.js';
import { endpointRoute } from '../../http/serve.js';
import { NDJSON, runImport, streamedImport, UnreadableFile } from '../../lists/index.js';
import { type RecordMedia, recordMediaQueue } from '../../media-jobs/record-media.js';
import { curationFeedImport } from './curation-feed.js';

/** How long the feed may take to start answering, or stay silent while sending. */
const FEED_TIMEOUT_MS = 30_000;

const badGateway = (message: string) => new HttpError(502, 'bad_gateway', message);

/** Why the feed could not be had, in words for staff; 502 changes nothing. */
function feedRefused(where: string, err: SafeFetchError, maxImportBytes: number) {
  const why = {
    blocked: `redirected to a private or local address (${err.message})`,
    too_large: `larger than MAX_IMPORT_MB (${Math.round(maxImportBytes / 1024 / 1024)} MB)`,
    redirects: 'redirected too many times',
    unreachable: 'could not be reached',
  }[err.reason];
  return badGateway(
    `The curation feed at ${where} ${err.reason === 'unreachable' ? '' : 'was '}${why}. Nothing was loaded.`,
  );
}

/**
 * The feed's body as a stream; 502 when it cannot be had. CURATION_FEED_URL's own origin is
 * the operator's choice and is fetched wherever it is (a feed on this host in development);
 * every redirect elsewhere is checked after DNS resolution (http/safe-fetch.ts).
 */
async function fetchFeed(url: string, maxBytes: number) {
  const where = new URL(url).host;
  let res: SafeResponse;
  try {
    res = await safeFetch(url, {
      headers: { accept: 'application/json, application/x-ndjson, text/csv' },
      timeoutMs: FEED_TIMEOUT_MS,
      maxBytes,
      trustedOrigin: new URL(url).origin,
    });
  } catch (err) {
    if (err instanceof SafeFetchError) throw feedRefused(where, err, maxBytes);
    throw badGateway(`The curation feed at ${where} could not be reached. Nothing was loaded.`);
  }
  if (res.status < 200 || res.status > 299) {
    res.body.destroy();
    throw badGateway(`The curation feed at ${where} answered ${res.status}. Nothing was loaded.`);
  }
  if (res.headers['content-type']?.includes('text/html')) {
    res.body.destroy();
    throw badGateway(`The curation feed at ${where} sent a web page, not JSON or CSV. Nothing was loaded.`);
  }
  return res.body;
}

/** The contract's feed call: options in the query, the import's result (or its NDJSON lines). */
type FeedEndpoint = Endpoint<'GET', undefined, z.ZodType<ImportOptions>, undefined, typeof importResult>;

/**
 * GET /api/advertisementsLoadFromQuration (SPEC's name, from the contract): loads the feed at
 * CURATION_FEED_URL through the import engine. Unset: 409; unreachable or malformed: 502;
 * neither changes anything. Exact duplicates are always left out (skip_duplicates is ignored). Not `serve`: an NDJSON Accept streams the import's progress.
 */
export function registerCurationFeedRoute(
  app: FastifyInstance,
  endpoint: FeedEndpoint,
  access: { role: RouteRole; tags: string[] },
  media: RecordMedia,
) {
  // the media of each loaded batch are queued for processing (decision 023)
  const mediaQueue = recordMediaQueue(app, media);
  app.route<{ Querystring: ImportOptions }>({
    ...endpointRoute(endpoint, access),
    handler: async (request, reply) => {
      const url = app.config.curationFeedUrl;
      if (!url) throw conflict('No curation feed is configured: set CURATION_FEED_URL on the server.');
      const work = async (onProgress?: Parameters<typeof runImport>[0]['onProgress']) => {
        try {
          const result = await runImport({
            db: app.db,
            actor: request.user,
            target: curationFeedImport,
            file: await fetchFeed(url, app.config.maxImportBytes),
            fileName: url,
            dryRun: request.query.dry_run ?? false,
            // one bad item of someone else's feed should not hold back the others
            skipInvalid: request.query.skip_invalid ?? true,
            // never loads an exact duplicate (same media link or file) of an ad or of an
            // earlier item; the answer's `duplicates` lists them and the items with an ad's copy
            skipDuplicates: true,
            onProgress,
            afterBatch: mediaQueue.imported,
          });
          return result;
        } catch (err) {
          if (err instanceof UnreadableFile)
            throw badGateway(`The curation feed is malformed: ${err.why}. Nothing was loaded.`);
          // the body grew past MAX_IMPORT_MB, or the feed went silent, while it was read
          if (err instanceof SafeFetchError)
            throw feedRefused(new URL(url).host, err, app.config.maxImportBytes);
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
  });
}
