import { Checkbox, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { BrandFields } from './brand-fields';
import { ClassificationFields } from './classification-fields';
import { CollectionsField } from './collections-field';
import { CopyFields } from './copy-fields';
import type { AdFormValues } from './form-values';
import { MediaSection } from './media-section';
import type { MediaChoice } from './use-media-choice';

/**
 * Every field of SPEC's "Advertisement form", in its order. Used inside a FormProvider by
 * the new and the edit page, which own saving and the buttons.
 */
export function AdvertisementForm({ media, busy }: { media: MediaChoice; busy?: boolean }) {
  const { control } = useFormContext<AdFormValues>();
  return (
    <Stack gap="lg">
      <BrandFields />
      <Fieldset legend="Ad" radius="md">
        <Stack gap="md">
          <CollectionsField />
          <Group gap="xl" align="flex-start">
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
            <Stack gap={6} role="group" aria-labelledby="ad-placement-label">
              <Text id="ad-placement-label" size="sm" fw={500}>
                Placement
              </Text>
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
            </Stack>
          </Group>
          <MediaSection media={media} disabled={busy} />
          <CopyFields />
          <ClassificationFields />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
