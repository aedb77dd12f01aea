import { ListScreen } from '../../../kit/list/list-screen';
import { customers } from '../api';
import { customerColumns, fullName } from '../list/customer-columns';
import { CustomerTotal } from '../list/customer-total';
import { customerFilters } from '../list/filters';
import { customerPaths, customersArea } from '../manifest';

// module level: the rows are memoised and must not re-render on every scroll frame
const ROWS = { columns: () => customerColumns, name: fullName };

/** /customers/: search, Role and Subscription status filters, the total, the scrolled list. */
export function CustomersListPage() {
  return (
    <ListScreen
      resource={customers}
      filters={customerFilters}
      rows={ROWS}
      noun={['customer', 'customers']}
      area={customersArea}
      exportLabel="Download CSV"
      Total={CustomerTotal}
      create={{ to: customerPaths.customerNew, label: 'New customer' }}
    />
  );
}
