import type { BULK_ACTIONS } from '@adlib/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adKeys } from './keys';

export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /advertisements/bulk; afterwards the lists start again from the first page. */
export function useBulkAdvertisements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; action: BulkAction }) =>
      api<{ count: number }>('/advertisements/bulk', { method: 'POST', body }),
    meta: { errorTitle: 'Bulk action failed' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adKeys.details() });
      return queryClient.resetQueries({ queryKey: adKeys.lists() });
    },
  });
}
