import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { MultipleChoiceField } from '../../../kit/form/choice-field';
import { categories } from '../api';
import { ContentEditor } from './content-editor';
import { DescriptionField } from './description-field';
import type { ArticleFormValues } from './form-values';
import { SlugField } from './slug-field';

interface Props {
  articleId?: number;
  followsTitle: boolean;
  followsContent: boolean;
  /** a new article: it saves hidden (SPEC 4) */
  isNew: boolean;
}

/** The article form's fields, in the order an editor fills them. */
export function ArticleFields({ articleId, followsTitle, followsContent, isNew }: Props) {
  const { register, formState } = useFormContext<ArticleFormValues>();
  const options = categories.useAll();
  return (
    <Stack gap="md">
      {isNew && (
        <Alert color="gray" icon={<IconEyeOff size={18} />} p="xs">
          New articles are saved as not visible. Show one from the Blog list when it is ready.
        </Alert>
      )}
      <TextInput label="Title" required {...register('title')} error={formState.errors.title?.message} />
      {/* side by side where there is room; a phone stacks them, so the slug is read whole */}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SlugField articleId={articleId} followsTitle={followsTitle} />
        <MultipleChoiceField<ArticleFormValues>
          name="category_ids"
          label="Categories"
          data={(options.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
        />
      </SimpleGrid>
      <ContentEditor />
      <DescriptionField followsContent={followsContent} />
    </Stack>
  );
}
