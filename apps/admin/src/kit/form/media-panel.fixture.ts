import type { MediaRecord } from '@adlib/shared';
import { apiAnswer } from '../../test/render-with-providers';

export const VIDEO_URL = 'https://cdn.example.com/ad-7.mp4';

/** A processed 12.5-second vertical video with sound, as GET /api/media answers it. */
export const READY_VIDEO: MediaRecord = {
  source: VIDEO_URL,
  state: 'ready',
  reason: null,
  info: {
    kind: 'video',
    content_type: 'video/mp4',
    bytes: 3_355_443,
    width: 1080,
    height: 1920,
    duration_seconds: 12.5,
    frame_rate: 29.97,
    codec: 'h264',
    has_audio: true,
  },
  placeholder: null,
  derivatives: {
    'thumb-320': '/media/d/a-320.webp',
    'thumb-640': '/media/d/a-640.webp',
    poster: '/media/d/a-poster.webp',
    ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`strip-${i}`, `/media/d/a-strip-${i}.webp`])),
  },
  ocr_text: 'SUMMER SALE\n50% off today',
  text_pending: false,
  updated_at: '2026-11-27T05:00:00.000Z',
};

export const QUEUED: MediaRecord = {
  ...READY_VIDEO,
  state: 'queued',
  info: null,
  derivatives: {},
  ocr_text: null,
  text_pending: false,
};

export const ok = (data: unknown) => apiAnswer(200, { success: true, data });
export const noMediaRow = () =>
  apiAnswer(404, { success: false, error: { code: 'not_found', message: 'Media not found' } });
