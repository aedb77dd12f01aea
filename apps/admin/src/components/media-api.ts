import { type MediaRecord, mediaContract } from '@adlib/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

/** One media's processing (GET /api/media?source=), cached by its source URL. */
export const mediaKey = (source: string) => ['media', source] as const;

/** The derivatives change only when the media is processed again: a minute before asking again. */
const FRESH_MS = 60_000;

const mediaQuery = (source: string) => ({
  queryKey: mediaKey(source),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(mediaContract.one, { query: { source }, signal }),
  staleTime: FRESH_MS,
  retry: false,
  // a media not processed yet answers 404: the preview says so in place, no error notification
  meta: { silent: true },
});

/** A media's state and derivatives; nothing is asked while `source` is empty. */
export function useMediaRecord(source: string | null | undefined) {
  return useQuery({ ...mediaQuery(source ?? ''), enabled: Boolean(source) });
}

/** The same, outside React's render (a tile's first hover); null when the server has none. */
export function fetchMediaRecord(client: QueryClient, source: string): Promise<MediaRecord | null> {
  return client.fetchQuery(mediaQuery(source)).catch(() => null);
}

/** The frames of a video's strip (strip-0 … strip-7), in order; empty when it has none. */
export function stripFrames(media: MediaRecord | null | undefined): string[] {
  const frames: string[] = [];
  for (let i = 0; ; i++) {
    const url = media?.derivatives[`strip-${i}`];
    if (!url) return frames;
    frames.push(url);
  }
}
