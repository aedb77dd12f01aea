import { lazyScreen } from '../../kit/area/area-manifest';

/**
 * SPEC 2: the customers area is loaded lazily in four pieces (all, id, new, edit), each its
 * own chunk fetched on first visit to its screen. `new` and `edit/:id` are listed before
 * `:id`, though the router ranks them by specificity anyway.
 */
export const customerRoutes = [
  lazyScreen('', () => import('./pages/customers-list-page'), 'CustomersListPage'),
  lazyScreen('new', () => import('./pages/new-customer-page'), 'NewCustomerPage'),
  lazyScreen('edit/:id', () => import('./pages/edit-customer-page'), 'EditCustomerPage'),
  lazyScreen(':id', () => import('./pages/customer-detail-page'), 'CustomerDetailPage'),
];
