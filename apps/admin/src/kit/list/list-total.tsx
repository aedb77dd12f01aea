import { Text } from '@mantine/core';

interface Props {
  total: number | null;
  estimate: boolean;
  /** the estimate may be above or below (a common word's search before its count finished) */
  approximate?: boolean;
  /** what the list counts, one and many: ['ad', 'ads'] */
  noun: readonly [string, string];
}

/**
 * "1,234 ads"; "about 1,000+ ads" when the server counted only up to a cap (a lower bound);
 * "≈ 12,300 ads" when its figure is an estimate either way (rounded to three digits: the
 * figure is no more precise than that; the next page's answer may carry the exact count).
 */
export function ListTotal({ total, estimate, approximate = false, noun }: Props) {
  if (total === null) return null;
  const n = total.toLocaleString('en-US');
  const text = !estimate
    ? `${n} ${total === 1 ? noun[0] : noun[1]}`
    : approximate
      ? `≈ ${roughly(total).toLocaleString('en-US')} ${noun[1]}`
      : `about ${n}+ ${noun[1]}`;
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
      {text}
    </Text>
  );
}

/** A number to three significant digits (12,345 → 12,300). */
const roughly = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 2);
  return Math.round(n / step) * step;
};
