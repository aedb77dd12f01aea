import { lazyScreen } from '../../kit/area/area-manifest';

/** The Pricing area's screens under /pricing. */
export const pricingRoutes = [
  lazyScreen('', () => import('./pricing-list-page'), 'PricingListPage'),
  lazyScreen('edit/:id', () => import('./plan-edit-page'), 'PlanEditPage'),
];
