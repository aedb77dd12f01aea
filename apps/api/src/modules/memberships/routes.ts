import { membershipUpdate, planContract } from '@adlib/shared';
import { apiAreaRoutes, areaCall, defineApiArea } from '../../area/define-api-area.js';
import { getPlan, listPlans, planRecords, toPublicPlan } from './queries.js';

/** The customer app reads plans on every pricing page; prices change rarely. */
const PUBLIC_CACHE = 'public, max-age=60';

/** Pricing plans' API (SPEC 5), declared once: super users edit, the customer app reads. */
export const membershipsArea = defineApiArea({
  contract: planContract,
  role: 'super',
  tags: ['memberships'],
  records: planRecords,
  history: {
    input: membershipUpdate,
    // the audit log holds the stored row; the table keeps features as JSON text, the form sends
    // them as a list
    load: getPlan,
    toValues: (_db, plan) => ({ ...plan, features: JSON.parse(String(plan.features ?? '[]')) }),
  },
  calls: [
    areaCall(
      planContract.public.all,
      async ({ db, reply }) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return { memberships: (await listPlans(db)).map(toPublicPlan) };
      },
      'public',
    ),
    areaCall(
      planContract.public.one,
      async ({ db, params, reply }) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return toPublicPlan(await getPlan(db, params.id));
      },
      'public',
    ),
  ],
});

export const membershipsRoutes = apiAreaRoutes(membershipsArea);
