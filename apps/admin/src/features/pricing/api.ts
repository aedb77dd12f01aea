import { planContract } from '@adlib/shared';
import { createResource } from '../../kit/resource/create-resource';

/**
 * The plans as the pricing screens read them (packages/shared/src/areas/plans.ts): super, never
 * cached, with the version the 409 check needs.
 */
export const plans = createResource('plans', planContract, { oneSilent: true });
