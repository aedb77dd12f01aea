import { historyEndpoints } from '@adlib/shared';
import { RecordEditScreen } from '../../../kit/form/record-edit-screen';
import { customers } from '../api';
import { CustomerForm } from '../form/customer-form';
import { fullName } from '../list/customer-columns';
import { customerPaths } from '../manifest';
import { CUSTOMER_VALUE_NAMES } from '../value-names';

const LIST = { to: customerPaths.customers, label: 'Customers' };

/** /customers/edit/{id}: the form mounts once the customer is loaded, so a refetch never wipes typing. */
export function EditCustomerPage() {
  return (
    <RecordEditScreen
      useOne={customers.useOne}
      what="customer"
      list={LIST}
      // back to the customer's page, where Edit was
      back={(user) => ({ to: customerPaths.customer(user.id), label: fullName(user) })}
      title={(user) => (user ? `Edit ${fullName(user)}` : 'Edit customer')}
      history={historyEndpoints('/api/users', 'user')}
      valueNames={CUSTOMER_VALUE_NAMES}
      // the form is its own card
      layout="wide"
      width={760}
      skeleton={[58, 58]}
    >
      {(user, reload) => <CustomerForm key={user.id} user={user} reload={reload} />}
    </RecordEditScreen>
  );
}
