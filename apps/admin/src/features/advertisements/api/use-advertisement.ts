import type { Advertisement } from '@adlib/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adKeys } from './keys';

export const fetchAdvertisement = (id: number) => api<Advertisement>(`/advertisements/${id}`);

export const useAdvertisement = (id: number) =>
  useQuery({
    queryKey: adKeys.detail(id),
    queryFn: () => fetchAdvertisement(id),
    enabled: Number.isInteger(id) && id > 0,
    // the form is filled from it once; refetching under the user's typing would not help
    staleTime: Number.POSITIVE_INFINITY,
  });
