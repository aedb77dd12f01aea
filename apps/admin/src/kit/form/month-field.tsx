import { MonthPickerInput } from '@mantine/dates';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** The month picker works on days: '2024-12' ↔ '2024-12-01' ('' is no month). */
export const monthToDay = (month: string) => (month ? `${month}-01` : null);
export const dayToMonth = (day: string | null) => (day ? day.slice(0, 7) : '');

/** A month bound to the record form around it: picked on a calendar of months, held as YYYY-MM. */
export function MonthField<V extends FieldValues>({ name, label }: { name: FieldPath<V>; label: string }) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <MonthPickerInput
      label={label}
      placeholder="YYYY-MM"
      valueFormat="YYYY-MM"
      clearable
      value={monthToDay(String(field.value ?? ''))}
      onChange={(day) => field.onChange(dayToMonth(day))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
