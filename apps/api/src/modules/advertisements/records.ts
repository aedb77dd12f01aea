import type { AdvertisementValues } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import { recordCrud } from '../../area/record-crud.js';
import type { AuthUser } from '../../auth/roles.js';
import type { Db } from '../../db/client.js';
import { advertisementCollections, advertisements, collections } from '../../db/schema.js';
import { adSearchText } from '../../db/search-text.js';
import type { TrashLink } from '../../trash/index.js';

const ads = advertisements;
const links = advertisementCollections;

export type AdRow = typeof ads.$inferSelect;

/** An ad's collections: rows of advertisement_collections, mirrored by a trigger in collection_ids. */
const COLLECTION_LINKS: TrashLink = {
  table: links,
  column: links.advertisement_id,
  other: { column: links.collection_id, table: collections },
};

/**
 * The API's shape of one ad: every field but the three kept for search and lists (search_text,
 * media_text from its creative, and the collection_ids mirror), collections as ids: the
 * mirror's, unless links written in this transaction are newer than the row.
 */
export function toAdvertisement(row: AdRow, collections: number[] = row.collection_ids) {
  const {
    search_text: _search,
    media_text: _seen,
    media_ready: _ready,
    collection_ids: _mirror,
    ...fields
  } = row;
  return { ...fields, collections };
}

/**
 * An ad's media_text as SQL: the on-screen text of its creative's media row, lower-cased as
 * keyword search compares it, read in the write's own statement (one lookup by the media row's
 * unique URL), so every write of media_source — form, import, curation feed, History restore,
 * upload — stores the text of the creative it now shows, or null. The media-process job
 * (media-jobs/record-effects.ts) writes it again when that creative's text is read later.
 */
export const mediaTextOf = (mediaSource: string | null | undefined) =>
  mediaSource ? sql`(select lower(ocr_text) from media where source_url = ${mediaSource})` : null;

/** Whether an ad's creative is processed (its media row ready), read in the write's statement too. */
export const mediaReadyOf = (mediaSource: string | null | undefined) =>
  mediaSource
    ? sql`coalesce((select state = 'ready' from media where source_url = ${mediaSource}), false)`
    : false;

/** The stored columns of a form: everything but collections and the seen updated_at. */
export function columnsOf(values: AdvertisementValues) {
  const { collections: _links, updated_at: _seen, ...fields } = values;
  return {
    ...fields,
    search_text: adSearchText(fields),
    media_text: mediaTextOf(fields.media_source),
    media_ready: mediaReadyOf(fields.media_source),
  };
}

/**
 * The ads' record writes on the kit, each audited: the form's collections are checked (400 on
 * the Collections field) and relinked with it. A deleted ad goes to the trash with its links
 * kept aside (decision 018); its collection_ids is refreshed on restore, as a collection may
 * have gone meanwhile.
 */
export const adRecords = recordCrud({
  table: ads,
  // collection_ids is the links' mirror: the log records a link change as `collections`;
  // media_text and media_ready are the creative's, never fields of the ad (a trash restore logs
  // the stored row); the creator and the publication are stamped by a trigger from the entry's
  // own author and its switch of `visible` (migration 0040): logging them would say the switch
  // three times
  entity: {
    name: 'advertisement',
    label: 'Advertisement',
    unlogged: ['collection_ids', 'media_text', 'media_ready', 'created_by', 'published_at', 'published_by'],
  },
  trash: {
    label: ads.name,
    links: [COLLECTION_LINKS],
    media: [ads.media_source, ads.logo],
    // the creative's text as its media row has it now (read again while the ad was away)
    afterRestore: async (tx, ids) => {
      const list = `{${ids.join(',')}}`;
      await tx.execute(sql`select ads_refresh_collection_ids(${list}::int[])`);
      await tx.execute(sql`update advertisements a
        set media_text = (select lower(m.ocr_text) from media m where m.source_url = a.media_source),
          media_ready = coalesce((select m.state = 'ready' from media m where m.source_url = a.media_source), false)
        where a.id = any(${list}::int[])`);
    },
  },
  toRecord: (row) => toAdvertisement(row),
  toColumns: columnsOf,
  links: {
    link: COLLECTION_LINKS,
    field: 'collections',
    nouns: { one: 'collection', many: 'collections' },
    of: (values) => values.collections,
    toRecord: toAdvertisement,
  },
});

/** The list's Visible toggle: an update of `visible` alone, so search_text stays as it is. */
export const setVisibility = (db: Db, actor: AuthUser | undefined, id: number, visible: boolean) =>
  adRecords.setColumns(
    db,
    actor,
    id,
    () => ({ visible }),
    (row) => ({ visible: row.visible }),
    'update',
  );

/**
 * Points the ad at an uploaded file (404 when the ad is gone meanwhile), logged as that column
 * alone; media_text and media_ready follow the new file (null and false until its media is processed).
 */
export const setMediaSource = (db: Db, actor: AuthUser | undefined, id: number, url: string) =>
  adRecords.setColumns(
    db,
    actor,
    id,
    () => ({ media_source: url, media_text: mediaTextOf(url), media_ready: mediaReadyOf(url) }),
    (row) => ({ media_source: row.media_source }),
  );
