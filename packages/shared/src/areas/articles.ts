import { areaContract } from '../contract/area-contract.js';
import { facetsEndpoint, historyEndpoints, trashEndpoints } from '../contract/capabilities.js';
import { endpoint } from '../contract/endpoint.js';
import {
  articleCreate,
  articleInput,
  articleListItem,
  articleRecord,
  articleSaved,
  articleVisibility,
  articleVisibilitySet,
  slugCheck,
  slugCheckQuery,
} from '../schemas/article.js';
import { articleList } from '../schemas/article-list.js';
import { idParams } from '../schemas/common.js';
import { AREA_BASES } from './trashes.js';

const base = AREA_BASES.articles;
const records = areaContract({
  base,
  noun: 'article',
  record: articleRecord,
  input: articleInput,
  saved: articleSaved,
  list: {
    item: articleListItem,
    query: articleList.query,
    summary: 'A page of articles: data.total, data.results, data.next_cursor (search, visible)',
  },
  // SPEC 7 spells the record's writes in the singular
  paths: { update: '/api/article/:id', remove: '/api/article/:id' },
  summaries: {
    one: 'One article, categories as ids',
    create: 'Create an article: always not visible; slug and description derived when left empty',
    update: 'Edit an article (409 when updated_at is stale)',
    remove: 'Move an article to the trash (data.batch: what Undo restores)',
  },
});

/** The blog's articles (SPEC 7), as the API registers them and the panel calls them. */
export const articleContract = {
  ...records,
  // a create names its author too (the edit keeps it)
  create: { ...records.create, body: articleCreate },
  trash: trashEndpoints(base, 'articles'),
  history: historyEndpoints(base, 'article'),
  // the Visible filter's counts (decision 025)
  facets: facetsEndpoint(`${base}/facets`, 'articles', articleList.query),
  visible: endpoint({
    method: 'PUT',
    path: `${base}/:id/visible`,
    summary: "The list's Visible toggle (is_visible; isVisible accepted)",
    params: idParams,
    body: articleVisibility,
    response: articleVisibilitySet,
  }),
  slugAvailable: endpoint({
    method: 'GET',
    path: `${base}/slug-available`,
    summary: 'Whether a slug is free (for the article `id` being edited)',
    query: slugCheckQuery,
    response: slugCheck,
  }),
};
