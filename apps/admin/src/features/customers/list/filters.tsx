import { userList } from '@adlib/shared';
import { declareFilters, type FiltersOf } from '../../../kit/list/declare-filters';

/** Search (name or e-mail), Role and Subscription status, with chips and Reset All. */
export const customerFilters = declareFilters(userList, ['search', 'role', 'subscription_status']);
/** The query of GET /users and /users/totalCount besides paging (and of the CSV download). */
export type CustomerListFilters = FiltersOf<typeof customerFilters>;
