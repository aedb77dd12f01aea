import { PageHeader } from '../../../components/page-header';
import { CustomerForm } from '../form/customer-form';
import { customerPaths } from '../manifest';

/** /customers/new: Save goes to the new customer's detail. */
export function NewCustomerPage() {
  return (
    <>
      <PageHeader back={{ to: customerPaths.customers, label: 'Customers' }} title="New customer" />
      <CustomerForm />
    </>
  );
}
