import { type ArticleRecord, articleInput } from '@adlib/shared';
import { Badge, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../api/client';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { confirmThenDelete } from '../../../kit/form/confirm-then-delete';
import { DeleteButton } from '../../../kit/form/delete-button';
import { FormActions } from '../../../kit/form/form-actions';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { useRecordForm } from '../../../kit/form/use-record-form';
import { WithRecordHistory } from '../../../kit/history/with-record-history';
import { useReturnTo } from '../../../kit/list/return-to';
import { articles } from '../api';
import { blogPaths } from '../manifest';
import { ArticleFields } from './article-fields';
import { ArticlePreviewButton } from './article-preview';
import { descriptionFollowsContent, slugFollowsTitle, toFormValues } from './form-values';

const back = { to: blogPaths.articles, label: 'Blog' };

/** /blog/edit/:id: loads the article, then shows the form. */
export function EditArticlePage() {
  const rawId = useParams().id;
  const id = Number(rawId);
  const article = articles.useOne(id);
  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (article.error instanceof ApiRequestError && article.error.status === 404);

  if (missing) {
    return (
      <>
        <PageHeader back={back} title="Edit article" />
        <ErrorState
          title="No such article"
          error={new Error(`There is no article with id ${rawId}. It may have been deleted.`)}
        />
      </>
    );
  }
  if (article.isError) return <ErrorState error={article.error} onRetry={() => article.refetch()} />;
  if (!article.data) {
    return (
      <>
        <PageHeader back={back} title="Edit article" />
        <Stack aria-busy="true" aria-label="Loading the article" maw={960}>
          <Skeleton h={58} />
          <Skeleton h={360} />
        </Stack>
      </>
    );
  }
  return (
    <WithRecordHistory query={article} path={`/articles/${id}`} what="article">
      <EditArticleScreen
        key={id}
        article={article.data}
        reload={async () => (await article.refetch()).data}
      />
    </WithRecordHistory>
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
    <>
      <PageHeader
        back={{ to: backTo, label: 'Blog' }}
        title="Edit article"
        actions={
          <Badge color={article.is_visible ? 'green' : 'gray'} variant="light" size="lg">
            {article.is_visible ? 'Visible' : 'Not visible'}
          </Badge>
        }
        description={article.author ? `By ${article.author}` : undefined}
      />
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
            <RecordFormButtons
              busy={state.busy}
              blocked={remove.isPending}
              onCancel={() => navigate(backTo)}
            />
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
    </>
  );
}
