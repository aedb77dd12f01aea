import { WholeListScreen } from '../../kit/list/whole-list-screen';
import { plans } from './api';
import { PLAN_COLUMNS } from './plan-columns';

/** SPEC 2 "Pricing": every plan in one table. */
export function PricingListPage() {
  return (
    <WholeListScreen
      useAll={plans.useAll}
      title="Pricing"
      description="The plans the customer app offers, with their prices and features."
      what="plans"
      skeletonRows={3}
      empty="No plans yet. The server creates the free, monthly and annual plans when it first starts."
      columns={PLAN_COLUMNS}
      minWidth={1000}
    />
  );
}
