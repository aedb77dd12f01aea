import { articleContract } from '@adlib/shared';
import { Badge } from '@mantine/core';
import { EditRecordScreen } from '../../../kit/form/edit-record-screen';
import { ARTICLE, articleDeleteDialog, articleFields } from './article-declaration';
import { ArticlePreviewButton } from './article-preview';

/** /blog/edit/:id: loads the article, then shows the form; Delete, Preview, Cancel and Save. */
export function EditArticlePage() {
  return (
    <EditRecordScreen
      declaration={ARTICLE}
      title={() => 'Edit article'}
      description={(article) => (article.author ? `By ${article.author}` : undefined)}
      actions={(article) => (
        <Badge color={article.is_visible ? 'green' : 'gray'} variant="light" size="lg">
          {article.is_visible ? 'Visible' : 'Not visible'}
        </Badge>
      )}
      history={articleContract.history}
      layout="wide"
      width={960}
      skeleton={[58, 360]}
      fields={articleFields}
      deleteDialog={articleDeleteDialog}
      start={(article) => <ArticlePreviewButton author={article.author} />}
    />
  );
}
