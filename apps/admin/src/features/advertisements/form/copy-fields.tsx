import type { AdvertisementInput } from '@adlib/shared';
import { CALLS_TO_ACTION } from '@adlib/shared/lists';
import { SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { SingleChoiceField } from '../../../kit/form/choice-field';

/** The ad's own words: primary text, headline, description, display link, call to action, analysis, tags. */
export function CopyFields() {
  const { register, control, formState } = useFormContext<AdvertisementInput>();
  const { errors } = formState;
  return (
    <>
      <Textarea
        label="Primary text"
        autosize
        minRows={3}
        maxRows={10}
        {...register('primary_text')}
        error={errors.primary_text?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Headline" {...register('headline')} error={errors.headline?.message} />
        <TextInput
          label="Display Link"
          placeholder="shop.example.com"
          {...register('display_link')}
          error={errors.display_link?.message}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
        {...register('description')}
        error={errors.description?.message}
      />
      <SingleChoiceField<AdvertisementInput>
        name="call_to_action"
        label="Call to Action"
        placeholder="Choose a button"
        data={[...CALLS_TO_ACTION]}
      />
      <Textarea
        label="Analysis"
        autosize
        minRows={3}
        maxRows={12}
        {...register('analysis')}
        error={errors.analysis?.message}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsInput
            label="Tags"
            // the long hint only while empty: beside the tags the box is ~100px wide
            placeholder={field.value?.length ? 'Add a tag' : 'Type a tag and press Enter'}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            error={fieldState.error?.message ?? errors.tags?.root?.message}
          />
        )}
      />
    </>
  );
}
