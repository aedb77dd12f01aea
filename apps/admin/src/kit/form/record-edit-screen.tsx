import { Card, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import type { ListLink } from './record-not-found';
import { RouteRecordGate } from './route-record-gate';
import { useRouteRecord } from './use-route-record';

interface Props<Rec> {
  /** the resource's `useOne`: the route's `:id` is read with it */
  useOne: (id: number) => UseQueryResult<Rec>;
  /** the record's noun in a sentence: "plan" */
  what: string;
  /** where the header's back link and "not found" lead */
  list: ListLink;
  /** the page title, given the record once it is loaded */
  title: (record: Rec | undefined) => string;
  /** the heights of the placeholder blocks while the record loads, roughly the form's fields */
  skeleton: readonly number[];
  /** the API path of a record, whose /history the History drawer reads (kit/history) */
  history?: (id: number) => string;
  /** the form, given the record and a reload for the 409 explanation */
  children: (record: Rec, reload: () => Promise<Rec | undefined>) => ReactNode;
}

/**
 * An edit screen whose whole page is one card holding the form: header with the back link,
 * then the route record's gate (not found, Retry, skeleton), then the form.
 */
export function RecordEditScreen<Rec>({
  useOne,
  what,
  list,
  title,
  skeleton,
  history,
  children,
}: Props<Rec>) {
  const record = useRouteRecord(useOne);
  const frame = (rec: Rec | undefined, body: ReactNode) => (
    <>
      <PageHeader back={list} title={title(rec)} />
      <Card withBorder radius="md" maw={760} padding="lg">
        {body}
      </Card>
    </>
  );
  const loading = (
    <Stack aria-busy="true" aria-label={`Loading the ${what}`}>
      {skeleton.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
        <Skeleton key={i} h={h} />
      ))}
    </Stack>
  );
  return (
    <RouteRecordGate
      record={record}
      what={what}
      list={list}
      loading={frame(undefined, loading)}
      history={history}
    >
      {(rec) =>
        frame(
          rec,
          children(rec, async () => (await record.query.refetch()).data),
        )
      }
    </RouteRecordGate>
  );
}
