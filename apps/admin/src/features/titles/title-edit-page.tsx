import {
  type TitleSubtitle,
  type TitleSubtitleUpdate,
  titleContract,
  titleSubtitleUpdate,
} from '@adlib/shared';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { EditRecordScreen } from '../../kit/form/edit-record-screen';
import type { RecordScreensDeclaration } from '../../kit/form/record-screens';
import { titles } from './api';
import { titlePaths } from './manifest';

const TITLE: RecordScreensDeclaration<
  TitleSubtitle,
  TitleSubtitleUpdate,
  z.output<typeof titleSubtitleUpdate>
> = {
  name: 'titles-subtitles',
  resource: titles,
  schema: titleSubtitleUpdate,
  noun: 'Title',
  what: 'title',
  list: { to: titlePaths.titles, label: 'Titles & Subtitles' },
  edit: titlePaths.titleEdit,
};

function TitleFields() {
  const { register, formState } = useFormContext<TitleSubtitleUpdate>();
  return (
    <Stack>
      <TextInput label="Title" {...register('title')} error={formState.errors.title?.message} required />
      <Textarea
        label="Subtitle"
        rows={6}
        {...register('subtitle')}
        error={formState.errors.subtitle?.message}
      />
    </Stack>
  );
}

// sections are never created nor deleted here: a short form, its buttons under it (its
// tests render it with the loaded record: renderEditForm)
export const TITLE_FORM = {
  declaration: TITLE,
  fields: () => <TitleFields />,
  savedMessage: (title: TitleSubtitle) => `Saved the title of ${title.section}`,
  buttons: 'inline',
} as const;

/** SPEC 2 "Edit Title and Subtitle": the section's title of the route's id in its form. */
export function TitleEditPage() {
  return (
    <EditRecordScreen
      {...TITLE_FORM}
      title={(t) => `Edit Title and Subtitle for ${t?.section ?? '…'}`}
      history={titleContract.history}
      skeleton={[58, 170, 36]}
    />
  );
}
