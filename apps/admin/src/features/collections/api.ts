import type { Collection, CollectionBulkInsertResult, CollectionInput, RoleRecord } from '@adlib/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { createPathResource } from '../../kit/resource/legacy-path-resource';

/** GET/POST /collections (data.records, all at once), GET/PUT/DELETE /collections/:id. */
export const collections = createPathResource<
  Collection,
  Collection,
  CollectionInput | Record<string, never>
>(
  'collections',
  {
    list: '/collections',
    one: (id) => `/collections/${id}`,
    create: '/collections',
    update: (id) => `/collections/${id}`,
    remove: (id) => `/collections/${id}`,
    trash: '/collections/trash',
  },
  { allField: 'records', noun: 'Collection' },
);

/** PUT /advertisements-collections/:id { is_new }: the New toggle, saved at once. */
export const newTogglePath = (id: number) => `/advertisements-collections/${id}`;

/** GET /roles: the plan kinds a collection can be shown to (never change while the app runs). */
export const roles = createPathResource<RoleRecord, RoleRecord, never>(
  'roles',
  { list: '/roles', one: (id) => `/roles/${id}` },
  { allField: 'records' },
);

/** POST /collections/bulk-insert (decision 013): `dry_run` only counts. */
export function useBulkInsert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; dry_run: boolean }) =>
      api<CollectionBulkInsertResult>('/collections/bulk-insert', { method: 'POST', body }),
    meta: { errorTitle: 'Bulk Insert failed' },
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: collections.keys.lists() });
    },
  });
}
