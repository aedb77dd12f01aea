import { type UserInput, userInput } from '@adlib/shared';
import type { z } from 'zod';
import type { RecordScreensDeclaration } from '../../../kit/form/record-screens';
import { type Customer, customers } from '../api';
import { customerPaths } from '../manifest';

/** The staff form (PUT /user1) of a customer: Save leads to the customer's page. */
export const CUSTOMER: RecordScreensDeclaration<Customer, UserInput, z.output<typeof userInput>> = {
  name: 'customers',
  resource: customers,
  schema: userInput,
  noun: 'Customer',
  what: 'customer',
  list: { to: customerPaths.customers, label: 'Customers' },
  edit: customerPaths.customerEdit,
  show: customerPaths.customer,
};
