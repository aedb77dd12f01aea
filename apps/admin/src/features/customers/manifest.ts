import { IconUsers } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

export const customersArea = defineArea({
  segment: 'customers',
  role: 'super',
  paths: {
    customers: '/customers/',
    customerNew: '/customers/new',
    customer: (id: number | string) => `/customers/${id}`,
    customerEdit: (id: number | string) => `/customers/edit/${id}`,
  },
  nav: { label: 'Customers', icon: IconUsers, to: '/customers/' },
  palette: {
    actions: [{ label: 'New customer', path: 'customerNew' }],
    records: { area: 'customers', path: 'customer' },
  },
});

export const customerPaths = customersArea.paths;
