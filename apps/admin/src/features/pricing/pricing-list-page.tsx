import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { plans as plansResource } from './api';
import { PricingTable } from './pricing-table';

export function PricingListPage() {
  const plans = plansResource.useAll();
  return (
    <>
      <PageHeader
        title="Pricing"
        description="The plans the customer app offers, with their prices and features."
      />
      {plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => plans.refetch()} />
      ) : plans.isPending ? (
        <Card withBorder radius="md" aria-busy="true" aria-label="Loading the plans">
          <Stack gap="md">
            {[1, 2, 3].map((i) => (
              <Skeleton key={i} h={20} />
            ))}
          </Stack>
        </Card>
      ) : plans.data.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <Text c="dimmed" ta="center">
            No plans yet. The server creates the free, monthly and annual plans when it first starts.
          </Text>
        </Card>
      ) : (
        <PricingTable plans={plans.data} />
      )}
    </>
  );
}
