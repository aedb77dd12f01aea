import { useState } from 'react';

/** One file input of a record form: the picked file, its upload's progress and error. */
export interface FilePick {
  file: File | null;
  /** 0–100 while it uploads; null otherwise */
  progress: number | null;
  error: string | null;
}

const EMPTY: FilePick = { file: null, progress: null, error: null };

/**
 * Several files picked for one record (a profile picture, six video slots): each by key,
 * uploaded after the record is saved (useRecordForm's `uploads`). Like useMediaChoice, they
 * are not fields of the record: a file becomes a field's value only once uploaded.
 */
export function useFilePicks<K extends string>(keys: readonly K[]) {
  const [picks, setPicks] = useState<Partial<Record<K, FilePick>>>({});
  const update = (key: K, change: Partial<FilePick>) =>
    setPicks((all) => ({ ...all, [key]: { ...EMPTY, ...all[key], ...change } }));
  return {
    keys,
    get: (key: K): FilePick => picks[key] ?? EMPTY,
    /** a new file (or none) clears the last error */
    setFile: (key: K, file: File | null) => update(key, { file, error: null }),
    setProgress: (key: K, progress: number | null) => update(key, { progress }),
    setError: (key: K, error: string | null) => update(key, { error, progress: null }),
    /** the keys with a file waiting to upload, in the order of `keys` */
    picked: () => keys.filter((k) => picks[k]?.file),
  };
}

export type FilePicks<K extends string = string> = ReturnType<typeof useFilePicks<K>>;
