import { Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../../api/client';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { RelativeTime } from '../../../components/relative-time';
import type { Customer } from '../api';
import { customers } from '../api';
import { CustomerActivity } from '../detail/customer-activity';
import { FullAccessButton } from '../detail/full-access-button';
import { SubscriptionControl } from '../detail/subscription-control';
import { fullName } from '../list/customer-columns';
import { customerPaths } from '../manifest';

const back = { to: customerPaths.customers, label: 'Customers' };

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

/** /customers/{id}: profile, role and plan, subscription, full access, collections, sessions, activity. */
export function CustomerDetailPage() {
  const rawId = useParams().id;
  const id = Number(rawId);
  const user = customers.useOne(id);
  const missing =
    !Number.isInteger(id) || id <= 0 || (user.error instanceof ApiRequestError && user.error.status === 404);
  if (missing) {
    return (
      <>
        <PageHeader back={back} title="Customer" />
        <ErrorState title="No such customer" error={new Error(`There is no customer with id ${rawId}.`)} />
      </>
    );
  }
  if (user.isError) {
    return (
      <>
        <PageHeader back={back} title="Customer" />
        <ErrorState error={user.error} onRetry={() => user.refetch()} />
      </>
    );
  }
  if (!user.data) {
    return (
      <>
        <PageHeader back={back} title="Customer" />
        <Stack aria-busy="true" aria-label="Loading the customer">
          <Skeleton h={120} />
          <Skeleton h={200} />
        </Stack>
      </>
    );
  }
  return <CustomerDetail user={user.data} />;
}

function CustomerDetail({ user }: { user: Customer }) {
  return (
    <>
      <PageHeader
        back={back}
        title={fullName(user)}
        description={user.email}
        actions={
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
        }
      />
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
            {user.sessions.length ? (
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
    </>
  );
}
