import { DatePickerInput } from '@mantine/dates';
import type { CSSProperties } from 'react';

export interface DayInputProps {
  label: string;
  /** a `day` filter's value, `YYYY-MM-DD`, or '' */
  value: string;
  /** the day picked, or null when cleared */
  onChange: (value: string | null) => void;
  style?: CSSProperties;
}

/** A list filter's single day, picked on a calendar ("Active on"). */
export function DayInput({ label, value, onChange, style }: DayInputProps) {
  return (
    <DatePickerInput
      label={label}
      placeholder="Any"
      valueFormat="D MMM YYYY"
      clearable
      value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null}
      onChange={(day) => onChange(day ? day.slice(0, 10) : null)}
      style={style}
    />
  );
}
