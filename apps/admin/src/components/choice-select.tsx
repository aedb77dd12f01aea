import {
  type ComboboxData,
  MultiSelect,
  type MultiSelectProps,
  Select,
  type SelectProps,
} from '@mantine/core';
import classes from './choice-select.module.css';

type SharedProps = Omit<SelectProps & MultiSelectProps, 'value' | 'defaultValue' | 'onChange' | 'data'>;

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
export function ChoiceSelect(props: ChoiceSelectProps) {
  const searchable = props.searchable ?? countOptions(props.data) > 8;
  if (props.multiple) {
    const { multiple: _m, ...rest } = props;
    // the search box beside the chosen pills: see choice-select.module.css
    return (
      <MultiSelect
        clearable
        searchable={searchable}
        hidePickedOptions={false}
        classNames={{ inputField: classes.field }}
        {...rest}
      />
    );
  }
  const { multiple: _m, ...rest } = props;
  return <Select allowDeselect clearable searchable={searchable} {...rest} />;
}

function countOptions(data: ComboboxData): number {
  if (!Array.isArray(data)) return 0;
  return data.reduce<number>(
    (n, item) => n + (typeof item === 'object' && item && 'items' in item ? item.items.length : 1),
    0,
  );
}
