import type { ComboboxData } from '@mantine/core';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { ChoiceSelect } from '../../components/choice-select';

interface Props<V extends FieldValues> {
  /** a field holding one string (or null), or an array of strings for MultipleChoiceField */
  name: FieldPath<V>;
  label: string;
  data: ComboboxData;
}

/** A single choice bound to the record form around it. */
export function SingleChoiceField<V extends FieldValues>({ name, label, data }: Props<V>) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  return (
    <ChoiceSelect
      label={label}
      placeholder="Choose one"
      data={data}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A multiple choice bound to the record form around it. */
export function MultipleChoiceField<V extends FieldValues>({ name, label, data }: Props<V>) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string[] | undefined) ?? [];
  return (
    <ChoiceSelect
      multiple
      label={label}
      placeholder={value.length ? undefined : 'Choose any'}
      data={data}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
