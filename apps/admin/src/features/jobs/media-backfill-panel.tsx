import type { MediaBackfillProgress, MediaBackfillSource } from '@adlib/shared';
import { Button, Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorState } from '../../components/error-state';
import { useMediaBackfill, useStartMediaBackfill } from './api';

/** What each walked column holds, in the words of the screens. */
const SOURCE_LABELS: Record<string, string> = {
  'advertisements.media_source': 'Ad creatives',
  'advertisements.logo': 'Ad logos',
  'tiktoks.download_link': 'TikTok videos',
  'ugc_creators.profile_picture': 'Creator profile pictures',
  'ugc_creators.videos': 'Creator clips',
};

const n = (value: number) => value.toLocaleString('en');

/** The button's words, and what it says to a screen reader (the page has other buttons). */
function startLabel(p: MediaBackfillProgress) {
  if (p.running) return { text: 'Running', name: 'The media backfill is running' };
  if (p.sources.length === 0) return { text: 'Start', name: 'Start the media backfill' };
  return p.percent === 100
    ? { text: 'Start again', name: 'Start the media backfill again' }
    : { text: 'Resume', name: 'Resume the media backfill' };
}

function statusLine(p: MediaBackfillProgress) {
  if (p.running) return 'Running: it queues a batch of records at a time and waits while the queue is busy.';
  if (p.sources.length === 0) return 'Not run yet.';
  if (p.percent === 100) return 'Every record was walked.';
  return 'Stopped part-way. Resume carries on where it stopped.';
}

function SourceRow({ source }: { source: MediaBackfillSource }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{SOURCE_LABELS[source.source] ?? source.source}</Text>
      <Text size="sm" c="dimmed" ta="right">
        {source.done
          ? `${n(source.queued)} done`
          : `${n(Math.min(source.queued, source.total))} of ${n(source.total)}`}
      </Text>
    </Group>
  );
}

function ProgressFigures({ progress: p }: { progress: MediaBackfillProgress }) {
  const { media } = p;
  return (
    <Stack gap="xs">
      <Progress
        value={p.percent}
        animated={p.running}
        size="lg"
        aria-label="Media backfill progress"
        aria-valuetext={`${p.percent}% of records walked`}
      />
      <Text size="sm">
        {p.percent}% of records walked · media {n(media.queued)} queued, {n(media.processing)} processing,{' '}
        {n(media.ready)} ready, {n(media.failed)} failed
        {media.reading > 0 && <> · on-screen text being read for {n(media.reading)}</>}
      </Text>
      {p.sources.map((s) => (
        <SourceRow key={s.source} source={s} />
      ))}
    </Stack>
  );
}

/**
 * The media backfill (issue 25 §3): processes the media of records saved before media
 * processing existed, a batch at a time. Start, Resume after a stop, and its progress,
 * followed every 2 s while it runs.
 */
export function MediaBackfillPanel() {
  const progress = useMediaBackfill();
  const start = useStartMediaBackfill();

  const onStart = async () => {
    try {
      await start.mutateAsync();
      notifications.show({ color: 'green', message: 'The media backfill is running' });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      notifications.show({ color: 'red', title: 'The media backfill did not start', message });
    }
  };

  return (
    <Card withBorder radius="md" mb="lg" component="section" aria-labelledby="media-backfill-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 16rem' }}>
            <Text component="h2" fw={600} id="media-backfill-title">
              Media backfill
            </Text>
            <Text size="sm" c="dimmed">
              Makes thumbnails, posters and on-screen text for the media of records saved before media
              processing.
            </Text>
          </div>
          {progress.data && (
            <Button
              onClick={() => void onStart()}
              loading={start.isPending}
              disabled={progress.data.running}
              aria-label={startLabel(progress.data).name}
            >
              {startLabel(progress.data).text}
            </Button>
          )}
        </Group>
        {progress.isPending ? (
          <Skeleton height={60} radius="sm" aria-label="Loading the media backfill" />
        ) : progress.isError ? (
          <ErrorState
            error={progress.error}
            title="Could not load the media backfill"
            onRetry={() => void progress.refetch()}
          />
        ) : (
          <>
            <Text size="sm">{statusLine(progress.data)}</Text>
            {progress.data.sources.length > 0 && <ProgressFigures progress={progress.data} />}
          </>
        )}
      </Stack>
    </Card>
  );
}
