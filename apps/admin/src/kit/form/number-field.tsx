import { NumberInput } from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * A number bound to the record form around it. What was typed is what is checked and sent:
 * no clamping to a minimum (Mantine's default turned −5 into 0 on blur, saved with no word),
 * no decimals dropped. The shared schema's refusal ("Cannot be negative", or the API's own
 * 400) shows beside the field. An emptied field holds '': the schema says what that means.
 */
export function NumberField<V extends FieldValues>({
  name,
  label,
  disabled,
}: {
  name: FieldPath<V>;
  label: string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <NumberInput
      label={label}
      clampBehavior="none"
      value={(field.value as number | string | undefined | null) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      disabled={disabled}
      error={fieldState.error?.message}
    />
  );
}
