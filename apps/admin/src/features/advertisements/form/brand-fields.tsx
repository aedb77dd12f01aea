import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { AdFormValues } from './form-values';

/** SPEC "Advertisement form", Brand section: Name and Logo url. */
export function BrandFields() {
  const { register, formState } = useFormContext<AdFormValues>();
  const { errors } = formState;
  return (
    <Fieldset legend="Brand" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" required {...register('name')} error={errors.name?.message} />
        <TextInput
          label="Logo url"
          placeholder="https://…/logo.png"
          {...register('logo')}
          error={errors.logo?.message}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
