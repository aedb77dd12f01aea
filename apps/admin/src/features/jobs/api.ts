import { type JobGroup, jobsContract, mediaBackfillContract } from '@adlib/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

const KEY = ['background-jobs'] as const;
/** The queue moves by itself: the screen follows it while open. */
const REFRESH_MS = 5000;
export const JOBS_PAGE_SIZE = 50;

export const useJobCounts = () =>
  useQuery({
    queryKey: [...KEY, 'counts'],
    queryFn: ({ signal }) => call(jobsContract.counts, { signal }),
    refetchInterval: REFRESH_MS,
  });

export const useJobs = (group: JobGroup, page: number) =>
  useQuery({
    queryKey: [...KEY, 'list', group, page],
    queryFn: ({ signal }) =>
      call(jobsContract.list, { query: { group, page, size: JOBS_PAGE_SIZE }, signal }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** Retry of a failed job; the counts and every list are read again after it. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(jobsContract.retry, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

const BACKFILL_KEY = ['media-backfill'] as const;
/** While it runs (or media wait), the panel follows it every 2 s; idle, it stops asking. */
const BACKFILL_REFRESH_MS = 2000;

export const useMediaBackfill = () =>
  useQuery({
    queryKey: BACKFILL_KEY,
    queryFn: ({ signal }) => call(mediaBackfillContract.progress, { signal }),
    refetchInterval: (query) => {
      const p = query.state.data;
      return p && (p.running || p.media.queued + p.media.processing > 0) ? BACKFILL_REFRESH_MS : false;
    },
  });

/** Start (or resume) the media backfill; answers its progress, which the panel shows at once. */
export function useStartMediaBackfill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(mediaBackfillContract.start, {}),
    onSuccess: (progress) => client.setQueryData(BACKFILL_KEY, progress),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
