/**
 * A three-way merge of one record's form values (issue 27 §3): the version the form loaded
 * (original), the one stored since (theirs) and what the form holds now (yours). A field only
 * one side changed takes that side's value without asking; a field both changed to different
 * values is a conflict, left at yours until the user chooses.
 */

export type Values = Readonly<Record<string, unknown>>;

/** One field changed on both sides, to different values. */
export interface FieldConflict {
  field: string;
  original: unknown;
  theirs: unknown;
  yours: unknown;
}

export interface ThreeWay {
  /** every field: theirs where only they changed it, yours where only you did or both differ */
  merged: Record<string, unknown>;
  /** the fields both changed differently: to choose */
  conflicts: FieldConflict[];
  /** the fields only they changed: taken from theirs without asking */
  theirsOnly: string[];
  /** the fields only you changed: kept */
  yoursOnly: string[];
}

/** Equal as stored: '' and null and undefined are all "none"; lists and objects by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  const none = (v: unknown) => v === undefined || v === null || v === '';
  if (none(a) && none(b)) return true;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Merges field by field. `skip` fields (the version) are not compared: theirs wins, the save
 * then goes against their version.
 */
export function threeWayMerge(
  original: Values,
  theirs: Values,
  yours: Values,
  skip: readonly string[] = ['updated_at'],
): ThreeWay {
  const merged: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  const theirsOnly: string[] = [];
  const yoursOnly: string[] = [];
  const fields = new Set([...Object.keys(original), ...Object.keys(theirs), ...Object.keys(yours)]);
  for (const field of fields) {
    const o = original[field];
    const t = theirs[field];
    const y = yours[field];
    if (skip.includes(field) || sameValue(t, y)) merged[field] = t;
    else if (sameValue(o, y)) {
      merged[field] = t;
      theirsOnly.push(field);
    } else if (sameValue(o, t)) {
      merged[field] = y;
      yoursOnly.push(field);
    } else {
      merged[field] = y;
      conflicts.push({ field, original: o, theirs: t, yours: y });
    }
  }
  return { merged, conflicts, theirsOnly, yoursOnly };
}

/** Whether version `a` (an ISO time, updated_at) is newer than `b`; none is older than any. */
export function isNewer(a: string | undefined | null, b: string | undefined | null): boolean {
  if (!a) return false;
  if (!b) return true;
  return new Date(a).getTime() > new Date(b).getTime();
}
