import type { AdvertisementInput } from '@adlib/shared';
import { Input, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckboxField, SwitchField } from '../../../kit/form/switch-field';

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
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Labelled id="ad-visibility-label" label="Visibility">
        <SwitchField<AdvertisementInput> name="visible" label="Visible" />
      </Labelled>
      <Labelled id="ad-placement-label" label="Placement">
        <CheckboxField<AdvertisementInput> name="placement" label="Instagram Stories" />
      </Labelled>
    </SimpleGrid>
  );
}
