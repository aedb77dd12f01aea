import { Button, Card, Skeleton, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useTitles } from './api/titles';

export function TitlesListPage() {
  const titles = useTitles();
  return (
    <>
      <PageHeader title="Titles & Subtitles" />
      {titles.isError ? (
        <ErrorState error={titles.error} onRetry={() => titles.refetch()} />
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>ID</Table.Th>
                  <Table.Th w={140}>Section</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Subtitle</Table.Th>
                  <Table.Th w={100}>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody aria-busy={titles.isPending}>
                {titles.isPending &&
                  [1, 2, 3, 4].map((i) => (
                    <Table.Tr key={i}>
                      <Table.Td colSpan={5}>
                        <Skeleton h={18} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                {titles.data?.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed" ta="center" py="lg">
                        No sections yet.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {titles.data?.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>{t.id}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {t.section}
                      </Text>
                    </Table.Td>
                    <Table.Td fw={500}>{t.title}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {t.subtitle}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        component={Link}
                        to={paths.titleEdit(t.id)}
                        size="xs"
                        variant="light"
                        leftSection={<IconPencil size={14} />}
                        aria-label={`Edit ${t.section}`}
                      >
                        Edit
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}
