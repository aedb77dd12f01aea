import { customerContract } from '@adlib/shared';
import { EditRecordScreen } from '../../../kit/form/edit-record-screen';
import { CUSTOMER } from '../form/customer-declaration';
import { CustomerFields } from '../form/customer-fields';
import { fullName } from '../list/customer-columns';
import { customerPaths } from '../manifest';
import { CUSTOMER_VALUE_NAMES } from '../value-names';

const fields = () => <CustomerFields />;

/** /customers/edit/{id}: the form mounts once the customer is loaded, so a refetch never wipes typing. */
export function EditCustomerPage() {
  return (
    <EditRecordScreen
      declaration={CUSTOMER}
      // back to the customer's page, where Edit was
      back={(user) => ({ to: customerPaths.customer(user.id), label: fullName(user) })}
      title={(user) => (user ? `Edit ${fullName(user)}` : 'Edit customer')}
      history={customerContract.history}
      valueNames={CUSTOMER_VALUE_NAMES}
      skeleton={[58, 58]}
      fields={fields}
      buttons="inline"
    />
  );
}
