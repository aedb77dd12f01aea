import type { ComboboxData } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { ChoiceSelect } from '../../components/choice-select';

interface Props<V extends FieldValues, Picked> {
  /** a field holding one string (or null), or an array of strings for MultipleChoiceField */
  name: FieldPath<V>;
  label: string;
  data: ComboboxData;
  /** shown while nothing is chosen (default: "Choose one" / "Choose any") */
  placeholder?: string;
  /** after the field took a pick: clears the fields that depend on it (a subindustry, a seasonal) */
  onPicked?: (value: Picked) => void;
}

/** A single choice bound to the record form around it. */
export function SingleChoiceField<V extends FieldValues>({
  name,
  label,
  data,
  placeholder = 'Choose one',
  onPicked,
}: Props<V, string | null>) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <ChoiceSelect
      label={label}
      placeholder={placeholder}
      data={data}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(value) => {
        field.onChange(value);
        onPicked?.(value);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A multiple choice bound to the record form around it. */
export function MultipleChoiceField<V extends FieldValues>({
  name,
  label,
  data,
  placeholder = 'Choose any',
  onPicked,
}: Props<V, string[]>) {
  const { field, fieldState } = useController<V>({ name });
  const value = (field.value as string[] | undefined) ?? [];
  return (
    <ChoiceSelect
      multiple
      label={label}
      placeholder={value.length ? undefined : placeholder}
      data={data}
      value={value}
      onChange={(picked) => {
        field.onChange(picked);
        onPicked?.(picked);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
