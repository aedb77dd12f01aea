import type { AdvertisementInput } from '@adlib/shared';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';

/** SPEC "Advertisement form", Brand section: Name and Logo url. */
export function BrandFields() {
  const { register, formState } = useFormContext<AdvertisementInput>();
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
