import { NewRecordScreen } from '../../../kit/form/new-record-screen';
import { CUSTOMER } from '../form/customer-declaration';
import { CustomerFields } from '../form/customer-fields';

const fields = () => <CustomerFields />;

/** /customers/new: Save goes to the new customer's detail. */
export function NewCustomerPage() {
  return (
    <NewRecordScreen
      declaration={CUSTOMER}
      title="New customer"
      fields={fields}
      layout="card"
      buttons="inline"
      createOther={false}
    />
  );
}
