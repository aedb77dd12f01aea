import { Anchor, Badge, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time';
import type { ListColumn } from '../../../kit/list/list-column';
import type { CustomerRow } from '../api';
import { customerPaths } from '../manifest';
import { SubscriptionBadge } from '../subscription-badge';

export const fullName = (u: Pick<CustomerRow, 'first_name' | 'last_name'>) =>
  `${u.first_name} ${u.last_name}`.trim() || '(no name)';

/** ID, Name (opens the detail), E-mail, Role, Subscription status, Full access, Created, Last sign-in. */
export const customerColumns: ListColumn<CustomerRow>[] = [
  { key: 'id', header: 'ID', width: 80, render: (u) => u.id },
  {
    key: 'name',
    header: 'Name',
    card: 'title',
    render: (u) => (
      <Anchor component={Link} to={customerPaths.customer(u.id)} fw={500}>
        {fullName(u)}
      </Anchor>
    ),
  },
  {
    key: 'email',
    header: 'E-mail',
    render: (u) => (
      <Text size="sm" truncate>
        {u.email}
      </Text>
    ),
  },
  { key: 'role', header: 'Role', width: 120, render: (u) => <Badge variant="outline">{u.role}</Badge> },
  {
    key: 'subscription_status',
    header: 'Subscription',
    width: 130,
    render: (u) => <SubscriptionBadge status={u.subscription_status} />,
  },
  {
    key: 'full_access',
    header: 'Full access',
    width: 100,
    render: (u) => (u.full_access ? <IconCheck size={18} aria-label="Full access" /> : null),
  },
  { key: 'created_at', header: 'Created', width: 130, render: (u) => <RelativeTime value={u.created_at} /> },
  {
    key: 'last_signin_at',
    header: 'Last sign-in',
    width: 130,
    render: (u) =>
      u.last_signin_at ? (
        <RelativeTime value={u.last_signin_at} />
      ) : (
        <Text size="sm" c="dimmed">
          never
        </Text>
      ),
  },
];
