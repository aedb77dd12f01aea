import { type ArticleInput, type ArticleRecord, type ArticleValues, articleInput } from '@adlib/shared';
import type { ConfirmOptions } from '../../../components/confirm-dialog';
import type { RecordFields, RecordScreensDeclaration } from '../../../kit/form/record-screens';
import { articles } from '../api';
import { blogPaths } from '../manifest';
import { ArticleFields } from './article-fields';
import { descriptionFollowsContent, slugFollowsTitle } from './form-values';

/** An article's new and edit screens. */
export const ARTICLE: RecordScreensDeclaration<ArticleRecord, ArticleInput, ArticleValues> = {
  name: 'articles',
  resource: articles,
  schema: articleInput,
  // the categories' select holds string ids
  conversions: { category_ids: { toForm: (ids) => (Array.isArray(ids) ? ids.map(String) : []) } },
  noun: 'Article',
  what: 'article',
  list: { to: blogPaths.articles, label: 'Blog' },
  edit: blogPaths.articleEdit,
};

/** The fields; on a new article (none loaded) the slug and description follow until typed. */
export const articleFields: RecordFields<ArticleRecord> = (_context, article) => (
  <ArticleFields
    articleId={article?.id}
    isNew={!article}
    followsTitle={slugFollowsTitle(article)}
    followsContent={descriptionFollowsContent(article)}
  />
);

export const articleDeleteDialog = (article: ArticleRecord): ConfirmOptions => ({
  title: 'Delete article',
  text: `Delete “${article.title}”? Readers will no longer find it. It can be restored from the Trash.`,
  confirmLabel: 'Delete',
});
