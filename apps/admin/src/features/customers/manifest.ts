import { IconUsers } from '@tabler/icons-react';
import { recordArea } from '../../kit/area/record-area';

export const customersArea = recordArea('customers', 'super', {
  paths: { list: 'customers', record: 'customer', at: '/customers/' },
  morePaths: { customer: (id: number | string) => `/customers/${id}` },
  noun: ['customer', 'customers'],
  nav: { icon: IconUsers },
  // a customer found by the palette opens the customer's own page
  palette: { open: 'customer' },
});

export const customerPaths = customersArea.paths;
