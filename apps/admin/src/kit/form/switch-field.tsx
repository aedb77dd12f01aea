import { Switch } from '@mantine/core';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

/**
 * An on/off field bound to the record form around it. Controlled: a Mantine Switch given
 * `register` keeps its own state and draws itself off for a record whose value is true.
 */
export function SwitchField<V extends FieldValues>({ name, label }: { name: FieldPath<V>; label: string }) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  return (
    <Switch
      label={label}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
