import type { HistoryVersion } from '@adlib/shared';

/** One field a restore changes: its value now (before) and after the restore. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What restoring `versions[index]` will change, from the versions newer than it (all loaded,
 * as the list is newest first): each field they touched, from its value now (the newest
 * `after`) back to its value then (the oldest `before`). The server computes the same.
 */
export function restorePreview(versions: readonly HistoryVersion[], index: number): FieldChange[] {
  const now = new Map<string, unknown>();
  const then = new Map<string, unknown>();
  for (const version of versions.slice(0, index)) {
    for (const [field, change] of Object.entries(version.changes)) {
      if (!now.has(field)) now.set(field, change.after);
      then.set(field, change.before);
    }
  }
  return [...then]
    .filter(([field, value]) => !same(now.get(field), value))
    .map(([field, value]) => ({ field, before: now.get(field), after: value }));
}

/** A time as the audit log holds it (the API's ISO form, UTC, milliseconds). */
const LOGGED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** How a field's stored values are named on screen: 'trialing' → 'Trialing'. */
export type ValueNamesOfField = Readonly<Record<string, string>>;
/** An area's value names, by field: { subscription_status: SUBSCRIPTION_STATUS_LABELS }. */
export type ValueNames = Readonly<Record<string, ValueNamesOfField>>;

/**
 * A stored value as one short line, by its name when the area gives one: empty for nothing, Yes/No as the lists say it, a time in
 * the reader's own zone (as the versions' own times are), lists joined, long text cut.
 */
export function shownValue(value: unknown, names?: ValueNamesOfField): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string' && names && Object.hasOwn(names, value)) return names[value] as string;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && LOGGED_TIME.test(value)) return new Date(value).toLocaleString();
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** "media_source" → "Media source" */
export const fieldLabel = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
