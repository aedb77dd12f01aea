import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type RouteEntry, registerRoleGuard } from './auth/guard.js';
import { developmentMailer, type Mailer, smtpMailer } from './auth/mailer.js';
import { authRoutes } from './auth/routes.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { ok } from './http/envelope.js';
import { apiNotFound, registerErrorHandling } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { advertisementsRoutes } from './modules/advertisements/routes.js';
import { auditLogRoutes } from './modules/audit-log/routes.js';
import { collectionsRoutes } from './modules/collections/routes.js';
import { demoMediaRoutes } from './modules/demo-media/routes.js';
import { titlesRoutes } from './modules/titles/routes.js';
import { createStorage } from './storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    mailer: Mailer;
    routeTable: RouteEntry[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Request logs carry no secrets: no Authorization header, no query string (sign-in links). */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
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
    // X-Forwarded-For is believed only from proxies on the host or the private network (a load
    // balancer); a client reaching us directly cannot pick its own IP to dodge the per-IP limits.
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
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

  registerErrorHandling(app);
  registerRoleGuard(app, routeTable);

  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  // Uploads stream through; one file per request, capped by MAX_UPLOAD_MB.
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 20, parts: 25 },
  });
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

  app.get('/api/health', { config: { role: 'public' }, schema: { tags: ['health'] } }, async () =>
    ok({ status: 'ok', database: database.kind }),
  );
  app.get('/api/client-config', { config: { role: 'public' }, schema: { tags: ['health'] } }, async () =>
    ok({
      customer_app_url: config.customerAppUrl,
      marketing_url: config.marketingUrl,
      cookie_domain: config.cookieDomain,
    }),
  );
  app.get('/api/openapi.json', { config: { role: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(authRoutes);
  await app.register(auditLogRoutes);
  await app.register(titlesRoutes);
  app.decorate('storage', createStorage(config));
  await app.register(advertisementsRoutes);
  await app.register(collectionsRoutes);
  await app.register(demoMediaRoutes);
  // Media before the SPA, so that /media/* is never answered with index.html.
  await app.storage.register(app);

  await registerSpa(app, config.adminDistDir);
  return app;
}

/** Everything outside /api is the built admin SPA, with index.html for client routes. */
async function registerSpa(app: FastifyInstance, distDir: string) {
  const hasSpa = existsSync(join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite's hashed file names never change content; index.html must always be fresh.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/*', { config: { role: 'public' } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Unknown /api paths answer the API's 404 envelope, never the SPA's index.html.
      if (path === '/api' || path.startsWith('/api/')) return apiNotFound(reply, request.method, request.url);
      const file = path.slice(1);
      if (file && !file.includes('..') && existsSync(join(distDir, file)) && !file.endsWith('/'))
        return reply.sendFile(file);
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) return apiNotFound(reply, request.method, request.url);
    return reply
      .code(404)
      .type('text/plain')
      .send(hasSpa ? 'Not found' : 'The admin app is not built yet: run npm run build');
  });
}
