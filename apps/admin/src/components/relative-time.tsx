import { Text, type TextProps } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export interface RelativeTimeProps extends TextProps {
  value: string | Date | null | undefined;
}

/** "3 days ago", with the exact date and time in the tooltip (title). */
export function RelativeTime({ value, ...rest }: RelativeTimeProps) {
  if (!value) return null;
  const d = dayjs(value);
  if (!d.isValid()) return null;
  return (
    <Text
      component="time"
      size="sm"
      dateTime={d.toISOString()}
      title={d.format('YYYY-MM-DD HH:mm')}
      {...rest}
    >
      {d.fromNow()}
    </Text>
  );
}
