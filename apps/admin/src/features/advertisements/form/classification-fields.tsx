import type { AdvertisementInput } from '@adlib/shared';
import {
  AD_FORMATS,
  AD_GENDERS,
  AD_TYPES,
  OBJECTIVES,
  SEASONALS,
  VIDEO_LENGTHS,
  VIDEO_TYPES,
} from '@adlib/shared/lists';
import { SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { MultipleChoiceField, SingleChoiceField } from '../../../kit/form/choice-field';
import { AdSuggestion } from './ad-suggestion';
import { IndustryFields } from './industry-fields';

/**
 * How the ad is classified. SPEC 5's two dependencies live here: the Subindustry field lists
 * the chosen industry's subindustries (and is there only when it has some), and the
 * Seasonal field is there only while Type includes 'Seasonal'. Each dependent value is
 * cleared with its parent, since the server refuses it otherwise.
 */
export function ClassificationFields() {
  const { control, setValue } = useFormContext<AdvertisementInput>();
  const types = useWatch({ control, name: 'type' }) ?? [];

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <IndustryFields />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultipleChoiceField<AdvertisementInput>
          name="type"
          label="Type"
          data={[...AD_TYPES]}
          onPicked={(picked) => {
            if (!picked.includes('Seasonal')) setValue('seasonal', null, { shouldDirty: true });
          }}
        />
        {types.includes('Seasonal') && (
          <SingleChoiceField<AdvertisementInput> name="seasonal" label="Seasonal" data={[...SEASONALS]} />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stack gap={4}>
          <SingleChoiceField<AdvertisementInput> name="format" label="Format" data={[...AD_FORMATS]} />
          <AdSuggestion name="format" label="Format" />
        </Stack>
        <SingleChoiceField<AdvertisementInput> name="video_type" label="Video Type" data={[...VIDEO_TYPES]} />
        <Stack gap={4}>
          <SingleChoiceField<AdvertisementInput>
            name="video_length"
            label="Video Length"
            data={[...VIDEO_LENGTHS]}
          />
          <AdSuggestion name="video_length" label="Video Length" />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultipleChoiceField<AdvertisementInput> name="gender" label="Gender" data={[...AD_GENDERS]} />
        <MultipleChoiceField<AdvertisementInput> name="objective" label="Objective" data={[...OBJECTIVES]} />
      </SimpleGrid>
    </>
  );
}
