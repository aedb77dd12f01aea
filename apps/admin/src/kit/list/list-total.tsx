import { Text } from '@mantine/core';

interface Props {
  total: number | null;
  estimate: boolean;
  /** what the list counts, one and many: ['ad', 'ads'] */
  noun: readonly [string, string];
}

/** "1,234 ads", or "about 10,000+ ads" when the server only estimated the count. */
export function ListTotal({ total, estimate, noun }: Props) {
  if (total === null) return null;
  const n = total.toLocaleString('en-US');
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
      {estimate ? `about ${n}+ ${noun[1]}` : `${n} ${total === 1 ? noun[0] : noun[1]}`}
    </Text>
  );
}
