import type { Collection } from '@adlib/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adKeys } from './keys';

/** The Collections multi-select's options: every collection by title. */
export const useCollectionOptions = () =>
  useQuery({
    queryKey: adKeys.collectionOptions(),
    queryFn: async () => {
      const { records } = await api<{ records: Collection[] }>('/collections');
      return records.map((c) => ({ value: String(c.id), label: c.title || `Collection ${c.id}` }));
    },
    staleTime: 5 * 60_000,
    // the field itself says the options did not load
    meta: { silent: true },
  });
