import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/session';
import { RelativeTime } from '../../../components/relative-time';
import { RecordEditScreen } from '../../../kit/form/record-edit-screen';
import { SessionsPanel } from '../../../kit/sessions/sessions-panel';
import type { Customer } from '../api';
import { customers } from '../api';
import { CustomerActivity } from '../detail/customer-activity';
import { FullAccessButton } from '../detail/full-access-button';
import { SubscriptionControl } from '../detail/subscription-control';
import { CUSTOMER } from '../form/customer-declaration';
import { fullName } from '../list/customer-columns';
import { customerPaths } from '../manifest';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card withBorder radius="md" padding="lg">
    <Title order={3} size="h5" mb="sm">
      {title}
    </Title>
    {children}
  </Card>
);

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <div>{children}</div>
  </Stack>
);

/**
 * /customers/{id}: profile, role and plan, subscription, full access, collections, sessions,
 * activity. The kit's record screen loads it (not found, failed load with Retry, placeholder).
 */
export function CustomerDetailPage() {
  return (
    <RecordEditScreen
      useOne={customers.useOne}
      what={CUSTOMER.what}
      list={CUSTOMER.list}
      title={(user) => (user ? fullName(user) : 'Customer')}
      description={(user) => user.email}
      actions={(user) => <CustomerActions user={user} />}
      layout="wide"
      skeleton={[120, 200]}
    >
      {(user) => <CustomerDetail user={user} />}
    </RecordEditScreen>
  );
}

function CustomerActions({ user }: { user: Customer }) {
  return (
    <Group gap="sm">
      <FullAccessButton user={user} />
      <Button
        component={Link}
        to={customerPaths.customerEdit(user.id)}
        leftSection={<IconPencil size={16} />}
      >
        Edit
      </Button>
    </Group>
  );
}

function CustomerDetail({ user }: { user: Customer }) {
  // a super sees each session and may end them (decision 027); an admin sees the summary
  const viewerIsSuper = useCurrentUser().data?.role.name === 'super';
  return (
    <Stack gap="md">
      <Section title="Profile and plan">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label="ID">{user.id}</Field>
          <Field label="Role">
            <Badge variant="outline">{user.role}</Badge>
          </Field>
          <Field label="Full access">
            {user.full_access ? <Badge color="teal">Full access</Badge> : <Text size="sm">No</Text>}
          </Field>
          <Field label="Created">
            <RelativeTime value={user.created_at} />
          </Field>
          <Field label="Last sign-in">
            {user.last_signin_at ? (
              <RelativeTime value={user.last_signin_at} />
            ) : (
              <Text size="sm">never</Text>
            )}
          </Field>
        </SimpleGrid>
      </Section>
      <Section title="Subscription status">
        <SubscriptionControl key={user.subscription_status} user={user} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={`Collections (${user.collections.length})`}>
          {user.collections.length ? (
            <List size="sm" spacing={2}>
              {user.collections.map((c) => (
                <List.Item key={c.id}>{c.title || `Collection ${c.id}`}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">No collections open to this plan.</Text>
          )}
        </Section>
        <Section title={`Active sessions (${user.sessions.length})`}>
          {viewerIsSuper ? (
            <SessionsPanel userId={user.id} email={user.email} />
          ) : user.sessions.length ? (
            <List size="sm" spacing={2}>
              {user.sessions.map((s) => (
                <List.Item key={s.id}>
                  signed in <RelativeTime value={s.created_at} span />, ends{' '}
                  <RelativeTime value={s.expires_at} span />
                </List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">Not signed in anywhere.</Text>
          )}
        </Section>
      </SimpleGrid>
      <Section title="Activity">
        <CustomerActivity id={user.id} />
      </Section>
    </Stack>
  );
}
