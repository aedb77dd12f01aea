import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { type FieldConflict, isNewer, sameValue, threeWayMerge, type Values } from './three-way';

export type Side = 'theirs' | 'yours';

const VERSION_ONLY = ['updated_at'] as const;

/** A merge on screen: what to choose, and what was merged without asking. */
export interface MergeState {
  /** why: their version arrived while you had unsaved edits, or your save answered 409 */
  reason: 'changed' | 'conflict';
  conflicts: FieldConflict[];
  /** the fields only they changed: already in the form */
  theirsOnly: string[];
  /** the side chosen per conflicting field; none yet: still to choose */
  choices: Readonly<Record<string, Side>>;
}

export interface FormMergeOptions<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** the version the form's values are at (the form's updated_at, or the row's own) */
  version: () => string | undefined;
  /** the form now stands on their version (a version kept outside the values); default: none */
  adoptVersion?: (version: string) => void;
  /** whether the form holds edits not saved (typed values, a picked file) */
  unsaved: () => boolean;
  /** fields not merged (the version) */
  skip?: readonly string[];
}

export type ReceiveResult = 'older' | 'refreshed' | 'merged' | 'asked';

const pendingOf = (merge: MergeState | null) =>
  merge ? merge.conflicts.filter((c) => !merge.choices[c.field]).map((c) => c.field) : [];

/**
 * Keeps a form on the stored record as it changes elsewhere (issue 27 §3). `receive(theirs,
 * version)` with a newer version: without unsaved edits the form shows theirs in place (no
 * remount: focus and scroll stay) and `updated` says so; with unsaved edits the fields only
 * they changed take their values, yours stay, and each field both changed is offered in
 * `merge` to choose. Either way the form then stands on their version, so the next save is
 * not stale. Nothing typed is lost: yours stays in the form until theirs is chosen, and
 * choosing theirs keeps yours in the panel to choose back.
 */
export function useFormMerge<V extends FieldValues, O>(opts: FormMergeOptions<V, O>) {
  const { form } = opts;
  const skip = opts.skip ?? VERSION_ONLY;
  const [merge, setMergeState] = useState<MergeState | null>(null);
  // the merge as last set, for the handlers between renders
  const mergeRef = useRef<MergeState | null>(null);
  const setMerge = useCallback((next: MergeState | null) => {
    mergeRef.current = next;
    setMergeState(next);
  }, []);
  const [updated, setUpdated] = useState(false);
  // yours per conflicting field, as typed: outside the form, which may now show theirs
  const yours = useRef<Record<string, unknown>>({});
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const set = useCallback(
    (field: string, value: unknown) =>
      form.setValue(field as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true }),
    [form],
  );

  const receive = useCallback(
    (theirs: V, version: string, reason: MergeState['reason'] = 'changed'): ReceiveResult => {
      const o = optsRef.current;
      if (!isNewer(version, o.version())) return 'older';
      const original = { ...(form.formState.defaultValues ?? {}) } as Values;
      const changedAny = Object.keys(theirs).some(
        (f) => !skip.includes(f) && !sameValue(theirs[f], original[f]),
      );
      if (!o.unsaved()) {
        form.reset(theirs);
        o.adoptVersion?.(version);
        if (changedAny) setUpdated(true);
        setMerge(null);
        return 'refreshed';
      }
      const mine = form.getValues() as Values;
      const result = threeWayMerge(original, theirs, mine, skip);
      // their version becomes the form's base (its defaults, its version); yours on top
      form.reset(theirs);
      for (const [field, value] of Object.entries(result.merged))
        if (!sameValue(value, theirs[field])) set(field, value);
      o.adoptVersion?.(version);
      setUpdated(false);
      if (result.conflicts.length === 0 && result.theirsOnly.length === 0 && reason === 'changed') {
        setMerge(null);
        return 'merged';
      }
      for (const c of result.conflicts) yours.current[c.field] = c.yours;
      const prev = mergeRef.current;
      setMerge({
        reason: prev?.reason === 'conflict' ? 'conflict' : reason,
        // a field still asked about keeps its first original (the version the form loaded)
        conflicts: result.conflicts.map((c) => {
          const before = prev?.conflicts.find((p) => p.field === c.field);
          return before ? { ...c, original: before.original } : c;
        }),
        theirsOnly: [...new Set([...(prev?.theirsOnly ?? []), ...result.theirsOnly])],
        choices: {},
      });
      return result.conflicts.length > 0 ? 'asked' : 'merged';
    },
    [form, set, setMerge, skip],
  );

  /** Takes one side of a conflicting field into the form. */
  const choose = useCallback(
    (field: string, side: Side) => {
      const m = mergeRef.current;
      const conflict = m?.conflicts.find((c) => c.field === field);
      if (!m || !conflict) return;
      // typed into the field since the merge opened: that is yours now
      const now = form.getValues(field as Path<V>);
      if (!sameValue(now, conflict.theirs) && !sameValue(now, yours.current[field]))
        yours.current[field] = now;
      const kept = yours.current[field];
      set(field, side === 'theirs' ? conflict.theirs : kept);
      setMerge({
        ...m,
        conflicts: m.conflicts.map((c) => (c.field === field ? { ...c, yours: kept } : c)),
        choices: { ...m.choices, [field]: side },
      });
    },
    [form, set, setMerge],
  );

  /** The fields still to choose. */
  const pending = pendingOf(merge);
  /**
   * The fields still to choose as of now, not of the last render: a Save pressed just after
   * their version arrived (before the panel showed) must not send yours over theirs.
   */
  const pendingNow = useCallback(() => pendingOf(mergeRef.current), []);

  /** After a save: nothing left to merge, no notice. */
  const clear = useCallback(() => {
    setMerge(null);
    setUpdated(false);
    yours.current = {};
  }, [setMerge]);

  return {
    merge,
    pending,
    pendingNow,
    receive,
    choose,
    clear,
    /** the form was refreshed in place with their version */
    updated,
    dismissUpdated: () => setUpdated(false),
  };
}
