import { daysOf, daysValue } from '@adlib/shared';
import { DatePickerInput } from '@mantine/dates';
import type { CSSProperties } from 'react';

export interface DaysRangeInputProps {
  label: string;
  /** a `dates` filter's value, `from..to` (either end may be open), or '' */
  value: string;
  /** the new value once both ends are picked, or null when cleared */
  onChange: (value: string | null) => void;
  style?: CSSProperties;
}

/** A list filter's range of days, picked on a calendar: first day, then last. */
export function DaysRangeInput({ label, value, onChange, style }: DaysRangeInputProps) {
  const days = daysOf(value);
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      label={label}
      placeholder="Any"
      valueFormat="D MMM YYYY"
      clearable
      value={[days?.from ?? null, days?.to ?? null]}
      onChange={([from, to]) => {
        if (!from && !to) onChange(null);
        // a range is set when its last day is picked
        else if (from && to) onChange(daysValue(from, to));
      }}
      style={style}
    />
  );
}
