import type { HistoryEndpoints } from '@adlib/shared';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { RecordHistory } from './record-history';
import type { ValueNames } from './restore-preview';

interface Props {
  /** the record's query: its data's updated_at is the version a restore must not overwrite */
  query: { data: unknown; refetch: () => Promise<unknown> };
  /** the area's history endpoints (shared historyEndpoints) */
  endpoints: HistoryEndpoints;
  /** the record's id */
  id: number;
  /** the record's noun: "advertisement" */
  what: string;
  /** the area's names of stored values, for the change tables */
  valueNames?: ValueNames;
  /** the screen's header, given the History button to place among the record's actions */
  header: (history: ReactNode) => ReactNode;
  /** the edit form */
  children: ReactNode;
}

/** The version the screen loaded, as the API sent it. */
const seenOf = (record: unknown) => {
  const at = (record as { updated_at?: unknown } | null)?.updated_at;
  return typeof at === 'string' ? at : at instanceof Date ? at.toISOString() : undefined;
};

/**
 * An edit form with History in its header. A restore remounts the form once the restored
 * record (its new updated_at) has arrived, so the form starts again from it: keyed by that
 * version, not by a counter that can run ahead of the record's query.
 */
export function WithRecordHistory({ query, endpoints, id, what, valueNames, header, children }: Props) {
  const [restoredTo, setRestoredTo] = useState<string | null>(null);
  const [formKey, setFormKey] = useState('loaded');
  const seen = seenOf(query.data);
  useEffect(() => {
    if (restoredTo !== null && seen === restoredTo) {
      setFormKey(restoredTo);
      setRestoredTo(null);
    }
  }, [seen, restoredTo]);
  const history =
    seen === undefined ? null : (
      <RecordHistory
        endpoints={endpoints}
        id={id}
        seen={seen}
        what={what}
        valueNames={valueNames}
        onRestored={async (updatedAt) => {
          setRestoredTo(updatedAt);
          await query.refetch();
        }}
      />
    );
  return (
    <>
      {header(history)}
      <Fragment key={formKey}>{children}</Fragment>
    </>
  );
}
