import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { titles as titlesResource } from './api';
import { TitlesTable } from './titles-table';

export function TitlesListPage() {
  const titles = titlesResource.useAll();
  return (
    <>
      <PageHeader
        title="Titles & Subtitles"
        description="The heading and the line under it on each section of the customer app."
      />
      {titles.isError ? (
        <ErrorState error={titles.error} onRetry={() => titles.refetch()} />
      ) : titles.isPending ? (
        <Card withBorder radius="md" aria-busy="true" aria-label="Loading the titles">
          <Stack gap="md">
            {[1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} h={20} />
            ))}
          </Stack>
        </Card>
      ) : titles.data.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <Text c="dimmed" ta="center">
            No sections yet. They are created with the customer app's pages.
          </Text>
        </Card>
      ) : (
        <TitlesTable titles={titles.data} />
      )}
    </>
  );
}
