import { articleInput } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FormActions } from '../../../kit/form/form-actions';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { RemountableForm } from '../../../kit/form/remountable-form';
import { useRecordForm } from '../../../kit/form/use-record-form';
import { articles } from '../api';
import { blogPaths } from '../manifest';
import { ArticleFields } from './article-fields';
import { ArticlePreviewButton } from './article-preview';
import { emptyArticle } from './form-values';

export function NewArticlePage() {
  return (
    <RemountableForm>{(startAnother) => <NewArticleScreen onCreateAnother={startAnother} />}</RemountableForm>
  );
}

function NewArticleScreen({ onCreateAnother }: { onCreateAnother: () => void }) {
  const navigate = useNavigate();
  const save = articles.useSave();
  const state = useRecordForm({
    schema: articleInput,
    defaultValues: emptyArticle(),
    save: (body) => save.mutateAsync({ body }),
    onSaved: (_outcome, after) => {
      notifications.show({ color: 'green', message: 'Article created — not visible yet' });
      if (after === 'another') {
        window.scrollTo({ top: 0 });
        onCreateAnother();
      } else navigate(blogPaths.articles);
    },
  });

  return (
    <>
      <PageHeader title="New article" back={{ to: blogPaths.articles, label: 'Blog' }} />
      <RecordForm
        state={state}
        what="article"
        maw={960}
        actions={
          <FormActions start={<ArticlePreviewButton />}>
            <RecordFormButtons
              busy={state.busy}
              onCancel={() => navigate(blogPaths.articles)}
              onSaveAndCreateOther={() => void state.submitAs('another')()}
            />
          </FormActions>
        }
      >
        <ArticleFields isNew followsTitle followsContent />
      </RecordForm>
    </>
  );
}
