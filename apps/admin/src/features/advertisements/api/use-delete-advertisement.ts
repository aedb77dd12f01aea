import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adKeys } from './keys';

export function useDeleteAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/advertisements/${id}`, { method: 'DELETE' }),
    meta: { errorTitle: 'Not deleted' },
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: adKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: adKeys.lists() });
    },
  });
}
