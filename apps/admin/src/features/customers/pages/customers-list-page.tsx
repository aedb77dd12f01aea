import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ExportCsvButton } from '../../../kit/list/export-csv-button';
import { InfiniteList } from '../../../kit/list/infinite-list';
import { useListPage } from '../../../kit/list/use-list-page';
import type { CustomerRow } from '../api';
import { customers } from '../api';
import { customerColumns, fullName } from '../list/customer-columns';
import { CustomerTotal } from '../list/customer-total';
import { CUSTOMER_FILTER_KEYS, CustomerFilterBar } from '../list/filters';
import { customerPaths } from '../manifest';

// module level: the rows are memoised and must not re-render on every scroll frame
const rowKey = (u: CustomerRow) => u.id;
const rowLabel = (u: CustomerRow) => `${fullName(u)} (#${u.id})`;

/** /customers/: search, Role and Subscription status filters, the total, the scrolled list. */
export function CustomersListPage() {
  const { url, filters, pages, isFiltered } = useListPage({
    keys: CUSTOMER_FILTER_KEYS,
    fixed: {},
    useList: customers.useInfiniteList,
  });
  return (
    <>
      <PageHeader
        title="Customers"
        actions={
          <Group gap="sm">
            <CustomerTotal filters={filters} />
            <ExportCsvButton
              label="Download CSV"
              run={(onProgress) => customers.exportCsv(filters, onProgress)}
            />
            <Button component={Link} to={customerPaths.customerNew} leftSection={<IconPlus size={16} />}>
              New customer
            </Button>
          </Group>
        }
      />
      <CustomerFilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      <InfiniteList<CustomerRow, number>
        label="Customers"
        pages={pages}
        columns={customerColumns}
        rowKey={rowKey}
        rowLabel={rowLabel}
        emptyText={isFiltered ? 'No customers match these filters.' : 'No customers yet.'}
      />
    </>
  );
}
