import { ListScreen } from '../../../kit/list/list-screen';
import { type CustomerRow, customers } from '../api';
import { customerColumns, fullName } from '../list/customer-columns';
import { CustomerTotal } from '../list/customer-total';
import { CUSTOMER_FILTER_KEYS, CustomerFilterBar } from '../list/filters';
import { customerPaths, customersArea } from '../manifest';

// module level: the rows are memoised and must not re-render on every scroll frame
const rowLabel = (u: CustomerRow) => `${fullName(u)} (#${u.id})`;
const columns = () => customerColumns;

/** /customers/: search, Role and Subscription status filters, the total, the scrolled list. */
export function CustomersListPage() {
  return (
    <ListScreen
      resource={customers}
      title="Customers"
      noun={['customer', 'customers']}
      area={customersArea}
      filterKeys={CUSTOMER_FILTER_KEYS}
      FilterBar={CustomerFilterBar}
      columns={columns}
      rowLabel={rowLabel}
      exportLabel="Download CSV"
      Total={CustomerTotal}
      create={{ to: customerPaths.customerNew, label: 'New customer' }}
      empty={{ filtered: 'No customers match these filters.', none: 'No customers yet.' }}
    />
  );
}
