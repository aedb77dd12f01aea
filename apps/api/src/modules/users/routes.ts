import {
  apiResponses,
  fullAccessInput,
  historyEndpoints,
  idParams,
  subscriptionStatusInput,
  userInput,
  userListItem,
  userProfileInput,
  userRecord,
  userSaved,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerHistory } from '../../history/index.js';
import { ok } from '../../http/envelope.js';
import { registerList } from '../../lists/index.js';
import { usersList } from './list.js';
import {
  createUser,
  getUser,
  setFullAccess,
  setSubscriptionStatus,
  USER,
  updateProfile,
  updateUser,
} from './queries.js';

const tags = ['users'];
const superOnly = { role: 'super' as const };

/**
 * Customers and users (SPEC 7 "Users and memberships"), super only. The two update paths
 * have separate jobs (decision 012): PUT /api/user1/{id} is the staff edit (profile, role,
 * plan), PUT /api/user/{id} the profile alone.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, usersList, {
    entity: USER.name,
    role: 'super',
    tags,
    find: {
      area: 'customers',
      keyword: 'search',
      title: (u) => `${u.first_name} ${u.last_name}`.trim() || u.email,
      detail: (u) => u.email,
    },
    page: {
      url: '/api/users',
      summary: 'A page of users: data.records, data.total, data.next_cursor',
      item: userListItem,
      resultsKey: 'records',
    },
    count: {
      url: '/api/users/totalCount',
      summary: 'How many users match the filters: data.count (an estimate past 1,000 when filtered)',
    },
    export: {
      url: '/api/users/download',
      summary: 'Every user matching the filters, as CSV (streamed)',
    },
  });

  /** A write's answer: the id and the new version. */
  const saved = (row: { id: number; updated_at: Date }) => ok({ id: row.id, updated_at: row.updated_at });

  registerHistory(app, {
    endpoints: historyEndpoints('/api/users', 'user'),
    role: 'super',
    tags,
    entity: USER,
    input: userInput,
    load: getUser,
    save: updateUser,
  });

  app.get(
    '/api/user/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'One user with role, plan, collections and live sessions',
        params: idParams,
        response: apiResponses(userRecord),
      },
    },
    async (request) => ok(await getUser(app.db, request.params.id)),
  );

  app.post(
    '/api/user1',
    {
      config: superOnly,
      schema: { tags, summary: 'Create a user', body: userInput, response: apiResponses(userSaved, 201) },
    },
    async (request, reply) => {
      return reply.code(201).send(saved(await createUser(app.db, request.user, request.body)));
    },
  );

  app.put(
    '/api/user1/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary:
          'Staff edit: profile, role and plan (409 when updated_at is stale; a role change ends the sessions)',
        params: idParams,
        body: userInput,
        response: apiResponses(userSaved),
      },
    },
    async (request) => {
      return saved(await updateUser(app.db, request.user, request.params.id, request.body));
    },
  );

  app.put(
    '/api/user/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Profile edit: names and e-mail only (409 when updated_at is stale)',
        params: idParams,
        body: userProfileInput,
        response: apiResponses(userSaved),
      },
    },
    async (request) => {
      return saved(await updateProfile(app.db, request.user, request.params.id, request.body));
    },
  );

  app.post(
    '/api/users/:id/subscription-status',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Set the subscription status',
        params: idParams,
        body: subscriptionStatusInput,
        response: apiResponses(userSaved),
      },
    },
    async (request) => {
      return saved(
        await setSubscriptionStatus(
          app.db,
          request.user,
          request.params.id,
          request.body.subscription_status,
        ),
      );
    },
  );

  app.put(
    '/api/user/:id/access',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Give full access ({ full_access: false } takes it back)',
        params: idParams,
        body: fullAccessInput,
        response: apiResponses(userSaved),
      },
    },
    async (request) => {
      return saved(await setFullAccess(app.db, request.user, request.params.id, request.body.full_access));
    },
  );
};
