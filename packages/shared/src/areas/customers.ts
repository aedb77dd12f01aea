import { createEndpoint, oneEndpoint, pageEndpoint, updateEndpoint } from '../contract/area-contract.js';
import { countEndpoint, exportEndpoint, facetsEndpoint, historyEndpoints } from '../contract/capabilities.js';
import { endpoint } from '../contract/endpoint.js';
import { idParams } from '../schemas/common.js';
import {
  fullAccessInput,
  subscriptionStatusInput,
  userInput,
  userList,
  userListItem,
  userProfileInput,
  userRecord,
  userSaved,
} from '../schemas/user.js';
import { auditLogContract } from './audit-log.js';

const base = '/api/users';

/**
 * Customers' calls (SPEC 7 "Users and memberships"), with SPEC's paths: the list is /api/users
 * and names its rows `records`; one user is /api/user/{id}; /api/user1 is the staff create and
 * edit (profile, role, plan), /api/user/{id} the profile alone (decision 012). No delete.
 */
export const customerContract = {
  page: pageEndpoint(
    base,
    'A page of users: data.records, data.total, data.next_cursor',
    userList.query,
    userListItem,
    'records',
  ),
  one: oneEndpoint('/api/user/:id', 'One user with role, plan, collections and live sessions', userRecord),
  create: createEndpoint('/api/user1', 'Create a user', userInput, userSaved),
  update: updateEndpoint(
    '/api/user1/:id',
    'Staff edit: profile, role and plan (409 when updated_at is stale; a role change ends the sessions)',
    userInput,
    userSaved,
  ),
  count: countEndpoint(`${base}/totalCount`, 'users', userList.filters),
  export: exportEndpoint(`${base}/download`, 'users', 'users.csv'),
  // role, subscription status and full access: their options' counts (decision 025)
  facets: facetsEndpoint(`${base}/facets`, 'users', userList.query),
  history: historyEndpoints(base, 'user'),
  profile: updateEndpoint(
    '/api/user/:id',
    'Profile edit: names and e-mail only (409 when updated_at is stale)',
    userProfileInput,
    userSaved,
  ),
  subscriptionStatus: endpoint({
    method: 'POST',
    path: `${base}/:id/subscription-status`,
    summary: 'Set the subscription status',
    params: idParams,
    body: subscriptionStatusInput,
    response: userSaved,
  }),
  fullAccess: endpoint({
    method: 'PUT',
    path: '/api/user/:id/access',
    summary: 'Give full access ({ full_access: false } takes it back)',
    params: idParams,
    body: fullAccessInput,
    response: userSaved,
  }),
  /** the customer's activity: the audit log's read (served by the audit log, not this area) */
  activity: auditLogContract.page,
};
