import {
  type auditEntry,
  type Sent,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
  type UserInput,
  type UserListItem,
  type UserRecord,
} from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { createPathResource } from '../../kit/resource/legacy-path-resource';
import type { CustomerListFilters } from './list/filters';

/** SPEC 7 "Users and memberships": /user1 is the staff edit (role and plan), decision 012. */
/** What the screens read: the shared schemas' types as JSON sends them (times as text). */
export type Customer = Sent<UserRecord>;
export type CustomerRow = Sent<UserListItem>;

export const customers = createPathResource<Customer, CustomerRow, UserInput, CustomerListFilters>(
  'customers',
  {
    list: '/users',
    one: (id) => `/user/${id}`,
    create: '/user1',
    update: (id) => `/user1/${id}`,
    export: { path: '/users/download', fileName: 'users.csv' },
  },
  { listResultsKey: 'records', oneStaleTime: 30_000 },
);

/**
 * The list's total from GET /users/totalCount. SPEC 8 has a failed count return zero; here a
 * failure stays a failure, so the screen shows "—" rather than a wrong "0 customers".
 */
export const useCustomerCount = (filters: CustomerListFilters) =>
  useQuery({
    queryKey: [...customers.keys.lists(), 'count', filters],
    queryFn: () =>
      api<{ count: number; count_is_estimate: boolean }>('/users/totalCount', { query: filters }),
    meta: { silent: true },
  });

export type AuditEntry = Sent<z.output<typeof auditEntry>>;

/** What staff changed on this customer, newest first (the audit log). */
export const useCustomerActivity = (id: number) =>
  useQuery({
    queryKey: [...customers.keys.detail(id), 'activity'],
    queryFn: () =>
      api<{ records: AuditEntry[] }>('/audit-log', {
        query: { entity: 'user', entity_id: String(id), size: 50 },
      }),
    meta: { silent: true },
  });

/**
 * Subscription status and full access: saved at once, said in a notification (`done`), then
 * the detail and lists reload.
 */
function useCustomerAction<Body>(
  path: (id: number) => string,
  method: 'POST' | 'PUT',
  errorTitle: string,
  done: (body: Body) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => api<unknown>(path(id), { method, body }),
    meta: { errorTitle },
    onSuccess: (_data, { id, body }) => {
      notifications.show({ color: 'green', message: done(body) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customers.keys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: customers.keys.lists(), refetchType: 'none' }),
      ]);
    },
  });
}

export const useSetSubscriptionStatus = () =>
  useCustomerAction<{ subscription_status: SubscriptionStatus }>(
    (id) => `/users/${id}/subscription-status`,
    'POST',
    'Subscription status not changed',
    (body) => `Subscription status changed to ${SUBSCRIPTION_STATUS_LABELS[body.subscription_status]}`,
  );

export const useSetFullAccess = () =>
  useCustomerAction<{ full_access: boolean }>(
    (id) => `/user/${id}/access`,
    'PUT',
    'Full access not changed',
    (body) => (body.full_access ? 'Full access given' : 'Full access revoked'),
  );
