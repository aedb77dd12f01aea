import {
  customerContract,
  type ResponseOf,
  type Sent,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
  type UserListItem,
  type UserRecord,
} from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { createResource } from '../../kit/resource/create-resource';
import type { CustomerListFilters } from './list/filters';

/** What the screens read: the shared schemas' types as JSON sends them (times as text). */
export type Customer = Sent<UserRecord>;
export type CustomerRow = Sent<UserListItem>;

/**
 * Customers' calls (packages/shared/src/areas/customers.ts) as query hooks: SPEC 7 "Users and
 * memberships", /user1 the staff edit (role and plan, decision 012); the list's total from its
 * own count call (SPEC 8 has a failed count return zero; here the screen shows "—").
 */
export const customers = createResource<typeof customerContract, CustomerListFilters>(
  'customers',
  customerContract,
  { oneStaleTime: 30_000 },
);

export type AuditEntry = ResponseOf<typeof customerContract.activity>['records'][number];

/** What staff changed on this customer, newest first (the audit log). */
export const useCustomerActivity = (id: number) =>
  useQuery({
    queryKey: [...customers.keys.detail(id), 'activity'],
    queryFn: () =>
      call(customerContract.activity, { query: { entity: 'user', entity_id: String(id), size: 50 } }),
    meta: { silent: true },
  });

/**
 * Subscription status and full access: saved at once (`send`), said in a notification
 * (`done`), then the detail and lists reload.
 */
function useCustomerAction<Body>(
  send: (id: number, body: Body) => Promise<unknown>,
  errorTitle: string,
  done: (body: Body) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => send(id, body),
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
  useCustomerAction(
    (id, body: { subscription_status: SubscriptionStatus }) =>
      call(customerContract.subscriptionStatus, { params: { id }, body }),
    'Subscription status not changed',
    (body) => `Subscription status changed to ${SUBSCRIPTION_STATUS_LABELS[body.subscription_status]}`,
  );

export const useSetFullAccess = () =>
  useCustomerAction(
    (id, body: { full_access: boolean }) => call(customerContract.fullAccess, { params: { id }, body }),
    'Full access not changed',
    (body) => (body.full_access ? 'Full access given' : 'Full access revoked'),
  );
