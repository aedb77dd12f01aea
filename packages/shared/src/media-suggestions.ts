import type { MediaInfoRow } from './contract/media.js';
import type { AD_FORMATS, VIDEO_LENGTHS } from './lists.js';

/** SPEC's Video Length splits at 20 seconds. */
export const VIDEO_LENGTH_SPLIT_SECONDS = 20;

export interface AdMediaSuggestions {
  format?: (typeof AD_FORMATS)[number];
  video_length?: (typeof VIDEO_LENGTHS)[number];
}

/**
 * What an ad's creative tells of its Format and Video Length (issue 25 §3). The job fills
 * them when empty; the edit screen offers them in one click when they differ.
 */
export function adMediaSuggestions(info: MediaInfoRow): AdMediaSuggestions {
  if (info.kind === 'image') return { format: 'Static Image' };
  const suggestions: AdMediaSuggestions = { format: 'Video' };
  if (info.duration_seconds !== null)
    suggestions.video_length =
      info.duration_seconds > VIDEO_LENGTH_SPLIT_SECONDS ? 'More than 20 sec' : 'Less than 20 sec';
  return suggestions;
}

/** A TikTok's Duration, whole seconds, from its video. */
export function tiktokMediaSuggestions(info: MediaInfoRow): { duration?: number } {
  if (info.kind !== 'video' || info.duration_seconds === null) return {};
  return { duration: Math.round(info.duration_seconds) };
}
