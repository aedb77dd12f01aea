import { useHotkeys } from '@mantine/hooks';

/** Ctrl+S / ⌘+S saves the form (and stays on it), also while typing in a field. */
export function useSaveShortcut(save: () => void) {
  useHotkeys([['mod+S', save]], []);
}
