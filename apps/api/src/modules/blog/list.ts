import { type ArticleListItem, articleList, articleListItem } from '@adlib/shared';
import { SEARCH } from '../../db/search-fields.js';
import { compileList, defineListArea, isoTimeSql, itemMapper } from '../../lists/index.js';

/** The blog's article list (GET /api/articles) on the list engine. */
export const articlesList = compileList(
  defineListArea({
    table: 'articles',
    list: articleList,
    // search ranked over title then text (decision 025)
    where: { search: { ranked: SEARCH.articles }, visible: { is: 'is_visible' } },
    exactTotalWith: ['visible'],
    orderBy: 'order_by',
    // each has a btree index on (column, id) (schema.ts)
    orders: { updated_at: 'time', title: 'text' },
    pageColumns: 'id, title, slug, is_visible, user_id, created_at, updated_at',
    // author and categories are looked up for the page's rows only, after LIMIT; the item
    // holds the list-item schema's fields
    itemColumns: [
      'id, title, slug, is_visible',
      `(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) from users u where u.id = p.user_id) as author`,
      `(select coalesce(json_agg(json_build_object('id', c.id, 'title', c.title) order by c."order", c.id desc), '[]'::json)
        from article_categories ac join categories c on c.id = ac.category_id where ac.article_id = p.id) as categories`,
      `${isoTimeSql('created_at')} as created_at, ${isoTimeSql('updated_at')} as updated_at`,
    ].join(', '),
    item: itemMapper<ArticleListItem>(Object.keys(articleListItem.shape)),
    export: {
      name: 'articles',
      fields: ['id', 'title', 'slug', 'description', 'is_visible', 'user_id', 'created_at', 'updated_at'],
      times: ['created_at', 'updated_at'],
    },
  }),
);
