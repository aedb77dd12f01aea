import { Text } from '@mantine/core';

/** "1,234 ads", or "about 10,000+ ads" when the server only estimated the count. */
export function ListTotal({ total, estimate }: { total: number | null; estimate: boolean }) {
  if (total === null) return null;
  const n = total.toLocaleString('en-US');
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
      {estimate ? `about ${n}+ ads` : `${n} ad${total === 1 ? '' : 's'}`}
    </Text>
  );
}
