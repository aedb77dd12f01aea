import { oneEndpoint, savedVersion, updateEndpoint, wholeListEndpoint } from '../contract/area-contract.js';
import { historyEndpoints } from '../contract/capabilities.js';
import { membershipPublic, membershipRecord, membershipUpdate } from '../schemas/membership.js';

/**
 * Pricing plans' calls (SPEC 5): the plans are fixed, so there is no create or delete. The
 * pricing screens read /api/plans (super, never cached, with the version the 409 check needs);
 * the customer app reads /api/memberships (no token, cached briefly).
 */
export const planContract = {
  all: wholeListEndpoint(
    '/api/plans',
    'Every plan with its version, for the pricing screens: data.records',
    membershipRecord,
    'records',
  ),
  one: oneEndpoint('/api/plans/:id', 'One plan with its version', membershipRecord),
  update: updateEndpoint(
    '/api/memberships/:id',
    'Edit a plan (period read-only; 409 when updated_at is stale)',
    membershipUpdate,
    savedVersion,
  ),
  history: historyEndpoints('/api/plans', 'plan'),
  /** SPEC 6: public, what the customer app's pricing page shows */
  public: {
    all: wholeListEndpoint(
      '/api/memberships',
      'Every plan, for the customer app (no token, cached briefly): data.memberships',
      membershipPublic,
      'memberships',
    ),
    one: oneEndpoint('/api/memberships/:id', 'One plan (no token, cached briefly)', membershipPublic),
  },
};
