import { z } from 'zod';
import { sentTime } from '../api.js';
import { endpoint } from './endpoint.js';

/** Where a stored upload's processing is (issue 25 §2): queued, processing, ready or failed. */
export const MEDIA_STATES = ['queued', 'processing', 'ready', 'failed'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

/** What processing told of the file; the video fields are null for an image. */
export const mediaInfo = z.object({
  kind: z.enum(['image', 'video']),
  content_type: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  duration_seconds: z.number().nullable(),
  frame_rate: z.number().nullable(),
  codec: z.string().nullable(),
  has_audio: z.boolean().nullable(),
});
export type MediaInfoRow = z.infer<typeof mediaInfo>;

/** One stored upload's processing and what it made. */
export const mediaRecord = z.object({
  /** the URL records hold */
  source: z.string(),
  state: z.enum(MEDIA_STATES),
  /** why it failed (a MediaError reason and its message) */
  reason: z.string().nullable(),
  info: mediaInfo.nullable(),
  /** ThumbHash, base64 */
  placeholder: z.string().nullable(),
  /** each derivative's public URL by name: thumb-320, thumb-640, poster, strip-0 … */
  derivatives: z.record(z.string(), z.string()),
  /** the words read on screen; '' when none were found, null before they are read */
  ocr_text: z.string().nullable(),
  /** ready, and its on-screen text is still being read (a job of its own, after the rest) */
  text_pending: z.boolean(),
  updated_at: sentTime,
});
export type MediaRecord = z.infer<typeof mediaRecord>;

export const mediaQuery = z.object({ source: z.string().min(1).max(2000) });

/** A stored upload's media processing (issue 25): what the edit screens' media panel reads. */
export const mediaContract = {
  one: endpoint({
    method: 'GET',
    path: '/api/media',
    summary: "A stored upload's processing: its state, metadata, placeholder, derivatives and on-screen text",
    query: mediaQuery,
    response: mediaRecord,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/media/retry',
    summary: 'Processes a media again (after a failure, or to redo it): it is queued at once',
    body: mediaQuery,
    response: mediaRecord,
  }),
};
