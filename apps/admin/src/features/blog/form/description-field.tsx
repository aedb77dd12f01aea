import { descriptionOf } from '@adlib/shared';
import { Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ArticleFormValues } from './form-values';

/** The description: the first paragraph's text until typed by hand (SPEC 4). */
export function DescriptionField({ followsContent }: { followsContent: boolean }) {
  const { register, setValue, control, formState } = useFormContext<ArticleFormValues>();
  const [following, setFollowing] = useState(followsContent);
  const content = useWatch({ control, name: 'content' });

  useEffect(() => {
    if (following) setValue('description', descriptionOf(content ?? ''), { shouldDirty: true });
  }, [following, content, setValue]);

  return (
    <Textarea
      label="Description"
      description={
        following ? 'The first paragraph, until you edit it' : 'Empty it to use the first paragraph again'
      }
      autosize
      minRows={2}
      maxRows={6}
      {...register('description', {
        onChange: (e: { target: { value: string } }) => setFollowing(e.target.value === ''),
      })}
      error={formState.errors.description?.message}
    />
  );
}
