import { Card, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { type RecordColumn, RecordTable } from './record-table';

export interface WholeListScreenProps<Item extends { id: number }> {
  /** the resource's `useAll`: every row at once */
  useAll: () => UseQueryResult<Item[]>;
  /** the page title: 'Pricing' */
  title: string;
  /** one dimmed line under the title */
  description: string;
  /** the rows' noun in a sentence, plural: "Loading the plans" */
  what: string;
  /** how many placeholder lines while the rows load: about as many as there are */
  skeletonRows: number;
  /** what the empty list says */
  empty: string;
  /** the columns (a module constant) */
  columns: readonly RecordColumn<Item>[];
  /** below it the table scrolls sideways */
  minWidth: number;
}

/**
 * Every short list shown whole (RecordTable): the header, a failed load with Retry, a
 * placeholder while it loads, what an empty list says, then the table.
 */
export function WholeListScreen<Item extends { id: number }>(props: WholeListScreenProps<Item>) {
  const rows = props.useAll();
  return (
    <>
      <PageHeader title={props.title} description={props.description} />
      {rows.isError ? (
        <ErrorState error={rows.error} onRetry={() => rows.refetch()} />
      ) : rows.isPending ? (
        <Card withBorder radius="md" aria-busy="true" aria-label={`Loading the ${props.what}`}>
          <Stack gap="md">
            {Array.from({ length: props.skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
              <Skeleton key={i} h={20} />
            ))}
          </Stack>
        </Card>
      ) : rows.data.length === 0 ? (
        <Card withBorder radius="md" py="xl">
          <Text c="dimmed" ta="center">
            {props.empty}
          </Text>
        </Card>
      ) : (
        <RecordTable rows={rows.data} columns={props.columns} minWidth={props.minWidth} />
      )}
    </>
  );
}
