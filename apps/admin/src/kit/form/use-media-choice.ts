import type { MediaType } from '@adlib/shared/lists';
import { useState } from 'react';

/**
 * The Media Type and a picked file. They are not fields of the record (the file becomes
 * `media_source` only once uploaded), so they live beside the form, not in it.
 */
export function useMediaChoice(initialType: MediaType, initialError: string | null = null) {
  const [type, setType] = useState<MediaType>(initialType);
  const [file, setFileState] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(initialError);
  const [progress, setProgress] = useState<number | null>(null);
  const setFile = (f: File | null) => {
    setFileState(f);
    setFileError(null);
  };
  const reset = (t: MediaType) => {
    setType(t);
    setFileState(null);
    setFileError(null);
    setProgress(null);
  };
  return { type, setType, file, setFile, fileError, setFileError, progress, setProgress, reset };
}

export type MediaChoice = ReturnType<typeof useMediaChoice>;
