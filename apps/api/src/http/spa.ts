import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.js';

/** What the admin build writes beside each asset (apps/admin/precompress.ts); never asked for by name. */
const COMPRESSED_COPY = /\.(br|gz)$/;
/** Vite's hashed file names never change content, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * Everything outside /api is the built admin SPA: its files, precompressed copies chosen by
 * Accept-Encoding, and index.html for client routes. Build-time files the browser never needs
 * (.vite/manifest.json, any dot folder) and missing /assets/* files answer 404, not index.html:
 * a stale chunk name must fail as a missing script, not as HTML parsed as JavaScript.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const hasSpa = existsSync(join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      serve: false, // only reply.sendFile: the route below decides what may be served
      index: false,
      preCompressed: true, // picks file.br / file.gz by Accept-Encoding, sets Content-Encoding and Vary
      setHeaders: (res, path) => {
        const inAssets = relative(distDir, path).startsWith(`assets${sep}`);
        // index.html names the current hashed files: it must be asked for again each time.
        res.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/*', { config: { role: 'public' }, schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Unknown /api paths answer the API's 404 envelope, never the SPA's index.html.
      if (path === '/api' || path.startsWith('/api/')) return apiNotFound(reply, request.method, request.url);
      const file = path.slice(1);
      const segments = file.split('/');
      if (segments.some((s) => s.startsWith('.')) || COMPRESSED_COPY.test(file)) return reply.callNotFound();
      if (file && isFile(join(distDir, file))) return reply.sendFile(file);
      if (segments[0] === 'assets') return reply.callNotFound();
      return reply.type('text/html').sendFile('index.html');
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
