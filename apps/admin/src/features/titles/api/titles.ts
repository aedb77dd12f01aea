import type { TitleSubtitle, TitleSubtitleUpdate } from '@adlib/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const titleKeys = {
  all: ['titles-subtitles'] as const,
  list: () => [...titleKeys.all, 'list'] as const,
  detail: (id: number) => [...titleKeys.all, 'detail', id] as const,
};

export const useTitles = () =>
  useQuery({
    queryKey: titleKeys.list(),
    queryFn: async () => (await api<{ results: TitleSubtitle[] }>('/titles-subtitles')).results,
    // the screen shows the failure in place, with a Retry
    meta: { silent: true },
  });

export const useTitle = (id: number) =>
  useQuery({
    queryKey: titleKeys.detail(id),
    queryFn: () => api<TitleSubtitle>(`/titles-subtitles/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });

export function useUpdateTitle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TitleSubtitleUpdate) =>
      api<{ id: number }>(`/titles-subtitles/edit/${id}`, { method: 'PUT', body }),
    meta: { errorHandledByForm: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titleKeys.all }),
  });
}
