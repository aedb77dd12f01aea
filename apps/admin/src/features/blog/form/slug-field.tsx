import { slugOf, takenMessage } from '@adlib/shared';
import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSlugCheck } from '../api';
import type { ArticleFormValues } from './form-values';

/**
 * The slug: filled from the title until typed by hand (emptying it hands it back to the
 * title), with whether it is free said beside it.
 */
export function SlugField({ articleId, followsTitle }: { articleId?: number; followsTitle: boolean }) {
  const { register, setValue, control, formState } = useFormContext<ArticleFormValues>();
  const [following, setFollowing] = useState(followsTitle);
  const title = useWatch({ control, name: 'title' });
  const slug = useWatch({ control, name: 'slug' });

  useEffect(() => {
    if (following) setValue('slug', slugOf(title ?? ''), { shouldDirty: true });
  }, [following, title, setValue]);

  const [checked] = useDebouncedValue(slug ?? '', 300);
  const check = useSlugCheck(checked, articleId);
  const current = check.data?.slug === slug;
  const taken = current && check.data?.available === false;
  const field = register('slug', {
    onChange: (e: { target: { value: string } }) => setFollowing(e.target.value === ''),
  });

  return (
    <TextInput
      label="Slug"
      {...field}
      description={
        taken
          ? undefined
          : current
            ? `Free: the article's address ends in /${slug}`
            : 'Filled from the title until you edit it'
      }
      error={formState.errors.slug?.message ?? (taken ? takenMessage('slug') : undefined)}
      rightSection={
        check.isFetching ? (
          <Loader size={14} />
        ) : current && !taken ? (
          <IconCheck size={16} color="green" aria-label="Slug is free" />
        ) : null
      }
    />
  );
}
