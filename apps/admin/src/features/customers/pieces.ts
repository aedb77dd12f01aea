import { type AreaPiece, screenPiece } from '../../kit/area/area-manifest';

/**
 * SPEC 2: the customers area is loaded lazily in four pieces (all, id, new, edit), each its
 * own chunk fetched on first visit to its screen. Paths are relative to /customers; `new`
 * and `edit/:id` are listed before `:id`, though the router ranks them by specificity anyway.
 */
export const customerPieces: readonly AreaPiece[] = [
  { path: '', load: screenPiece(() => import('./pages/customers-list-page'), 'CustomersListPage') },
  { path: 'new', load: screenPiece(() => import('./pages/new-customer-page'), 'NewCustomerPage') },
  { path: 'edit/:id', load: screenPiece(() => import('./pages/edit-customer-page'), 'EditCustomerPage') },
  { path: ':id', load: screenPiece(() => import('./pages/customer-detail-page'), 'CustomerDetailPage') },
];
