import {
  type CREATOR_GENDERS,
  CREATOR_VIDEO_SLOTS,
  type UGC_COUNTRIES,
  type UgcCreatorValues,
  ugcCreatorList,
  ugcCreatorListItem,
} from '@adlib/shared';
import { recordCrud } from '../../area/record-crud.js';
import type { AuthUser } from '../../auth/roles.js';
import type { Db } from '../../db/client.js';
import { ugcCreators } from '../../db/schema.js';
import { SEARCH } from '../../db/search-fields.js';
import { compileList, defineListArea, listFields } from '../../lists/index.js';

type CreatorRow = typeof ugcCreators.$inferSelect;

/**
 * Videos are kept by slot in a text[]: an empty slot is '' (not NULL, which array literals
 * handle unevenly across drivers), trailing empty slots are left out.
 */
function storedVideos(slots: readonly (string | null)[]): string[] {
  const videos = slots.map((v) => v ?? '');
  while (videos.length && videos.at(-1) === '') videos.pop();
  return videos;
}

/** Always six slots, an empty one null: slot n is videos[n - 1]. */
const videoSlots = (stored: readonly string[]): (string | null)[] =>
  Array.from({ length: CREATOR_VIDEO_SLOTS }, (_, i) => stored[i] || null);

/** The API's shape of one creator: every field but the search text, videos by slot. */
function toCreator(row: CreatorRow) {
  const { search_text: _search, videos, gender, country, ...fields } = row;
  return {
    ...fields,
    // the table's checks (creators_gender_known, creators_country_known) keep these in their lists
    gender: gender as (typeof CREATOR_GENDERS)[number] | null,
    country: country as (typeof UGC_COUNTRIES)[number] | null,
    videos: videoSlots(videos),
  };
}

/** UGC creators' records; a deleted creator goes to the trash, its e-mail free meanwhile. */
export const creatorRecords = recordCrud({
  table: ugcCreators,
  entity: { name: 'ugc_creator', label: 'UGC creator' },
  trash: {
    label: ugcCreators.name,
    media: [ugcCreators.profile_picture, ugcCreators.videos, ugcCreators.screenshoot],
  },
  toRecord: toCreator,
  toColumns: ({ updated_at: _seen, videos, ...fields }: UgcCreatorValues) => ({
    ...fields,
    videos: storedVideos(videos),
  }),
});

/** An upload's write is audited as the picture and the videos by slot. */
const uploadLogged = (row: CreatorRow) => ({
  profile_picture: row.profile_picture,
  videos: videoSlots(row.videos),
});

export const setProfilePicture = (db: Db, actor: AuthUser | undefined, id: number, url: string) =>
  creatorRecords.setColumns(db, actor, id, () => ({ profile_picture: url }), uploadLogged);

/** Puts uploaded videos in their slots (1-6); the other slots keep their values. */
export async function setVideos(
  db: Db,
  actor: AuthUser | undefined,
  id: number,
  urls: ReadonlyMap<number, string>,
) {
  const row = await creatorRecords.setColumns(
    db,
    actor,
    id,
    (before) => {
      const slots = videoSlots(before.videos);
      for (const [slot, url] of urls) slots[slot - 1] = url;
      return { videos: storedVideos(slots) };
    },
    uploadLogged,
  );
  return { values: videoSlots(row.videos), updated_at: row.updated_at };
}

/** The creators list on the list engine: newest first, no order filter, no CSV export. */
export const creatorsList = compileList(
  defineListArea({
    table: 'ugc_creators',
    list: ugcCreatorList,
    // search ranked over name, e-mail, niche and city (decision 025); industry, country and
    // gender their columns
    where: { search: { ranked: SEARCH.ugc_creators } },
    ...listFields(ugcCreatorListItem, ugcCreators, [], 'profile_picture'),
  }),
);
