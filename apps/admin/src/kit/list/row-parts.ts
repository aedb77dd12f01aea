import type { RowSelection } from './use-row-selection';

/**
 * What each rendered row (or card) gets from the list and its selection, and the "select all
 * loaded" checkbox's state.
 */
export function rowParts<T, K extends string | number>(
  items: T[],
  keys: K[],
  selection: RowSelection<K> | undefined,
  rowLabel: ((row: T) => string) | undefined,
) {
  // with "all N matching" chosen every row is in, the ones loaded later too
  const allMatching = selection?.allMatching ?? false;
  const selectedCount = selection
    ? allMatching
      ? keys.length
      : keys.filter((k) => selection.selected.has(k)).length
    : 0;
  const nameOf = (index: number) => {
    const row = items[index];
    return rowLabel && row !== undefined ? rowLabel(row) : `row ${index + 1}`;
  };
  const partsOf = (index: number) => {
    const key = keys[index] as K;
    return {
      row: items[index] as T,
      rowKey: key,
      index,
      selected: selection ? allMatching || selection.selected.has(key) : undefined,
      onToggle: selection?.toggle,
      checkboxLabel: `Select ${nameOf(index)}`,
    };
  };
  const selectAll = selection && {
    checked: keys.length > 0 && selectedCount === keys.length,
    indeterminate: selectedCount > 0 && selectedCount < keys.length,
    disabled: keys.length === 0,
    onChange: () => (selectedCount === keys.length ? selection.clear() : selection.setAll(keys)),
  };
  return { nameOf, partsOf, selectAll };
}

export type SelectAllState = NonNullable<ReturnType<typeof rowParts>['selectAll']>;
/** What a rendered row, card or gallery tile takes from the list and its selection (partsOf). */
export interface SelectableRowProps<T, K> {
  row: T;
  rowKey: K;
  index: number;
  /** undefined when the list has no selection */
  selected?: boolean;
  onToggle?: (key: K) => void;
  checkboxLabel?: string;
}
export type RowParts<T, K> = {
  row: T;
  rowKey: K;
  index: number;
  selected: boolean | undefined;
  onToggle: ((key: K) => void) | undefined;
  checkboxLabel: string;
};
