import type { AdvertisementInput } from '@adlib/shared';
import { Checkbox, Input, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

/** A heading over one control, so that the two controls side by side line up. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Stack gap={8} role="group" aria-labelledby={id}>
      <Input.Label id={id} component="div">
        {label}
      </Input.Label>
      {children}
    </Stack>
  );
}

/** The Visible toggle and the Placement checkbox 'Instagram Stories'. */
export function StatusFields() {
  const { control } = useFormContext<AdvertisementInput>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Labelled id="ad-visibility-label" label="Visibility">
        <Controller
          control={control}
          name="visible"
          render={({ field }) => (
            <Switch
              label="Visible"
              checked={field.value ?? false}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Labelled>
      <Labelled id="ad-placement-label" label="Placement">
        <Controller
          control={control}
          name="placement"
          render={({ field }) => (
            <Checkbox
              label="Instagram Stories"
              checked={field.value ?? false}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Labelled>
    </SimpleGrid>
  );
}
