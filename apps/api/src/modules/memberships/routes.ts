import {
  apiResponses,
  historyEndpoints,
  idParams,
  membershipPublic,
  membershipRecord,
  membershipUpdate,
  sentTime,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerHistory } from '../../history/index.js';
import { ok } from '../../http/envelope.js';
import { getPlan, listPlans, PLAN, toPublicPlan, toStaffPlan, updatePlan } from './queries.js';

const tags = ['memberships'];
/** The customer app reads plans on every pricing page; prices change rarely. */
const PUBLIC_CACHE = 'public, max-age=60';

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public (SPEC 6: no token): what the customer app's pricing page shows.
  registerHistory(app, {
    endpoints: historyEndpoints('/api/plans', 'plan'),
    role: 'super',
    tags,
    entity: PLAN,
    input: membershipUpdate,
    load: getPlan,
    save: updatePlan,
    // the table keeps features as JSON text; the form sends them as a list
    toValues: (_db, plan) => ({ ...plan, features: JSON.parse(String(plan.features ?? '[]')) }),
  });

  app.get(
    '/api/memberships',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'Every plan, for the customer app (no token, cached briefly): data.memberships',
        response: apiResponses(z.object({ memberships: z.array(membershipPublic) })),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ok({ memberships: (await listPlans(app.db)).map(toPublicPlan) });
    },
  );

  app.get(
    '/api/memberships/:id',
    {
      config: { role: 'public' },
      schema: {
        tags,
        summary: 'One plan (no token, cached briefly)',
        params: idParams,
        response: apiResponses(membershipPublic),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ok(toPublicPlan(await getPlan(app.db, request.params.id)));
    },
  );

  // The pricing screens read here, never from the cached public answers: after a save the
  // table must show the new price, and the edit form needs the version for the 409 check.
  app.get(
    '/api/plans',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'Every plan with its version, for the pricing screens: data.records',
        response: apiResponses(z.object({ records: z.array(membershipRecord) })),
      },
    },
    async () => ok({ records: (await listPlans(app.db)).map(toStaffPlan) }),
  );

  app.get(
    '/api/plans/:id',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'One plan with its version',
        params: idParams,
        response: apiResponses(membershipRecord),
      },
    },
    async (request) => ok(toStaffPlan(await getPlan(app.db, request.params.id))),
  );

  app.put(
    '/api/memberships/:id',
    {
      config: { role: 'super' },
      schema: {
        tags,
        summary: 'Edit a plan (period read-only; 409 when updated_at is stale)',
        params: idParams,
        body: membershipUpdate,
        response: apiResponses(z.object({ id: z.number().int(), updated_at: sentTime.optional() })),
      },
    },
    async (request) => {
      const row = await updatePlan(app.db, request.user, request.params.id, request.body);
      return ok({ id: request.params.id, updated_at: row?.updated_at });
    },
  );
};
