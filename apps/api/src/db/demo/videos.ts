import { resolve } from 'node:path';
import { API_ROOT } from '../../config.js';
import { DEMO_MEDIA_PATH } from './pictures.js';

/**
 * The demo library's video clips: tiny H.264 MP4 files in the repository
 * (apps/api/demo-media/videos, written by scripts/make-demo-videos.ts), served by the demo
 * media route with byte ranges like uploaded media, so the creators' video previews play.
 */
export const DEMO_VIDEO_NAMES = ['clip-1', 'clip-2', 'clip-3', 'clip-4'] as const;
export const DEMO_VIDEOS_DIR = resolve(API_ROOT, 'demo-media/videos');
export const DEMO_VIDEO_FILE = /^clip-[1-4]\.mp4$/;

export const demoVideoUrl = (base: string, index: number) =>
  `${base}${DEMO_MEDIA_PATH}/videos/${DEMO_VIDEO_NAMES[index % DEMO_VIDEO_NAMES.length]}.mp4`;
