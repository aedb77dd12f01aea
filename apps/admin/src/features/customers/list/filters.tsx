import { userList } from '@adlib/shared';
import { declareFilterBar } from '../../../kit/list/declared-filter-bar';
import type { FilterValues } from '../../../kit/list/use-url-filters';

/** The filters the customers bar shows, in the order of their chips. */
export const CUSTOMER_FILTER_KEYS = [
  'search',
  'role',
  'subscription_status',
] as const satisfies readonly (keyof typeof userList.declaration)[];
export type CustomerFilterKey = (typeof CUSTOMER_FILTER_KEYS)[number];

/** The query of GET /users and /users/totalCount besides paging (and of the CSV download). */
export type CustomerListFilters = FilterValues<CustomerFilterKey>;

/** Search (name or e-mail), Role and Subscription status, with chips and Reset All. */
export const CustomerFilterBar = declareFilterBar(userList.declaration, CUSTOMER_FILTER_KEYS);
