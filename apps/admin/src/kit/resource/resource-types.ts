import type { ImportStreamLine } from '@adlib/shared';
import type { Query } from '../../api/client';

/**
 * What a bulk call acts on (decision 017): the checked rows by id, or every row the list's
 * filters match ("Select all N matching"), which the server resolves with the list's WHERE.
 */
export type BulkTarget = { ids: readonly number[] } | { filter: Query };

/** A bulk action's request: the rows and what to do to them. */
export type BulkBody<Action extends string> = BulkTarget & { action: Action };

/** A bulk edit's request: the rows, the field and its value under the field's name. */
export type BulkEditBody = BulkTarget & { field: string } & Record<string, unknown>;

/** What a bulk action answers: how many rows changed and, for a delete, its way back. */
export interface BulkOutcome {
  count: number;
  /** a delete's Undo (restores every batch it made), when the area has a trash */
  undo?: () => void;
}

/** What an import is asked to do. */
export interface ImportChoice {
  dryRun: boolean;
  skipInvalid: boolean;
  /** leave out exact duplicates (issue 26; areas that check duplicates) */
  skipDuplicates?: boolean;
}
export type ImportProgressLine = Extract<ImportStreamLine, { type: 'progress' }>;

/** What a create or update answers: the id and the new version. */
export interface Saved {
  id: number;
  updated_at?: string;
}

export interface ResourceOptions {
  /** GET one: the form is filled from it once, so refetching under typing would not help */
  oneStaleTime?: number;
  /** false: a failed GET one also notifies (by default it does not: the edit screen (RecordEditScreen) shows it in place, once) */
  oneSilent?: boolean;
  /** how the delete notification names a record: 'TikTok' → "TikTok deleted" */
  noun?: string;
}

/** How a row's switch (`useRowSwitch`) tells what it did. */
export interface RowSwitchOptions {
  /** "Ad #3 is now hidden": a saved switch says so in a short notification carrying Undo */
  confirm?: (id: number, value: boolean) => string;
  /** the list filter that selects on the field, when not named as the field (articles: `visible`) */
  filterKey?: string;
  /** hears every saved switch's answer, Undo's too (a collection row keeps its new version) */
  onSaved?: (id: number, answer: Partial<Saved>) => void;
}

/** Issue 18: a delete's notification offers Undo for 10 seconds. */
export const UNDO_DELETE_MS = 10_000;
