import type { MediaRecord } from '@adlib/shared';
import {
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  type TitleOrder,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { mediaFacts } from './media-facts';
import { MediaFrames } from './media-frames';
import classes from './media-panel.module.css';
import { MediaStateActions, MediaStateBadge } from './media-panel-state';
import { MediaText } from './media-text';
import { useMedia } from './use-media';

/** Typing a link asks for its media once the typing stops, not at every key. */
const MEDIA_SOURCE_DELAY_MS = 500;

/** A media URL a form field holds, as the panel and the suggestions read it: trimmed, after typing stops. */
export function useFieldMediaSource<V extends FieldValues>(name: FieldPath<V>): string {
  const value = useWatch<V>({ name }) as unknown;
  const source = typeof value === 'string' ? value.trim() : '';
  // the first value is at once (the stored record's link); later edits wait for a pause
  const [settled] = useDebouncedValue(source, MEDIA_SOURCE_DELAY_MS);
  return settled;
}

export interface MediaPanelProps {
  /** the media URL the record holds (a link, or a stored upload's address) */
  source: string | null | undefined;
  /** the panel's heading: "Media details", "Video details" */
  title: string;
  /** the heading's level in the page (default 2: a section of the edit screen) */
  headingOrder?: TitleOrder;
  /** inside a container that already shows its name (an accordion item): no border, the heading for screen readers only */
  bare?: boolean;
}

/** What the panel says, read out by screen readers when it changes (queued → processing → ready). */
function stateSentence(media: MediaRecord | null | undefined): string {
  if (media === undefined) return '';
  if (media === null) return 'This media has not been processed yet.';
  switch (media.state) {
    case 'queued':
      return 'Queued: it will be processed shortly.';
    case 'processing':
      return 'Processing: the details appear here when it is done.';
    case 'ready':
      return 'Ready.';
    case 'failed':
      return 'Processing failed.';
  }
}

/**
 * A record's media as processing sees it (issue 25 §3): the state (Queued, Processing…,
 * Ready, Failed with its reason and Retry; followed every few seconds until it settles), the
 * file's facts, the poster and the frame strip, and the words read on screen. A URL never
 * processed says so, with Process.
 */
export function MediaPanel({ source, title, headingOrder = 2, bare }: MediaPanelProps) {
  const headingId = useId();
  const url = source?.trim() ?? '';
  const query = useMedia(url);
  const media = url ? query.data : undefined;
  // a poll that fails keeps what was read before; only a first read that failed shows the error
  const unread = query.isError && media === undefined;

  const body = (): ReactNode => {
    if (!url)
      return (
        <Text size="sm" c="dimmed">
          No media yet: add a link or upload a file, then save.
        </Text>
      );
    if (unread)
      return (
        <Alert color="red" icon={<IconAlertTriangle />} title="Could not load the media details" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{query.error.message}</Text>
            <Button size="compact-sm" variant="white" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      );
    if (media === undefined)
      return (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the media details">
          <Skeleton h={16} w="60%" />
          <Skeleton h={16} w="80%" />
          <Skeleton h={140} />
        </Stack>
      );
    return <MediaDetails media={media} />;
  };

  const content = (
    <Stack gap="sm">
      <Group justify={bare ? 'flex-end' : 'space-between'} gap="xs">
        <Title order={headingOrder} size="h5" id={headingId} className={bare ? classes.srOnly : undefined}>
          {title}
        </Title>
        {url && media !== undefined && <MediaStateBadge state={media?.state ?? null} />}
      </Group>
      {/* a live region: the state changes on its own while the panel polls; the badge shows it */}
      <VisuallyHidden role="status" aria-live="polite">
        {url ? stateSentence(media) : ''}
      </VisuallyHidden>
      {url && media !== undefined && <MediaStateActions source={url} media={media} />}
      {body()}
    </Stack>
  );
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder={!bare} radius="md" p={bare ? 0 : 'sm'}>
      {content}
    </Paper>
  );
}

/** The facts, the frames and the words of a processed (or partly processed) media. */
function MediaDetails({ media }: { media: MediaRecord | null }) {
  if (!media) return null;
  return (
    <Stack gap="sm">
      {media.info && (
        <div role="group" aria-label="File details">
          <dl className={classes.facts}>
            {mediaFacts(media.info).map((fact) => (
              <div key={fact.label} style={{ display: 'contents' }}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <MediaFrames media={media} />
      {media.state === 'ready' && <MediaText text={media.ocr_text} pending={media.text_pending} />}
    </Stack>
  );
}

/** The panel for the media URL a form field holds now (react-hook-form's watch), inside the record form. */
export function FieldMediaPanel<V extends FieldValues>({
  name,
  ...props
}: Omit<MediaPanelProps, 'source'> & { name: FieldPath<V> }) {
  const source = useFieldMediaSource<V>(name);
  return <MediaPanel source={source} {...props} />;
}
