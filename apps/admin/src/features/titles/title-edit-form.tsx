import { type TitleSubtitle, type TitleSubtitleUpdate, titleSubtitleUpdate } from '@adlib/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Kbd, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConflictAlert } from '../../components/conflict-alert';
import { applyServerErrors, isConflict } from '../../components/form-errors';
import { useSaveShortcut } from '../../components/use-save-shortcut';
import { useUnsavedChanges } from '../../components/use-unsaved-changes';
import { paths } from '../../config/paths';
import { useUpdateTitle } from './api/titles';

const FIELDS = ['title', 'subtitle'] as const;
const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

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
  const update = useUpdateTitle(title.id);
  const [conflict, setConflict] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<TitleSubtitleUpdate>({
    resolver: zodResolver(titleSubtitleUpdate),
    defaultValues: toValues(title),
  });
  const allowLeave = useUnsavedChanges(formState.isDirty);
  const saving = formState.isSubmitting;

  const save = handleSubmit(async (values) => {
    setConflict(false);
    try {
      await update.mutateAsync(values);
      notifications.show({ color: 'green', message: `Saved the title of ${title.section}` });
      allowLeave();
      navigate(paths.titles);
    } catch (err) {
      if (isConflict(err)) setConflict(true);
      else if (!applyServerErrors(err, setError, FIELDS))
        notifications.show({
          color: 'red',
          title: 'Not saved',
          message: err instanceof Error ? err.message : 'Something went wrong',
        });
    }
  });
  useSaveShortcut(() => {
    if (!saving) void save();
  });

  const reloadTheirs = async () => {
    const fresh = await reload();
    if (fresh) reset(toValues(fresh));
    setConflict(false);
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack>
        {conflict && <ConflictAlert what="title" onReload={() => void reloadTheirs()} />}
        <TextInput label="Title" {...register('title')} error={formState.errors.title?.message} required />
        <Textarea
          label="Subtitle"
          rows={6}
          {...register('subtitle')}
          error={formState.errors.subtitle?.message}
        />
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            <Kbd size="xs">{IS_MAC ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">S</Kbd> saves
          </Text>
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={() => navigate(paths.titles)}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={saving}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
