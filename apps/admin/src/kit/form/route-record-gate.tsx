import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { WithRecordHistory } from '../history/with-record-history';
import { type ListLink, RecordNotFound } from './record-not-found';
import type { useRouteRecord } from './use-route-record';

interface Props<Rec> {
  record: ReturnType<typeof useRouteRecord<Rec>>;
  /** the record's noun in a sentence: "advertisement", "title" */
  what: string;
  /** where "Back to …" leads from a record that is not there */
  list: ListLink;
  /** shown while the record loads (a skeleton of the screen) */
  loading: ReactNode;
  /** the form, given the record and `reload` (fetches it again, for the 409's Reload) */
  children: (record: Rec, reload: () => Promise<Rec | undefined>) => ReactNode;
  /** the record's API path ('/advertisements/12'): adds History with restore above the form */
  history?: (id: number) => string;
}

/**
 * What every edit screen shows before its form: the one not-found state for a malformed or
 * unknown id, a failed load with Retry (only where retrying can help), the loading
 * placeholder, then the form with the record.
 */
export function RouteRecordGate<Rec>({ record, what, list, loading, children, history }: Props<Rec>) {
  if (record.notFound) return <RecordNotFound what={what} rawId={record.rawId} list={list} />;
  if (record.query.isError)
    return <ErrorState error={record.query.error} onRetry={() => void record.query.refetch()} />;
  if (record.query.data === undefined) return loading;
  const reload = async () => (await record.query.refetch()).data;
  const form = children(record.query.data, reload);
  if (!history) return form;
  return (
    <WithRecordHistory query={record.query} path={history(record.id)} what={what}>
      {form}
    </WithRecordHistory>
  );
}
