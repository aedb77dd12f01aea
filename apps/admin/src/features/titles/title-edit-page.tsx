import {
  historyEndpoints,
  type TitleSubtitle,
  type TitleSubtitleUpdate,
  titleSubtitleUpdate,
} from '@adlib/shared';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { InlineFormActions } from '../../kit/form/inline-form-actions';
import { RecordEditScreen } from '../../kit/form/record-edit-screen';
import { RecordForm } from '../../kit/form/record-form';
import { RecordFormButtons } from '../../kit/form/record-form-buttons';
import { useRecordForm } from '../../kit/form/use-record-form';
import { titles } from './api';
import { titlePaths } from './manifest';

const LIST = { to: titlePaths.titles, label: 'Titles & Subtitles' };

export function TitleEditPage() {
  return (
    <RecordEditScreen
      useOne={titles.useOne}
      what="title"
      list={LIST}
      title={(t) => `Edit Title and Subtitle for ${t?.section ?? '…'}`}
      history={historyEndpoints('/api/titles-subtitles', 'title')}
      skeleton={[58, 170, 36]}
    >
      {(title, reload) => <TitleEditForm key={title.id} title={title} reload={reload} />}
    </RecordEditScreen>
  );
}

const toValues = (t: TitleSubtitle): TitleSubtitleUpdate => ({
  title: t.title,
  subtitle: t.subtitle ?? '',
  // sent back so the API can answer 409 when someone else saved in between
  updated_at: t.updated_at,
});

/** Mounted once the record is loaded, so the form starts from it and a refetch never wipes typing. */
export function TitleEditForm({
  title,
  reload,
}: {
  title: TitleSubtitle;
  reload: () => Promise<TitleSubtitle | undefined>;
}) {
  const navigate = useNavigate();
  const save = titles.useSave();
  const state = useRecordForm({
    schema: titleSubtitleUpdate,
    defaultValues: toValues(title),
    save: (body) => save.mutateAsync({ id: title.id, body }),
    reload: async () => {
      const fresh = await reload();
      return fresh && toValues(fresh);
    },
    onSaved: (_outcome, after) => {
      if (after === 'stay') return; // Ctrl/⌘+S: the kit said "Saved"
      notifications.show({ color: 'green', message: `Saved the title of ${title.section}` });
      navigate(titlePaths.titles);
    },
  });
  const { register, formState } = state.form;

  return (
    <RecordForm
      state={state}
      what="title"
      actions={
        <InlineFormActions>
          <RecordFormButtons busy={state.busy} onCancel={() => navigate(titlePaths.titles)} />
        </InlineFormActions>
      }
    >
      <Stack>
        <TextInput label="Title" {...register('title')} error={formState.errors.title?.message} required />
        <Textarea
          label="Subtitle"
          rows={6}
          {...register('subtitle')}
          error={formState.errors.subtitle?.message}
        />
      </Stack>
    </RecordForm>
  );
}
