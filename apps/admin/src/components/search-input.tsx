import { SEARCH_DEBOUNCE_MS } from '@adlib/shared/lists';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** the applied search (e.g. from the URL) */
  value: string;
  /** called with the trimmed text once typing has paused for `delay` ms, or on Enter */
  onSearch: (text: string) => void;
  delay?: number;
}

/**
 * A search box that applies what is typed only after a pause (SPEC 5: 1500 ms).
 * A debounced callback rather than a debounced value: a change from outside (chip removed,
 * Reset All, Back) must cancel the pending search instead of letting the old text return.
 */
export function SearchInput({ value, onSearch, delay = SEARCH_DEBOUNCE_MS, ...rest }: SearchInputProps) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const apply = useDebouncedCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed === applied.current) return;
    applied.current = trimmed;
    onSearch(trimmed);
  }, delay);

  // Our own applied value coming back through the URL must not reset the box, or letters
  // typed in the meantime would be lost.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    apply.cancel();
    setText(value);
  }, [value, apply]);

  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply.flush();
        // Esc empties the box and the filter at once (a dialog's Esc never reaches a list's box)
        if (e.key === 'Escape' && text) {
          setText('');
          apply('');
          apply.flush();
        }
      }}
    />
  );
}
