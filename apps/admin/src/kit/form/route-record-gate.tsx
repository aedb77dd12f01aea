import { Group } from '@mantine/core';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { RecordHistory } from '../history/record-history';
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

/** The version the screen loaded, which a restore must not overwrite if it moved (409). */
const seenOf = (record: unknown) => {
  const at = (record as { updated_at?: unknown } | null)?.updated_at;
  return typeof at === 'string' ? at : at instanceof Date ? at.toISOString() : undefined;
};

/**
 * What every edit screen shows before its form: the one not-found state for a malformed or
 * unknown id, a failed load with Retry (only where retrying can help), the loading
 * placeholder, then the form with the record.
 */
export function RouteRecordGate<Rec>({ record, what, list, loading, children, history }: Props<Rec>) {
  // A restore remounts the form once the restored record (its new updated_at) has arrived, so
  // the form starts again from it: keyed by that version, not by a counter that can run
  // ahead of the record's query.
  const [restoredTo, setRestoredTo] = useState<string | null>(null);
  const [formKey, setFormKey] = useState('loaded');
  const seen = seenOf(record.query.data);
  useEffect(() => {
    if (restoredTo !== null && seen === restoredTo) {
      setFormKey(restoredTo);
      setRestoredTo(null);
    }
  }, [seen, restoredTo]);
  if (record.notFound) return <RecordNotFound what={what} rawId={record.rawId} list={list} />;
  if (record.query.isError)
    return <ErrorState error={record.query.error} onRetry={() => void record.query.refetch()} />;
  if (record.query.data === undefined) return loading;
  const reload = async () => (await record.query.refetch()).data;
  const form = children(record.query.data, reload);
  if (!history || seen === undefined) return form;
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <RecordHistory
          path={`${history(record.id)}/history`}
          seen={seen}
          what={what}
          onRestored={async (updatedAt) => {
            setRestoredTo(updatedAt);
            await reload();
          }}
        />
      </Group>
      <Fragment key={formKey}>{form}</Fragment>
    </>
  );
}
