import { Checkbox } from '@mantine/core';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

/** A yes/no field bound to the record form around it, as a checkbox (SwitchField's twin). */
export function CheckboxField<V extends FieldValues>({ name, label }: { name: FieldPath<V>; label: string }) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      label={label}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
