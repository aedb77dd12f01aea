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
  const { search_text: _search, media_text: _seen, collection_ids: _mirror, ...fields } = row;
  return { ...fields, collections };
}

/** The stored columns of a form: everything but collections and the seen updated_at. */
export function columnsOf(values: AdvertisementValues) {
  const { collections: _links, updated_at: _seen, ...fields } = values;
  return { ...fields, search_text: adSearchText(fields) };
}

/**
 * The ads' record writes on the kit, each audited: the form's collections are checked (400 on
 * the Collections field) and relinked with it. A deleted ad goes to the trash with its links
 * kept aside (decision 018); its collection_ids is refreshed on restore, as a collection may
 * have gone meanwhile.
 */
export const adRecords = recordCrud({
  table: ads,
  // collection_ids is the links' mirror: the log records a link change as `collections`
  entity: { name: 'advertisement', label: 'Advertisement', unlogged: ['collection_ids'] },
  trash: {
    label: ads.name,
    links: [COLLECTION_LINKS],
    media: [ads.media_source, ads.logo],
    afterRestore: (tx, ids) =>
      tx.execute(sql`select ads_refresh_collection_ids(${`{${ids.join(',')}}`}::int[])`),
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

/** Points the ad at an uploaded file (404 when the ad is gone meanwhile). */
export const setMediaSource = adRecords.attachUpload('media_source');
