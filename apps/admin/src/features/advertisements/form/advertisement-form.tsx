import type { AdvertisementInput } from '@adlib/shared';
import { Divider, Fieldset, Stack } from '@mantine/core';
import { FieldMediaPanel } from '../../../kit/form/media-panel';
import { RecordMediaField } from '../../../kit/form/record-media-field';
import type { MediaChoice } from '../../../kit/form/use-media-choice';
import { BrandFields } from './brand-fields';
import { ClassificationFields } from './classification-fields';
import { CollectionsField } from './collections-field';
import { CopyFields } from './copy-fields';
import { StatusFields } from './status-fields';

const Part = ({ label }: { label: string }) => <Divider label={label} labelPosition="left" mt="xs" />;

interface Props {
  media: MediaChoice;
  busy?: boolean;
  /** a stored ad (the edit screen): its media panel shows what processing made of the creative */
  stored?: boolean;
}

/**
 * Every field of SPEC's "Advertisement form", in its order. Used inside a FormProvider by
 * the new and the edit page, which own saving and the buttons. The Ad section is long, so
 * light dividers name its parts.
 */
export function AdvertisementForm({ media, busy, stored }: Props) {
  return (
    <Stack gap="lg">
      <BrandFields />
      <Fieldset legend="Ad" radius="md">
        <Stack gap="md">
          <CollectionsField />
          <StatusFields />
          <Part label="Media" />
          {/* a link (drive or link) in `media_source`, or a file to upload */}
          <RecordMediaField<AdvertisementInput> name="media_source" media={media} disabled={busy} />
          {stored && <FieldMediaPanel<AdvertisementInput> name="media_source" title="Media details" />}
          <Part label="Copy" />
          <CopyFields />
          <Part label="Classification" />
          <ClassificationFields />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
