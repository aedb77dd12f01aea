import { type MediaRecord, mediaContract } from '@adlib/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '../api/client';

/** One media's processing (GET /api/media?source=), cached by its source URL. */
export const mediaKey = (source: string) => ['media', source] as const;

/** The derivatives change only when the media is processed again: a minute before asking again. */
const FRESH_MS = 60_000;

const mediaQuery = (source: string) => ({
  queryKey: mediaKey(source),
  // null when the URL has no media row yet (404), as the edit screens' media panel reads it
  // under the same key (kit/form/use-media.ts)
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MediaRecord | null> => {
    try {
      return await call(mediaContract.one, { query: { source }, signal });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 404) return null;
      throw err;
    }
  },
  staleTime: FRESH_MS,
  retry: false,
  // a failed read leaves the row's thumbnail in place: no error notification over the list
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
