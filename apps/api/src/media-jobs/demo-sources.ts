import type { FastifyInstance } from 'fastify';
import { DEMO_MEDIA_FOLDERS, demoMediaUrl } from '../db/demo/pictures.js';
import { DEMO_VIDEO_NAMES, demoVideoUrl } from '../db/demo/videos.js';
import { demoPictureNames } from '../db/seed-demo.js';

/** Every URL of the demo library's media: the pictures the seed uses and the clips. */
export function demoMediaUrls(publicUrl: string): string[] {
  const names = demoPictureNames();
  return [
    ...DEMO_MEDIA_FOLDERS.flatMap((folder) =>
      [...names[folder]].map((n) => demoMediaUrl(publicUrl, folder, n)),
    ),
    ...DEMO_VIDEO_NAMES.map((_, index) => demoVideoUrl(publicUrl, index)),
  ];
}

/** sources entered per statement: a stop waits for one chunk at most */
const CHUNK = 50;

/**
 * Queues the demo library's media (SEED_DEMO), so that a new user sees thumbnails shortly
 * after the first start. Each source is entered once: a later start sends nothing new (only
 * a source that failed is queued again). The files are read in-process (source-file.ts).
 * Run beside the start, not before it (some 600 sends take seconds on PGlite); `closing`
 * stops it between chunks.
 */
export async function queueDemoMedia(app: FastifyInstance, closing: () => boolean) {
  const urls = demoMediaUrls(app.config.publicUrl);
  for (let i = 0; i < urls.length && !closing(); i += CHUNK)
    await app.mediaJobs.queueUrls(urls.slice(i, i + CHUNK), app.log, { background: true });
}
