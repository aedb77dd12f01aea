import type { AdvertisementInput } from '@adlib/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adKeys } from './keys';

export interface SavedAdvertisement {
  id: number;
  updated_at: string;
}

/** POST /advertisements without an id, PUT /advertisements/:id with one. */
export function useSaveAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdvertisementInput }) =>
      id
        ? api<SavedAdvertisement>(`/advertisements/${id}`, { method: 'PUT', body })
        : api<SavedAdvertisement>('/advertisements', { method: 'POST', body }),
    meta: { errorHandledByForm: true },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: adKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adKeys.detail(saved.id) });
    },
  });
}
