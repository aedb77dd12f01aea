import { type TitleSubtitleUpdate, titleSubtitleUpdate } from '@adlib/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ConflictAlert } from '../../components/conflict-alert';
import { ErrorState } from '../../components/error-state';
import { applyServerErrors, isConflict } from '../../components/form-errors';
import { PageHeader } from '../../components/page-header';
import { useSaveShortcut } from '../../components/use-save-shortcut';
import { useUnsavedChanges } from '../../components/use-unsaved-changes';
import { paths } from '../../config/paths';
import { useTitle, useUpdateTitle } from './api/titles';

const FIELDS = ['title', 'subtitle'] as const;

export function TitleEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const title = useTitle(id);
  const update = useUpdateTitle(id);
  const [conflict, setConflict] = useState(false);
  const form = useForm<TitleSubtitleUpdate>({
    resolver: zodResolver(titleSubtitleUpdate),
    defaultValues: { title: '', subtitle: '' },
  });
  const { register, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (title.data) {
      reset({ title: title.data.title, subtitle: title.data.subtitle, updated_at: title.data.updated_at });
    }
  }, [title.data, reset]);

  const allowLeave = useUnsavedChanges(formState.isDirty);

  const save = handleSubmit(async (values) => {
    setConflict(false);
    try {
      await update.mutateAsync(values);
      notifications.show({ color: 'green', message: 'Title saved' });
      allowLeave();
      navigate(paths.titles);
    } catch (err) {
      if (isConflict(err)) setConflict(true);
      else if (!applyServerErrors(err, setError, FIELDS))
        notifications.show({ color: 'red', title: 'Not saved', message: (err as Error).message });
    }
  });
  useSaveShortcut(() => void save());

  if (title.isError) return <ErrorState error={title.error} onRetry={() => title.refetch()} />;

  return (
    <>
      <PageHeader title={`Edit Title and Subtitle for ${title.data?.section ?? '…'}`} />
      <Card withBorder radius="md" maw={760} padding="lg">
        {title.isPending ? (
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={140} />
          </Stack>
        ) : (
          <form onSubmit={save} noValidate>
            <Stack>
              {conflict && (
                <ConflictAlert
                  what="title"
                  onReload={async () => {
                    const fresh = await title.refetch();
                    if (fresh.data)
                      reset({
                        title: fresh.data.title,
                        subtitle: fresh.data.subtitle,
                        updated_at: fresh.data.updated_at,
                      });
                    setConflict(false);
                  }}
                />
              )}
              <TextInput
                label="Title"
                {...register('title')}
                error={formState.errors.title?.message}
                required
              />
              <Textarea
                label="Subtitle"
                rows={6}
                {...register('subtitle')}
                error={formState.errors.subtitle?.message}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate(paths.titles)}>
                  Cancel
                </Button>
                <Button type="submit" loading={formState.isSubmitting}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Card>
    </>
  );
}
