import { type TiktokListItem, tiktokList } from '@adlib/shared';
import { compileList, defineListArea, isoTimeSql } from '../../lists/index.js';

/** A row of the page query: the list item and its sort key. */
interface PageRow extends TiktokListItem {
  sort_key: string | boolean | null;
}

/** The CSV export's columns, in order: every stored field but search_text. */
const EXPORT_FIELDS = [
  'id',
  'username',
  'post_id',
  'description',
  'likes',
  'views',
  'shares',
  'comments',
  'duration',
  'music_title',
  'created_time',
  'created_for',
  'tiktok_link',
  'download_link',
  'is_ad',
  'new',
  'is_free',
  'industry',
  'created_at',
  'updated_at',
] as const;

/** The TikToks list (admin list and CSV export) on the list engine: newest created_time first. */
export const tiktoksList = compileList(
  defineListArea({
    table: 'tiktoks',
    list: tiktokList,
    where: {
      search: { search: 'search_text' },
      post_id: { prefix: 'post_id' },
      industry: { equals: 'industry' },
      is_ad: { is: 'is_ad' },
    },
    // the unfiltered list: an exact count (cached); any filter counts up to the cap
    exactTotalWith: [],
    // btree indexes on (created_time, id), and behind industry and is_ad (schema.ts)
    defaultOrder: {
      field: 'created_time',
      column: 'created_time',
      key: 'time',
      cast: 'timestamptz',
      desc: true,
    },
    pageColumns: 'id, username, post_id, is_ad, "new", is_free, industry, download_link, created_time',
    itemColumns: `id, username, post_id, is_ad, "new", is_free, industry, download_link, ${isoTimeSql('created_time')} as created_time`,
    // field by field, one hidden class (decision 006)
    item: (row: PageRow): TiktokListItem => ({
      id: row.id,
      username: row.username,
      post_id: row.post_id,
      is_ad: row.is_ad,
      new: row.new,
      is_free: row.is_free,
      industry: row.industry,
      download_link: row.download_link,
      created_time: row.created_time,
    }),
    export: {
      name: 'tiktoks',
      fields: EXPORT_FIELDS,
      sql: { new: '"new"' },
      times: ['created_time', 'created_at', 'updated_at'],
    },
  }),
);
