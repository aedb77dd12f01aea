import type { MediaInfoRow } from '@adlib/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import {
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useFormContext,
  useWatch,
} from 'react-hook-form';
import { useFieldMediaSource } from './media-panel';
import { useMedia } from './use-media';

/** The form's value and a suggestion are the same when they read the same ('15' and 15, null and ''). */
const sameValue = (current: unknown, suggested: unknown) => String(current ?? '') === String(suggested ?? '');

/**
 * What a record's processed media suggests for one of its fields, from the media URL the form
 * holds now: nothing until that media is ready. Shares the panel's query (same URL, same cache).
 */
export function useMediaSuggestion<V extends FieldValues, T>(
  mediaField: FieldPath<V>,
  suggest: (info: MediaInfoRow) => T | undefined,
): { value: T; kind: MediaInfoRow['kind'] } | undefined {
  const source = useFieldMediaSource<V>(mediaField);
  const media = useMedia(source).data;
  if (!source || media?.state !== 'ready' || !media.info) return undefined;
  const value = suggest(media.info);
  return value === undefined ? undefined : { value, kind: media.info.kind };
}

interface Props<V extends FieldValues, N extends FieldPath<V>> {
  /** the field the suggestion fills */
  name: N;
  /** the field's label, for the button's accessible name ("Use Video for Format") */
  label: string;
  /** the field holding the media URL it is read from */
  media: FieldPath<V>;
  /** what the media's facts suggest for the field; undefined: nothing to say */
  suggest: (info: MediaInfoRow) => FieldPathValue<V, N> | undefined;
  /** how the value reads (default: as it is) */
  format?: (value: FieldPathValue<V, N>) => string;
}

/**
 * A suggestion from the record's media beside one field (issue 25 §3), shown only when the
 * media is ready and its suggestion differs from the field's value (empty included): "Suggested
 * from the video: Less than 20 sec — Use". Use sets the field and marks the form changed: the
 * user still saves. Nothing is ever written without that click.
 */
export function SuggestedValue<V extends FieldValues, N extends FieldPath<V>>({
  name,
  label,
  media,
  suggest,
  format = String,
}: Props<V, N>) {
  const { control, setValue } = useFormContext<V>();
  const current = useWatch<V, N>({ control, name });
  const suggestion = useMediaSuggestion<V, FieldPathValue<V, N>>(media, suggest);
  if (!suggestion || sameValue(current, suggestion.value)) return null;
  const shown = format(suggestion.value);
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <IconSparkles size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed" style={{ minWidth: 0 }}>
        Suggested from the {suggestion.kind}:{' '}
        <Text span size="xs" fw={600} c="var(--mantine-color-text)">
          {shown}
        </Text>
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        aria-label={`Use ${shown} for ${label}`}
        onClick={() => setValue(name, suggestion.value, { shouldDirty: true, shouldValidate: true })}
      >
        Use
      </Button>
    </Group>
  );
}
