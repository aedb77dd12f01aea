import { useEffect, useMemo } from 'react';

/**
 * A picked file's address for a preview before it is uploaded (an object URL), released when
 * the file changes or the screen closes; null when no file is picked.
 */
export function useFileUrl(file: File | null | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
