import { articleContract, articleInput } from '@adlib/shared';
import { apiAreaRoutes, areaCall, defineApiArea } from '../../area/define-api-area.js';
import { articleRecords, isSlugAvailable, setArticleVisibility } from './article-queries.js';
import { articlesList } from './list.js';

/** The blog's articles (SPEC 7), declared once: super users only. */
const articlesArea = defineApiArea({
  contract: articleContract,
  role: 'super',
  tags: ['blog'],
  records: articleRecords,
  list: {
    compiled: articlesList,
    find: { area: 'blog', keyword: 'search', title: (a) => a.title, detail: (a) => `/${a.slug}` },
  },
  history: { input: articleInput },
  calls: [
    areaCall(articleContract.slugAvailable, async ({ db, query: { slug, id } }) => ({
      slug,
      available: await isSlugAvailable(db, slug, id),
    })),
    // the body's refinement guarantees one of the two spellings
    areaCall(articleContract.visible, ({ db, user, params, body: { is_visible, isVisible } }) =>
      setArticleVisibility(db, user, params.id, Boolean(is_visible ?? isVisible)),
    ),
  ],
});

export const articleRoutes = apiAreaRoutes(articlesArea);
