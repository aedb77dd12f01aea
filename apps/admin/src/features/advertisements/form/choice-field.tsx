import type { ComboboxData } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { ChoiceSelect } from '../../../components/choice-select';
import type { AdFormValues } from './form-values';

type SingleName = 'format' | 'video_type' | 'video_length' | 'seasonal' | 'subindustry';
type MultipleName = 'gender' | 'objective';

/** A single choice bound to the form. */
export function SingleChoiceField({
  name,
  label,
  data,
}: {
  name: SingleName;
  label: string;
  data: ComboboxData;
}) {
  const { control } = useFormContext<AdFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <ChoiceSelect
      label={label}
      placeholder="Choose one"
      data={data}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A multiple choice bound to the form. */
export function MultipleChoiceField({
  name,
  label,
  data,
}: {
  name: MultipleName;
  label: string;
  data: ComboboxData;
}) {
  const { control } = useFormContext<AdFormValues>();
  const { field, fieldState } = useController({ control, name });
  const value: string[] = field.value ?? [];
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
