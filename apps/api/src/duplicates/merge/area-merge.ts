import type { Tx } from '../../db/audit.js';
import type { Trashable } from '../../trash/index.js';

type Logged = Record<string, unknown>;

/** The kept record after a merge, as its History logs it, and notes for that entry. */
export interface KeptChange {
  /** the record as the area's history logs it, before and after */
  before: Logged;
  after: Logged;
  /** what the entry says beyond the changed fields (tags that did not fit): field → value */
  notes?: Logged;
}

/** What merging needs of an area: its trash declaration and how its records combine. */
export interface AreaMerge {
  /** the area's trash: the merged records go there (decision 018), with their links kept aside */
  trash: Trashable;
  /**
   * Locks the kept record and the merged ones (404 for any that is not there), writes onto the
   * kept one what it gains from the others, and answers its change and the merged records as
   * the area's history logs them. The caller then trashes the merged ones and writes History.
   * `merge`: in the order the caller named them, which decides which one fills a field first.
   */
  combine(
    tx: Tx,
    keep: number,
    merge: readonly number[],
  ): Promise<{ kept: KeptChange; merged: { id: number; before: Logged }[] }>;
}
