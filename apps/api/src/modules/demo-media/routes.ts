import { errorEnvelope } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_MEDIA_FOLDERS, DEMO_MEDIA_NAME, DEMO_MEDIA_PATH, demoPicture } from '../../db/demo/pictures.js';

/** A PNG file (a Buffer is sent as it is, without the serializer). */
const pngFile = z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary' });

/**
 * The demo library's pictures (db/demo/pictures.ts). Public like every stored medium: the
 * admin's previews load them as plain <img> tags.
 */
export const demoMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${DEMO_MEDIA_PATH}/:folder/:name`,
    {
      config: { role: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'A generated picture of the demo library (PNG)',
        params: z.object({
          folder: z.enum(DEMO_MEDIA_FOLDERS),
          name: z.string().regex(DEMO_MEDIA_NAME, 'A demo picture name ends in .png'),
        }),
        response: {
          200: { description: 'The picture', content: { 'image/png': { schema: pngFile } } },
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('image/png')
        // the picture behind a name never changes
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(demoPicture(request.params.folder, request.params.name.replace(/\.png$/, ''))),
  );
};
