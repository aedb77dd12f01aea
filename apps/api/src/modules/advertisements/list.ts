import { type AdvertisementListItem, advertisementList } from '@adlib/shared';
import { SEARCH } from '../../db/search-fields.js';
import { compileList, defineListArea, isoTimeSql, mediaItemColumns, sortOn } from '../../lists/index.js';

/** A row of the page query: the list item with its collections as bare ids, and its sort key. */
interface PageRow extends Omit<AdvertisementListItem, 'collections'> {
  collection_ids: number[];
  sort_key: string | boolean | null;
}

/** The CSV export's columns, in order: every stored field but search_text, collections as ids. */
const EXPORT_FIELDS = [
  'id',
  'user_id',
  'name',
  'logo',
  'visible',
  'new',
  'media_source',
  'primary_text',
  'headline',
  'description',
  'display_link',
  'call_to_action',
  'analysis',
  'tags',
  'industry',
  'subindustry',
  'type',
  'seasonal',
  'format',
  'video_type',
  'video_length',
  'gender',
  'objective',
  'placement',
  'collections',
  'created_at',
  'updated_at',
] as const;

/** The advertisements list (admin lists and CSV export) on the list engine. */
export const adsList = compileList(
  defineListArea({
    table: 'advertisements',
    list: advertisementList,
    // the other filters: the column of the filter's name
    where: {
      // keywords, ranked (decision 025): the ad's texts, tags, collections' titles and the
      // on-screen text of its creative (media_text)
      search: { ranked: SEARCH.advertisements },
      // array columns: a row matches when it contains the value
      type: { contains: 'type' },
      objective: { contains: 'objective' },
      // the filter's value is text (any id-like or not): compared as text, a bad value finds nothing
      collection: { contains: 'collection_ids::text[]' },
      // in a collection dated that month, each ad once: the (collection_id, advertisement_id)
      // index walks the month's few collections (Home's "This month's collections" counts the same)
      collection_month: {
        condition: `id in (select l.advertisement_id from advertisement_collections l
          join collections c on c.id = l.collection_id where c.collection_date = $month)`,
      },
      // the day the ad was created (ads_created_idx, ads_visible_created_idx serve it)
      created: { between: 'created_at' },
      // who added it, and when and by whom it was last made visible (migration 0040: the ads'
      // stamp trigger keeps them; ads_created_by_idx, ads_published_idx, ads_published_by_idx)
      created_by: { user: 'created_by' },
      published: { between: 'published_at' },
      published_by: { user: 'published_by' },
      // the conditions of Home's insights rollups (migrations 0033, 0037), so its figures and this list agree
      missing: {
        cases: {
          tags: 'cardinality(tags) = 0',
          analysis: "coalesce(btrim(analysis), '') = ''",
          media: "coalesce(media_source, '') = ''",
          processed: "coalesce(media_source, '') <> '' and not media_ready",
        },
      },
    },
    // both SPA lists before any filter: their totals are exact counts
    exactTotalWith: ['visible'],
    orderBy: 'order_by',
    // each has a btree index with and without `visible` (schema.ts)
    orders: { new: sortOn('new', 'boolean', '"new"'), name: 'text', created_at: 'time' },
    // `new` is the key of one order; collections come from the trigger-kept mirror column
    pageColumns:
      'id, name, logo, tags, collection_ids, visible, "new", media_source, analysis, industry, subindustry, type, format, created_at, updated_at',
    // arrays as `json`, which the driver reads with the native JSON.parse instead of its array
    // parser in JavaScript (about a tenth of the server's time per page)
    itemColumns: [
      'id, name, logo, to_json(tags) as tags, to_json(collection_ids) as collection_ids, visible',
      'media_source, analysis, industry, subindustry, to_json(type) as type, format',
      `${isoTimeSql('created_at')} as created_at, ${isoTimeSql('updated_at')} as updated_at`,
      // the creative's thumbnail and placeholder, from its media row
      mediaItemColumns('media_source'),
    ].join(', '),
    /**
     * Written out field by field rather than with rest/spread: an object literal gets one
     * hidden class, which keeps JSON.stringify on V8's fast path (measured: the spread version
     * made the page's serialisation about twice as costly).
     */
    item: (row: PageRow): AdvertisementListItem => ({
      id: row.id,
      name: row.name,
      logo: row.logo,
      tags: row.tags,
      collections: row.collection_ids.map((id) => ({ id })),
      visible: row.visible,
      media_source: row.media_source,
      analysis: row.analysis,
      industry: row.industry,
      subindustry: row.subindustry,
      type: row.type,
      format: row.format,
      created_at: row.created_at,
      updated_at: row.updated_at,
      thumb: row.thumb,
      placeholder: row.placeholder,
    }),
    export: {
      name: 'advertisements',
      fields: EXPORT_FIELDS,
      sql: { new: '"new"', collections: 'collection_ids as collections' },
      times: ['created_at', 'updated_at'],
    },
  }),
);
