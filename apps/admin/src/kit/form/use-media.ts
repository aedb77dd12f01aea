import { type MediaRecord, mediaContract } from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, call } from '../../api/client';

const KEY = ['media'] as const;
/** Queued or processing media move by themselves: the panel follows them this often. */
export const MEDIA_POLL_MS = 3000;

const mediaKey = (source: string) => [...KEY, source] as const;

/** Still moving: worth asking again soon. */
const isMediaBusy = (media: MediaRecord | null | undefined) =>
  media?.state === 'queued' || media?.state === 'processing' || media?.text_pending === true;

/**
 * A media URL's processing (GET /api/media): the record, or null when the URL has no media
 * row yet (404: never processed). Asked again every few seconds while queued or processing,
 * and while its on-screen text is read; no more once that is done or it failed. The panel and the suggestions share it by the URL.
 */
export function useMedia(source: string | null | undefined) {
  const url = source?.trim() ?? '';
  return useQuery({
    queryKey: mediaKey(url),
    queryFn: async ({ signal }): Promise<MediaRecord | null> => {
      try {
        return await call(mediaContract.one, { query: { source: url }, signal });
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }
    },
    enabled: url !== '',
    refetchInterval: (query) => (isMediaBusy(query.state.data) ? MEDIA_POLL_MS : false),
  });
}

/** Processes a media (again): its answer, queued, replaces what the panel shows, so polling resumes. */
export function useRetryMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (source: string) => call(mediaContract.retry, { body: { source } }),
    onSuccess: (media, source) => client.setQueryData(mediaKey(source.trim()), media),
  });
}
