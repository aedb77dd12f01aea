import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowLongRequests } from './timeouts.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
const MULTIPART = 'multipart/form-data';

/**
 * @fastify/multipart adds an onRequest and an onResponse hook (both async) to every route of
 * the scope it is registered in. Registered for the whole app, every list page paid for them
 * (about 4 % of its server CPU, decision 006); so it lives only in the upload routes' scopes
 * (uploadScope), and the rest of the app keeps what the plugin's parser did there: a
 * multipart body is accepted and left unread (no body), so such a request is answered as
 * before — a route expecting JSON says the body is missing, not 415.
 */
export function registerMultipartElsewhere(app: App) {
  app.addContentTypeParser(MULTIPART, (_request, _payload, done) => done(null));
}

/**
 * Registers routes that read multipart uploads (request.file / request.parts), in a scope of
 * their own with @fastify/multipart: one file per request, capped by MAX_UPLOAD_MB, given
 * UPLOAD_TIMEOUT_S to arrive (http/timeouts.ts).
 */
export function uploadScope(app: App, routes: (scope: App) => void) {
  app.register(async (scope: App) => {
    scope.removeContentTypeParser(MULTIPART);
    allowLongRequests(scope, scope.config.timeouts);
    await scope.register(multipart, {
      limits: { fileSize: scope.config.maxUploadBytes, files: 1, fields: 20, parts: 25 },
    });
    routes(scope);
  });
}
