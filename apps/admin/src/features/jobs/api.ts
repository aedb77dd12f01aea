import { type JobGroup, jobsContract } from '@adlib/shared';
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
