import { TextInput, type TextInputProps } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** What a field may add to its input: a description, a placeholder, required, autofocus in a dialog. */
type InputExtras = Omit<TextInputProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  'data-autofocus'?: boolean;
};

/** A one-line text bound to the form around it (a bulk edit's tag), its message beside it. */
export function TextField<V extends FieldValues>({
  name,
  label,
  ...extras
}: { name: FieldPath<V>; label: string } & InputExtras) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <TextInput
      {...extras}
      label={label}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
