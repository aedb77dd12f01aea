import { customerContract, userInput } from '@adlib/shared';
import { apiAreaRoutes, areaCall, defineApiArea } from '../../area/define-api-area.js';
import { usersList } from './list.js';
import { setFullAccess, setSubscriptionStatus, updateProfile, userRecords } from './queries.js';

/**
 * Customers and users (SPEC 7 "Users and memberships"), super only. The two update paths
 * have separate jobs (decision 012): PUT /api/user1/{id} is the staff edit (profile, role,
 * plan), PUT /api/user/{id} the profile alone.
 */
export const usersArea = defineApiArea({
  contract: customerContract,
  role: 'super',
  tags: ['users'],
  records: userRecords,
  list: {
    compiled: usersList,
    find: {
      area: 'customers',
      keyword: 'search',
      title: (u) => `${u.first_name} ${u.last_name}`.trim() || u.email,
      detail: (u) => u.email,
    },
  },
  history: { input: userInput },
  calls: [
    areaCall(customerContract.profile, async ({ db, user, params, body }) =>
      updateProfile(db, user, params.id, body),
    ),
    areaCall(customerContract.subscriptionStatus, async ({ db, user, params, body }) =>
      setSubscriptionStatus(db, user, params.id, body.subscription_status),
    ),
    areaCall(customerContract.fullAccess, async ({ db, user, params, body }) =>
      setFullAccess(db, user, params.id, body.full_access),
    ),
  ],
});

export const usersRoutes = apiAreaRoutes(usersArea);
