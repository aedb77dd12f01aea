import { TextInput } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A one-line text bound to the form around it (a bulk edit's tag), its message beside it. */
export function TextField<V extends FieldValues>({ name, label }: { name: FieldPath<V>; label: string }) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <TextInput
      label={label}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
