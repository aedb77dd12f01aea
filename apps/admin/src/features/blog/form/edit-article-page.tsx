import { type ArticleRecord, articleInput, historyEndpoints } from '@adlib/shared';
import { Badge } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { confirmThenDelete } from '../../../kit/form/confirm-then-delete';
import { DeleteButton } from '../../../kit/form/delete-button';
import { FormActions } from '../../../kit/form/form-actions';
import { RecordEditScreen } from '../../../kit/form/record-edit-screen';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { useRecordForm } from '../../../kit/form/use-record-form';
import { useReturnTo } from '../../../kit/list/return-to';
import { articles } from '../api';
import { blogPaths } from '../manifest';
import { ArticleFields } from './article-fields';
import { ArticlePreviewButton } from './article-preview';
import { descriptionFollowsContent, slugFollowsTitle, toFormValues } from './form-values';

const LIST = { to: blogPaths.articles, label: 'Blog' };

/** /blog/edit/:id: loads the article, then shows the form. */
export function EditArticlePage() {
  return (
    <RecordEditScreen
      useOne={articles.useOne}
      what="article"
      list={LIST}
      title={() => 'Edit article'}
      description={(article) => (article.author ? `By ${article.author}` : undefined)}
      actions={(article) => (
        <Badge color={article.is_visible ? 'green' : 'gray'} variant="light" size="lg">
          {article.is_visible ? 'Visible' : 'Not visible'}
        </Badge>
      )}
      history={historyEndpoints('/api/articles', 'article')}
      layout="wide"
      width={960}
      skeleton={[58, 360]}
    >
      {(article, reload) => <EditArticleScreen key={article.id} article={article} reload={reload} />}
    </RecordEditScreen>
  );
}

function EditArticleScreen({
  article,
  reload,
}: {
  article: ArticleRecord;
  reload: () => Promise<ArticleRecord | undefined>;
}) {
  const navigate = useNavigate();
  const backTo = useReturnTo(blogPaths.articles);
  const save = articles.useSave();
  const remove = articles.useDelete();
  const state = useRecordForm({
    schema: articleInput,
    defaultValues: toFormValues(article),
    save: (body) => save.mutateAsync({ id: article.id, body }),
    reload: async () => {
      const fresh = await reload();
      return fresh && toFormValues(fresh);
    },
    onSaved: () => {
      notifications.show({ color: 'green', message: 'Article saved' });
      navigate(backTo);
    },
  });
  const busy = state.busy || remove.isPending;

  const onDelete = async () => {
    const confirm = {
      title: 'Delete article',
      text: `Delete “${article.title}”? Readers will no longer find it. It can be restored from the Trash.`,
      confirmLabel: 'Delete',
    };
    if (!(await confirmThenDelete(confirm, () => remove.mutateAsync(article.id)))) return;
    // the kit says it, with Undo (the record went to the trash)
    state.allowLeave();
    navigate(blogPaths.articles);
  };

  return (
    <RecordForm
      state={state}
      what="article"
      maw={960}
      actions={
        <FormActions
          start={
            <>
              <DeleteButton onClick={onDelete} busy={busy} deleting={remove.isPending} />
              <ArticlePreviewButton author={article.author} />
            </>
          }
        >
          <RecordFormButtons busy={state.busy} blocked={remove.isPending} onCancel={() => navigate(backTo)} />
        </FormActions>
      }
    >
      <ArticleFields
        articleId={article.id}
        isNew={false}
        followsTitle={slugFollowsTitle(article)}
        followsContent={descriptionFollowsContent(article)}
      />
    </RecordForm>
  );
}
