import { userList } from '@adlib/shared';
import { declareFilters, type FiltersOf } from '../../../kit/list/declare-filters';

/**
 * Search (name or e-mail), Role and Subscription status, with chips and Reset All; then what
 * Home's customer tiles link with (decision 030): Full access, the day a subscription was
 * active on, an Event and the days it happened on, the days a member signed in.
 */
export const customerFilters = declareFilters(userList, [
  'search',
  'role',
  'subscription_status',
  'full_access',
  'active_on',
  'subscription_event',
  'event_days',
  'signed_in',
]);
/** The query of GET /users and /users/totalCount besides paging (and of the CSV download). */
export type CustomerListFilters = FiltersOf<typeof customerFilters>;
