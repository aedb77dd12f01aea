import { daysOf, daysValue } from '@adlib/shared';
import { DatePickerInput } from '@mantine/dates';
import { type CSSProperties, useState } from 'react';

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
  // the first day picked, held until the last one is: the filter changes once, with both
  const [first, setFirst] = useState<string | null>(null);
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      label={label}
      placeholder="Any"
      valueFormat="D MMM YYYY"
      clearable
      value={first ? [first, null] : [days?.from ?? null, days?.to ?? null]}
      onChange={([from, to]) => {
        setFirst(from && !to ? from : null);
        if (!from && !to) onChange(null);
        else if (from && to) onChange(daysValue(from.slice(0, 10), to.slice(0, 10)));
      }}
      style={style}
    />
  );
}
