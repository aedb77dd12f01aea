import type { TiktokInput as TiktokFormValues } from '@adlib/shared';
import { INDUSTRIES, tiktokMediaSuggestions } from '@adlib/shared';
import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { SingleChoiceField } from '../../kit/form/choice-field';
import { formatDuration } from '../../kit/form/media-facts';
import { FieldMediaPanel } from '../../kit/form/media-panel';
import { MonthField } from '../../kit/form/month-field';
import { NumberField } from '../../kit/form/number-field';
import { RecordMediaField } from '../../kit/form/record-media-field';
import { SuggestedValue } from '../../kit/form/suggested-value';
import { SwitchField } from '../../kit/form/switch-field';
import type { MediaChoice } from '../../kit/form/use-media-choice';

const industryOptions = INDUSTRIES.map((i) => ({ value: i.value, label: i.label }));
const COUNTS = [
  ['likes', 'Likes'],
  ['views', 'Views'],
  ['shares', 'Shares'],
  ['comments', 'Comments'],
  ['duration', 'Duration'],
] as const;
const TOGGLES = [
  ['is_ad', 'Is Ad'],
  ['new', 'New'],
  ['is_free', 'Is Free'],
] as const;

interface Props {
  media: MediaChoice;
  busy: boolean;
  /** a stored post (the edit screen): its video's media panel shows */
  stored?: boolean;
}

/** Duration in whole seconds, as the post's video tells it (shared tiktokMediaSuggestions). */
const DurationSuggestion = () => (
  <SuggestedValue<TiktokFormValues, 'duration'>
    name="duration"
    label="Duration"
    media="download_link"
    suggest={(info) => tiktokMediaSuggestions(info).duration}
    format={(seconds) => formatDuration(Number(seconds))}
  />
);

/** SPEC 2 "New TikTok": every field of the post, in the SPEC's order. */
export function TiktokFields({ media, busy, stored }: Props) {
  const { register, formState } = useFormContext<TiktokFormValues>();
  const error = (name: keyof TiktokFormValues) => formState.errors[name]?.message;
  return (
    <Stack>
      <Fieldset legend="Post">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="User Name" required {...register('username')} error={error('username')} />
            <TextInput label="Post Id" required {...register('post_id')} error={error('post_id')} />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={3}
            {...register('description')}
            error={error('description')}
          />
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {COUNTS.map(([name, label]) =>
              name === 'duration' ? (
                <Stack key={name} gap={4}>
                  <NumberField<TiktokFormValues> name={name} label={label} />
                  <DurationSuggestion />
                </Stack>
              ) : (
                <NumberField<TiktokFormValues> key={name} name={name} label={label} />
              ),
            )}
          </SimpleGrid>
          <TextInput label="Music Title" {...register('music_title')} error={error('music_title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label="Created Time"
              {...register('created_time')}
              error={error('created_time')}
            />
            <MonthField<TiktokFormValues> name="created_for" label="Created For" />
          </SimpleGrid>
          <TextInput label="Tiktok Link" {...register('tiktok_link')} error={error('tiktok_link')} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Classification">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {TOGGLES.map(([name, label]) => (
              <SwitchField<TiktokFormValues> key={name} name={name} label={label} />
            ))}
          </SimpleGrid>
          <SingleChoiceField<TiktokFormValues> name="industry" label="Industry" data={industryOptions} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Video">
        <Stack>
          {/* a link (drive or link) in download_link, or a video to upload */}
          <RecordMediaField<TiktokFormValues>
            name="download_link"
            media={media}
            accept="video/mp4,video/webm,video/quicktime"
            disabled={busy}
          />
          {stored && <FieldMediaPanel<TiktokFormValues> name="download_link" title="Video details" />}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
