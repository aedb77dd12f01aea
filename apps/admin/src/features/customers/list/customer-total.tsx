import { Text } from '@mantine/core';
import { ListTotal } from '../../../kit/list/list-total';
import { customers } from '../api';
import type { CustomerListFilters } from './filters';

const NOUN = ['customer', 'customers'] as const;

/** The total from GET /users/totalCount; a failed count shows "—", never a wrong zero. */
export function CustomerTotal({ filters }: { filters: CustomerListFilters }) {
  const count = customers.useCount(filters);
  if (count.isError) {
    return (
      <Text size="sm" c="dimmed" data-testid="list-total" title="The total could not be counted">
        — customers
      </Text>
    );
  }
  return (
    <ListTotal
      total={count.data?.count ?? null}
      estimate={count.data?.count_is_estimate ?? false}
      noun={NOUN}
    />
  );
}
