import {
  type ComboboxData,
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
  MultiSelect,
  type MultiSelectProps,
  Select,
  type SelectProps,
} from '@mantine/core';
import classes from './choice-select.module.css';

type SharedProps = Omit<
  SelectProps & MultiSelectProps,
  'value' | 'defaultValue' | 'onChange' | 'data' | 'renderOption'
> & {
  /** how many rows carry each option, shown dimmed after its label (the list's facets) */
  counts?: ReadonlyMap<string, number>;
  /** the counts come from a sample of a large result: each reads "≈ 1,200" */
  countsAreEstimates?: boolean;
};

interface SingleProps extends SharedProps {
  multiple?: false;
  data: ComboboxData;
  value: string | null;
  onChange: (value: string | null) => void;
}

interface MultipleProps extends SharedProps {
  multiple: true;
  data: ComboboxData;
  value: string[];
  onChange: (value: string[]) => void;
}

export type ChoiceSelectProps = SingleProps | MultipleProps;

/**
 * SPEC "Custom select": one choice or many; clicking a chosen option in the list removes it
 * (single mode: the field becomes empty). Searchable once the list is long enough to need it.
 */
export function ChoiceSelect({ counts, countsAreEstimates = false, ...props }: ChoiceSelectProps) {
  const searchable = props.searchable ?? countOptions(props.data) > 8;
  const renderOption = counts ? optionWithCount(counts, countsAreEstimates) : undefined;
  // with counts the list may need more room than the field: as wide as its longest option
  const comboboxProps = counts ? { width: 'max-content' } : undefined;
  if (props.multiple) {
    const { multiple: _m, ...rest } = props;
    // the search box beside the chosen pills: see choice-select.module.css
    return (
      <MultiSelect
        clearable
        searchable={searchable}
        hidePickedOptions={false}
        classNames={{ inputField: classes.field }}
        renderOption={renderOption}
        comboboxProps={comboboxProps}
        {...rest}
      />
    );
  }
  const { multiple: _m, ...rest } = props;
  return (
    <Select
      allowDeselect
      clearable
      searchable={searchable}
      renderOption={renderOption}
      comboboxProps={comboboxProps}
      {...rest}
    />
  );
}

/**
 * "Beauty ··· 1,204": the count sits apart from the label, so the option keeps its name (what
 * the field shows once chosen, what typing matches, what a screen reader announces first) and
 * the number reads as a quiet aside. The empty "All" option carries no count. Counts sampled
 * from a large result (decision 025) read "≈ 1,200".
 */
function optionWithCount(counts: ReadonlyMap<string, number>, estimated: boolean) {
  return ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => (
    <span className={classes.option}>
      <span>{option.label}</span>
      {option.value !== '' && (
        // aria-hidden: the option's name stays its label, steady while counts move, so voice
        // control and tests say "Tech" whatever the numbers are
        <span className={classes.count} aria-hidden>
          {estimated && '≈ '}
          {(counts.get(option.value) ?? 0).toLocaleString('en-US')}
        </span>
      )}
    </span>
  );
}

function countOptions(data: ComboboxData): number {
  if (!Array.isArray(data)) return 0;
  return data.reduce<number>(
    (n, item) => n + (typeof item === 'object' && item && 'items' in item ? item.items.length : 1),
    0,
  );
}
