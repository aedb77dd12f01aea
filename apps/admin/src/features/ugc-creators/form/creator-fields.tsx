import { CREATOR_GENDERS, INDUSTRIES, UGC_COUNTRIES } from '@adlib/shared/lists';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { SingleChoiceField } from '../../../kit/form/choice-field';
import type { CreatorFormValues } from './form-values';

const COUNTRIES = [...UGC_COUNTRIES];
const GENDERS = [...CREATOR_GENDERS];
const INDUSTRY_OPTIONS = INDUSTRIES.map((i) => ({ value: i.value, label: i.label }));

type TextName =
  | 'name'
  | 'email'
  | 'age'
  | 'niche'
  | 'city'
  | 'minimum_project'
  | 'minimum_price'
  | 'link_from_creator'
  | 'website'
  | 'instagram_link'
  | 'tiktok_link'
  | 'twitter_link';

/** SPEC 2 "UGC creator create/edit form": every field but the files. */
export function CreatorFields({ disabled }: { disabled?: boolean }) {
  const { register, formState } = useFormContext<CreatorFormValues>();
  const field = (
    name: TextName,
    label: string,
    extra: { required?: boolean; type?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <TextInput
      label={label}
      {...register(name)}
      {...extra}
      error={formState.errors[name]?.message}
      disabled={disabled}
    />
  );
  return (
    <>
      <Fieldset legend="Creator">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('name', 'Name', { required: true })}
          {field('email', 'Email', { type: 'email' })}
          {field('age', 'Age', { inputMode: 'numeric' })}
          <SingleChoiceField<CreatorFormValues> name="gender" label="Gender" data={GENDERS} />
          {field('niche', 'Niche')}
          {field('city', 'City')}
          <SingleChoiceField<CreatorFormValues> name="country" label="Country" data={COUNTRIES} />
          <SingleChoiceField<CreatorFormValues> name="industry" label="Industry" data={INDUSTRY_OPTIONS} />
          {field('minimum_project', 'Minimum Project', { inputMode: 'numeric' })}
          {field('minimum_price', 'Minimum Price', { inputMode: 'decimal' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Links">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('link_from_creator', 'Link from Creator')}
          {field('website', 'Website')}
          {field('instagram_link', 'Instagram Link')}
          {field('tiktok_link', 'Tiktok Link')}
          {field('twitter_link', 'Twitter Link')}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
