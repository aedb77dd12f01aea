import { Accordion, Fieldset, Text } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldMediaPanel } from '../../../kit/form/media-panel';
import { type CreatorFormValues, VIDEO_SLOTS, videoLabel } from './form-values';

/** The creator's files that hold a URL: the profile picture, then each filled video slot. */
function useFilledFiles(): { name: 'profile_picture' | `videos.${number}`; label: string }[] {
  const [profile, videos] = useWatch<CreatorFormValues>({ name: ['profile_picture', 'videos'] }) as [
    string | null | undefined,
    (string | null | undefined)[] | undefined,
  ];
  const files: { name: 'profile_picture' | `videos.${number}`; label: string }[] = [];
  if (profile?.trim()) files.push({ name: 'profile_picture', label: 'Profile Picture' });
  VIDEO_SLOTS.forEach((slot, i) => {
    if (videos?.[i]?.trim()) files.push({ name: `videos.${i}`, label: videoLabel(slot) });
  });
  return files;
}

/**
 * The media panel of each of a stored creator's files, one open at a time (an accordion):
 * seven panels at once would be long, and each opened one asks for its media only then.
 */
export function CreatorMedia() {
  const files = useFilledFiles();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Fieldset legend="Media details">
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No profile picture or video yet.
        </Text>
      ) : (
        <Accordion value={open} onChange={setOpen} variant="separated" order={2}>
          {files.map((file) => (
            <Accordion.Item key={file.name} value={file.name}>
              <Accordion.Control>{file.label}</Accordion.Control>
              <Accordion.Panel>
                {open === file.name && (
                  <FieldMediaPanel<CreatorFormValues>
                    name={file.name}
                    title={`${file.label} details`}
                    headingOrder={3}
                    bare
                  />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Fieldset>
  );
}
