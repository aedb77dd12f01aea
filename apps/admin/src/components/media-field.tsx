import { MEDIA_TYPES, type MediaType } from '@adlib/shared/lists';
import { FileInput, Group, Progress, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const TYPE_LABELS: Record<MediaType, string> = { drive: 'Drive', file: 'File', link: 'Link' };

export interface MediaFieldProps {
  mediaType: MediaType;
  onMediaTypeChange: (type: MediaType) => void;
  link: string;
  onLinkChange: (link: string) => void;
  onLinkBlur?: () => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** the message for whichever input is shown */
  error?: ReactNode;
  /** the label of the media input; the radio group is labelled "`label` Type" */
  label?: string;
  accept?: string;
  /** 0–100 while the picked file uploads; null otherwise */
  progress?: number | null;
  disabled?: boolean;
}

/**
 * SPEC 4 "Media type": drive or link take a link in a text field, file takes a file from
 * this computer (uploaded after the record is saved, with `progress` shown here).
 */
export function MediaField(props: MediaFieldProps) {
  const { mediaType, label = 'Media', progress = null, disabled } = props;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={`${label} Type`}
        value={mediaType}
        onChange={(v) => props.onMediaTypeChange(v as MediaType)}
      >
        <Group gap="lg" mt={4}>
          {MEDIA_TYPES.map((t) => (
            <Radio key={t} value={t} label={TYPE_LABELS[t]} disabled={disabled} />
          ))}
        </Group>
      </Radio.Group>
      {mediaType === 'file' ? (
        <FileInput
          label={label}
          placeholder="Choose an image or a video"
          accept={props.accept ?? 'image/*,video/*'}
          value={props.file}
          onChange={props.onFileChange}
          leftSection={<IconUpload size={16} />}
          clearable
          error={props.error}
          disabled={disabled}
        />
      ) : (
        <TextInput
          label={label}
          placeholder={mediaType === 'drive' ? 'https://drive.google.com/…' : 'https://…/ad.mp4'}
          value={props.link}
          onChange={(e) => props.onLinkChange(e.currentTarget.value)}
          onBlur={props.onLinkBlur}
          leftSection={<IconLink size={16} />}
          error={props.error}
          disabled={disabled}
        />
      )}
      {progress !== null && (
        <Stack gap={2}>
          <Progress value={progress} animated={progress < 100} aria-label="Upload progress" />
          <Text size="xs" c="dimmed">
            Uploading {props.file?.name ?? 'file'}: {Math.round(progress)}%
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
