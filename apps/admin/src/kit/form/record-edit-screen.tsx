import type { HistoryEndpoints } from '@adlib/shared';
import { Box, Card, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import type { ValueNames } from '../history/restore-preview';
import { WithRecordHistory } from '../history/with-record-history';
import { useReturnTo } from '../list/return-to';
import { type ListLink, RecordNotFound } from './record-not-found';
import { useRouteRecord } from './use-route-record';

export interface RecordEditScreenProps<Rec> {
  /** the resource's `useOne`: the route's `:id` is read with it */
  useOne: (id: number) => UseQueryResult<Rec>;
  /** the record's noun in a sentence: "plan" */
  what: string;
  /** the list: where the header's back link leads (the filtered list it came from) and "not found" */
  list: ListLink;
  /** where the back link leads once the record is loaded, when not the list (a customer's page) */
  back?: (record: Rec) => ListLink;
  /** the page title, given the record once it is loaded ('Edit Advertisement #12' while it loads) */
  title: (record: Rec | undefined, id: number) => string;
  /** the browser tab's title, when not the page title */
  documentTitle?: (id: number) => string;
  /** one dimmed line under the title */
  description?: (record: Rec) => ReactNode;
  /** the record's own actions and states, at the header's end before History (a Visible badge) */
  actions?: (record: Rec) => ReactNode;
  /** the area's history endpoints (shared historyEndpoints), which the History button reads (kit/history) */
  history?: HistoryEndpoints;
  /** the area's names of stored values, for the History drawer */
  valueNames?: ValueNames;
  /**
   * 'card': the form in a card of a form's width (a few fields); 'wide': the form sets its own
   * width (a live preview beside it, sections of fields)
   */
  layout?: 'card' | 'wide';
  /**
   * the screen's width, header included, so History ends where the form ends: a card's by
   * default; a wide form gives its own (none: the whole page, a form with its preview beside it)
   */
  width?: number;
  /** the heights of the placeholder blocks while the record loads, roughly the form's fields */
  skeleton: readonly number[];
  /** the form, given the record and a reload for the 409 explanation */
  children: (record: Rec, reload: () => Promise<Rec | undefined>) => ReactNode;
}

const CARD_WIDTH = 760;

/**
 * Every screen of one record, an edit screen or a record's own page (a customer's): one header
 * (the back link above the title, the record's actions and History at the title's end), then the
 * form or the page; the one not-found state for a malformed or
 * unknown id, a failed load with Retry (only where retrying can help), and a placeholder
 * while the record loads, each under the same header.
 */
export function RecordEditScreen<Rec>(props: RecordEditScreenProps<Rec>) {
  const { what, list, layout = 'card' } = props;
  const width = props.width ?? (layout === 'card' ? CARD_WIDTH : undefined);
  const record = useRouteRecord(props.useOne);
  const returnTo = useReturnTo(list.to);
  const header = (rec: Rec | undefined, history?: ReactNode) => {
    const back = rec && props.back ? props.back(rec) : { to: returnTo, label: list.label };
    const actions = rec && props.actions?.(rec);
    return (
      <PageHeader
        back={back}
        title={props.title(rec, record.id)}
        documentTitle={props.documentTitle?.(record.id)}
        description={rec && props.description?.(rec)}
        actions={
          actions || history ? (
            <>
              {actions}
              {history}
            </>
          ) : undefined
        }
      />
    );
  };
  const body = (content: ReactNode) =>
    layout === 'card' ? (
      <Card withBorder radius="md" padding="lg">
        {content}
      </Card>
    ) : (
      content
    );
  // header and form share one width: History ends where the form ends
  const screen = (content: ReactNode) => <Box maw={width}>{content}</Box>;

  if (record.notFound) return <RecordNotFound what={what} rawId={record.rawId} list={list} />;
  if (record.query.isError)
    return screen(
      <>
        {header(undefined)}
        <ErrorState error={record.query.error} onRetry={() => void record.query.refetch()} />
      </>,
    );
  const rec = record.query.data;
  if (rec === undefined)
    return screen(
      <>
        {header(undefined)}
        {body(
          <Stack aria-busy="true" aria-label={`Loading the ${what}`}>
            {props.skeleton.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
              <Skeleton key={i} h={h} />
            ))}
          </Stack>,
        )}
      </>,
    );
  const form = body(props.children(rec, async () => (await record.query.refetch()).data));
  if (!props.history)
    return screen(
      <>
        {header(rec)}
        {form}
      </>,
    );
  return screen(
    <WithRecordHistory
      query={record.query}
      endpoints={props.history}
      id={record.id}
      what={what}
      valueNames={props.valueNames}
      header={(history) => header(rec, history)}
    >
      {form}
    </WithRecordHistory>,
  );
}
