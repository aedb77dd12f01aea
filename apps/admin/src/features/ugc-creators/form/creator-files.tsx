import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { MediaPreview } from '../../../components/media-preview';
import { FileTextField } from '../../../kit/form/file-text-field';
import { RoundImagePreview } from '../../../kit/form/round-image-preview';
import type { FilePicks } from '../../../kit/form/use-file-picks';
import { type CreatorFormValues, PROFILE, VIDEO_SLOTS, videoLabel } from './form-values';

/** SPEC 2: the profile picture with a round preview, and six video slots with an mp4 preview. */
export function CreatorFiles({ picks, disabled }: { picks: FilePicks; disabled?: boolean }) {
  return (
    <>
      <Fieldset legend="Profile Picture">
        <FileTextField<CreatorFormValues>
          name="profile_picture"
          label="Profile Picture"
          accept="image/png,image/jpeg,image/webp"
          pick={picks.get(PROFILE)}
          onPick={(f) => picks.setFile(PROFILE, f)}
          preview={(src) => <RoundImagePreview src={src} alt="Profile picture preview" />}
          disabled={disabled}
        />
      </Fieldset>
      <Fieldset legend="Videos">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {VIDEO_SLOTS.map((slot, i) => (
            <Stack key={slot} gap="xs">
              <FileTextField<CreatorFormValues>
                name={`videos.${i}`}
                label={videoLabel(slot)}
                accept="video/mp4,video/quicktime,video/webm"
                pick={picks.get(slot)}
                onPick={(f) => picks.setFile(slot, f)}
                disabled={disabled}
              />
              <VideoPreview slot={slot} index={i} />
            </Stack>
          ))}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

/** SPEC 2: an mp4 preview when the slot's value contains .mp4. */
function VideoPreview({ slot, index }: { slot: string; index: number }) {
  const value = useWatch<CreatorFormValues>({ name: `videos.${index}` }) as string | null | undefined;
  if (!value?.includes('.mp4')) return null;
  return <MediaPreview src={value} kind="video" alt={`${videoLabel(slot)} preview`} maxHeight={200} />;
}
