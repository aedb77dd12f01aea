import { type CREATOR_GENDERS, CREATOR_VIDEO_SLOTS, type UGC_COUNTRIES } from '@adlib/shared';
import type { ugcCreators } from '../../db/schema.js';

export type CreatorRow = typeof ugcCreators.$inferSelect;

/**
 * Videos are kept by slot in a text[]: an empty slot is '' (not NULL, which array literals
 * handle unevenly across drivers), trailing empty slots are left out.
 */
export function storedVideos(slots: readonly (string | null)[]): string[] {
  const videos = slots.map((v) => v ?? '');
  while (videos.length && videos.at(-1) === '') videos.pop();
  return videos;
}

/** Always six slots, an empty one null: slot n is videos[n - 1]. */
export function videoSlots(stored: readonly string[]): (string | null)[] {
  return Array.from({ length: CREATOR_VIDEO_SLOTS }, (_, i) => stored[i] || null);
}

/** The API's shape of one creator: every field but the search text, videos by slot. */
export function toCreator(row: CreatorRow) {
  const { search_text: _search, videos, gender, country, ...fields } = row;
  return {
    ...fields,
    // the table's checks (creators_gender_known, creators_country_known) keep these in their lists
    gender: gender as (typeof CREATOR_GENDERS)[number] | null,
    country: country as (typeof UGC_COUNTRIES)[number] | null,
    videos: videoSlots(videos),
  };
}
