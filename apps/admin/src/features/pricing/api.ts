import type { Membership, MembershipUpdate } from '@adlib/shared';
import { createPathResource } from '../../kit/resource/legacy-path-resource';

/**
 * The plans as the pricing screens read them: GET /plans and /plans/:id (super, never cached,
 * with the version the 409 check needs), PUT /memberships/:id.
 */
export const plans = createPathResource<Membership, Membership, MembershipUpdate>(
  'plans',
  { list: '/plans', one: (id) => `/plans/${id}`, update: (id) => `/memberships/${id}` },
  { oneSilent: true, allField: 'records' },
);
