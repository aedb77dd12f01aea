import { FileInput, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FilePick } from './use-file-picks';
import { useFileUrl } from './use-file-url';

interface Props<V extends FieldValues> {
  /** the text field holding the stored URL */
  name: FieldPath<V>;
  /** the file pick's label; the text field is '`label` link' */
  label: string;
  pick: FilePick;
  onPick: (file: File | null) => void;
  accept: string;
  /** shown beside the inputs: the picked file at once (before Save uploads it), else the link */
  preview?: (src: string) => ReactNode;
  disabled?: boolean;
}

/**
 * A file pick plus a text field (SPEC 2: profile picture, video slots): a URL may be typed,
 * or a file picked, which uploads after the record is saved (useRecordForm's `uploads`) and
 * then fills the text field with its stored URL.
 */
export function FileTextField<V extends FieldValues>({
  name,
  label,
  pick,
  onPick,
  accept,
  preview,
  disabled,
}: Props<V>) {
  const { field, fieldState } = useController<V>({ name });
  const value = (field.value as string | null | undefined) ?? '';
  const pickedUrl = useFileUrl(pick.file);
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      {preview?.(pickedUrl ?? value)}
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <FileInput
          label={label}
          // the hidden file input's name: the field's, so a test (or a plain form post) finds it
          name={`${name}.file`}
          placeholder="Choose a file"
          accept={accept}
          value={pick.file}
          onChange={onPick}
          leftSection={<IconUpload size={16} />}
          clearable
          error={pick.error}
          disabled={disabled}
        />
        <TextInput
          label={`${label} link`}
          placeholder="https://…"
          value={value}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          leftSection={<IconLink size={16} />}
          error={fieldState.error?.message}
          disabled={disabled}
        />
        {pick.progress !== null && (
          <Stack gap={2}>
            <Progress
              value={pick.progress}
              animated={pick.progress < 100}
              aria-label={`${label} upload progress`}
            />
            <Text size="xs" c="dimmed">
              Uploading {pick.file?.name ?? 'file'}: {Math.round(pick.progress)}%
            </Text>
          </Stack>
        )}
      </Stack>
    </Group>
  );
}
