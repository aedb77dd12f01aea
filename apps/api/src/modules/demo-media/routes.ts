import { errorEnvelope } from '@adlib/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_MEDIA_FOLDERS, DEMO_MEDIA_NAME, DEMO_MEDIA_PATH, demoPicture } from '../../db/demo/pictures.js';
import { DEMO_VIDEO_FILE, DEMO_VIDEOS_DIR } from '../../db/demo/videos.js';
import { demoPictureNames } from '../../db/seed-demo.js';
import { notFound } from '../../http/errors.js';
import { RANGED_FILES } from '../../storage/ranged-files.js';

/** A file's bytes (a Buffer or a stream is sent as it is, without the serializer). */
const binary = z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary' });
const errors = { '4xx': errorEnvelope, '5xx': errorEnvelope };

/**
 * The demo library's pictures (db/demo/pictures.ts) and video clips (db/demo/videos.ts).
 * Public like every stored medium: the admin's previews load them as plain <img> and <video>.
 * Only where the demo library is seeded (SEED_DEMO), and only the pictures it uses: drawing
 * one costs tens of milliseconds of CPU, so any other name is a 404 drawn by no one (each of
 * those names is drawn once, then kept).
 */
export const demoMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.seedDemo) return;
  const names = demoPictureNames();
  // reply.sendFile for the clips, in this plugin only (the SPA has its own at the root);
  // the same byte ranges and caching as uploaded media
  await app.register(fastifyStatic, { root: DEMO_VIDEOS_DIR, serve: false, ...RANGED_FILES });

  app.get(
    `${DEMO_MEDIA_PATH}/videos/:name`,
    {
      config: { role: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'A video clip of the demo library (MP4, byte ranges)',
        params: z.object({
          name: z.string().regex(DEMO_VIDEO_FILE, 'A demo clip is clip-1.mp4 to clip-4.mp4'),
        }),
        response: {
          200: { description: 'The clip', content: { 'video/mp4': { schema: binary } } },
          206: {
            description: 'The bytes of the Range asked for',
            content: { 'video/mp4': { schema: binary } },
          },
          ...errors,
        },
      },
    },
    (request, reply) => {
      // sendFile answers through the reply itself (200, 206 or 416)
      reply.sendFile(request.params.name);
    },
  );

  app.get(
    `${DEMO_MEDIA_PATH}/:folder/:name`,
    {
      config: { role: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'A generated picture of the demo library (PNG); 404 for a name the library does not use',
        params: z.object({
          folder: z.enum(DEMO_MEDIA_FOLDERS),
          name: z.string().regex(DEMO_MEDIA_NAME, 'A demo picture name ends in .png'),
        }),
        response: {
          200: { description: 'The picture', content: { 'image/png': { schema: binary } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { folder } = request.params;
      const name = request.params.name.replace(/\.png$/, '');
      if (!names[folder].has(name)) throw notFound('Demo picture');
      return (
        reply
          .type('image/png')
          // the picture behind a name never changes
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(demoPicture(folder, name))
      );
    },
  );
};
