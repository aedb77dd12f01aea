import { NewRecordScreen } from '../../../kit/form/new-record-screen';
import { ARTICLE, articleFields } from './article-declaration';
import { ArticlePreviewButton } from './article-preview';

/** /blog/new: the article form, saved hidden (SPEC 4); Preview, Save & Create other. */
export function NewArticlePage() {
  return (
    <NewRecordScreen
      declaration={ARTICLE}
      title="New article"
      announce="Article created — not visible yet"
      fields={articleFields}
      maw={960}
      start={<ArticlePreviewButton />}
    />
  );
}
