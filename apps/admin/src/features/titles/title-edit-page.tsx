import { type TitleSubtitle, type TitleSubtitleUpdate, titleSubtitleUpdate } from '@adlib/shared';
import { Card, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { InlineFormActions } from '../../kit/form/inline-form-actions';
import { RecordForm } from '../../kit/form/record-form';
import { RecordFormButtons } from '../../kit/form/record-form-buttons';
import { RouteRecordGate } from '../../kit/form/route-record-gate';
import { useRecordForm } from '../../kit/form/use-record-form';
import { useRouteRecord } from '../../kit/form/use-route-record';
import { titles } from './api';
import { titlePaths } from './manifest';

const LIST = { to: titlePaths.titles, label: 'Titles & Subtitles' };

export function TitleEditPage() {
  const record = useRouteRecord(titles.useOne);
  return (
    <RouteRecordGate
      record={record}
      what="title"
      list={LIST}
      history={(id) => `/titles-subtitles/${id}`}
      loading={
        <EditFrame section="…">
          <Stack aria-busy="true" aria-label="Loading the title">
            <Skeleton h={58} />
            <Skeleton h={170} />
            <Skeleton h={36} w={180} ml="auto" />
          </Stack>
        </EditFrame>
      }
    >
      {(title) => (
        <EditFrame section={title.section}>
          <TitleEditForm
            key={title.id}
            title={title}
            reload={async () => (await record.query.refetch()).data}
          />
        </EditFrame>
      )}
    </RouteRecordGate>
  );
}

function EditFrame({ section, children }: { section: string; children: ReactNode }) {
  return (
    <>
      <PageHeader
        back={{ to: LIST.to, label: LIST.label }}
        title={`Edit Title and Subtitle for ${section}`}
      />
      <Card withBorder radius="md" maw={760} padding="lg">
        {children}
      </Card>
    </>
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
