import {
  type Membership,
  type MembershipFormValues,
  type MembershipValues,
  membershipForm,
  planContract,
} from '@adlib/shared';
import { EditRecordScreen } from '../../kit/form/edit-record-screen';
import type { RecordScreensDeclaration } from '../../kit/form/record-screens';
import { plans } from './api';
import { pricingPaths } from './manifest';
import { PlanFields } from './plan-fields';

const PLAN: RecordScreensDeclaration<Membership, MembershipFormValues, MembershipValues> = {
  name: 'plans',
  resource: plans,
  schema: membershipForm,
  // SPEC 2: one feature a line in the textarea
  conversions: { features: { toForm: (stored) => (Array.isArray(stored) ? stored.join('\n') : '') } },
  noun: 'Plan',
  what: 'plan',
  list: { to: pricingPaths.pricing, label: 'Pricing' },
  edit: pricingPaths.pricingEdit,
};

// plans are never created nor deleted here: a short form, its buttons under it (its
// tests render it with the loaded record: renderEditForm)
export const PLAN_FORM = {
  declaration: PLAN,
  fields: () => <PlanFields />,
  savedMessage: (plan: Membership) => `Saved the ${plan.name} plan`,
  buttons: 'inline',
} as const;

/** SPEC 2 "Edit plan": the plan of the route's id in its form; Cancel and Save. */
export function PlanEditPage() {
  return (
    <EditRecordScreen
      {...PLAN_FORM}
      title={(plan) => `Edit Plan ${plan?.name ?? '…'}`}
      skeleton={[58, 58, 200]}
      history={planContract.history}
    />
  );
}
