import { apiResponses, clientConfig, healthStatus } from '@adlib/shared';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiKeysRoutes } from './api-keys/routes.js';
import { registerFactorRestriction } from './auth/factors/restrict.js';
import { type RouteEntry, registerRoleGuard } from './auth/guard.js';
import { developmentMailer, type Mailer, smtpMailer } from './auth/mailer.js';
import { registerStaffNamesRoute } from './auth/staff-names.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { registerDuplicates } from './duplicates/index.js';
import { mergeRecords, registerDuplicateMergeRoute } from './duplicates/merge/index.js';
import { registerHistoryCleanup } from './history/index.js';
import { registerDrain } from './http/drain.js';
import { ok } from './http/envelope.js';
import { registerErrorHandling } from './http/error-handler.js';
import { frameworkErrors } from './http/framework-errors.js';
import { registerMultipartElsewhere } from './http/multipart.js';
import { registerRequestPressure } from './http/request-pressure.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSpa } from './http/spa.js';
import { registerRequestDeadline, serverTimeoutOptions } from './http/timeouts.js';
import { insightsRoutes } from './insights/routes.js';
import { registerJobQueue } from './jobs/index.js';
import { registerFindRoute } from './lists/find-route.js';
import { registerLive } from './live/index.js';
import { registerMediaJobs } from './media-jobs/index.js';
import { areaModules } from './modules/index.js';
import { type Bus, openSharedState, type WindowCounter } from './shared-state/index.js';
import { createStorage } from './storage/index.js';
import { registerTrashPurge } from './trash/index.js';
import { viewsRoutes } from './views/routes.js';
import { registerWebhooks } from './webhooks/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    mailer: Mailer;
    routeTable: RouteEntry[];
    /** tells the other API processes to drop what they cache (decision 010) */
    bus: Bus;
    /** fixed-window counters shared by the API processes with REDIS_URL (an API key's rate) */
    sharedCounter: WindowCounter;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Request logs carry no secrets: no Authorization header, no query string (sign-in links).
 * `stream`: where lines go (the server's is log-output.ts); pino's own destination otherwise.
 */
export const loggerOptions = (
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] => ({
  level,
  stream,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: req.url.split('?')[0],
      ip: req.ip,
    }),
  },
});

export async function buildApp(opts: BuildOptions) {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default): a
    // client elsewhere, even on a private network (Docker, a VPN), cannot pick its own IP.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // answered by registerDrain, in the envelope and with the security headers
    return503OnClosing: false,
    frameworkErrors,
    ...serverTimeoutOptions(config.timeouts),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate(
    'mailer',
    opts.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : developmentMailer()),
  );
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);

  // first: no later hook (role guard, drain, rate limiter) can answer without the headers
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerDrain(app);
  registerRequestDeadline(app, config.timeouts);
  // background work (media jobs) yields to the requests being answered
  registerRequestPressure(app);
  registerRoleGuard(app, routeTable);
  // a session that must add a second factor first reaches only the signed-in routes (decision 026)
  registerFactorRestriction(app);

  // REDIS_URL: counters and invalidations shared by every API process (decision 010)
  const shared = await openSharedState(config.redis, app.log);
  app.addHook('onClose', shared.close);
  app.decorate('bus', shared.bus);
  app.decorate('sharedCounter', shared.counter);
  await app.register(rateLimit, { global: false, ...shared.rateLimitStore });
  // Uploads stream through, read only by the upload routes' scopes (http/multipart.ts).
  registerMultipartElsewhere(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ad library back office API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get(
    '/api/health',
    { config: { role: 'public' }, schema: { tags: ['health'], response: apiResponses(healthStatus) } },
    async () => ok({ status: 'ok' as const, database: database.kind }),
  );
  app.get(
    '/api/client-config',
    { config: { role: 'public' }, schema: { tags: ['health'], response: apiResponses(clientConfig) } },
    async () =>
      ok({
        customer_app_url: config.customerAppUrl,
        marketing_url: config.marketingUrl,
        cookie_domain: config.cookieDomain,
        curation_feed: Boolean(config.curationFeedUrl),
        ...(config.sso && {
          sso: { provider_name: config.sso.providerName, staff_sso_only: config.sso.staffSsoOnly },
        }),
      }),
  );
  app.get('/api/openapi.json', { config: { role: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  app.decorate('storage', createStorage(config));
  app.decorate('finders', []);
  app.decorate('trashables', new Map());
  // background work (decision 022): declared below, started when the app is ready
  await registerJobQueue(app, config.jobs);
  // every stored upload is processed: thumbnails, poster, strip, metadata (decision 023)
  registerMediaJobs(app);
  // duplicates caught as records are saved and media become ready (issue 26, decision 024)
  registerDuplicates(app, mergeRecords);
  // live lists and presence (issue 27, decision 032): before the areas, which declare themselves to it
  registerLive(app);
  for (const area of areaModules) await app.register(area);
  registerHistoryCleanup(app, config.historyRetentionDays);
  registerTrashPurge(app, config.trashRetentionDays);
  registerFindRoute(app);
  // the names a list's Added by / Published by chips show (any staff role may read)
  registerStaffNamesRoute(app);
  registerDuplicateMergeRoute(app);
  // the outbox's events to signed webhooks, through the job queue (decision 031)
  registerWebhooks(app);
  // scripts' and services' own bearer tokens, scoped per area (decision 031)
  apiKeysRoutes(app);
  // saved views of every list: a kit piece beside the areas
  await app.register(viewsRoutes);
  // Home's charts (issue 32, decision 030)
  await app.register(insightsRoutes);
  // Media before the SPA, so that /media/* is never answered with index.html.
  await app.storage.register(app);

  await registerSpa(app, config.adminDistDir);
  return app;
}
