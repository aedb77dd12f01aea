import type { DuplicateArea } from '@adlib/shared';
import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { counted } from './duplicate-words';
import { useDuplicateCount } from './duplicates-api';

const CLUSTERS: readonly [string, string] = ['possible duplicate', 'possible duplicates'];

/**
 * A list header's count of open duplicate clusters, linking to the review screen; nothing
 * while there are none (or the count failed: the list itself matters more than its count).
 */
export function DuplicatesCountLink({ area, review }: { area: DuplicateArea; review: string }) {
  const count = useDuplicateCount(area, { silent: true });
  const open = count.data?.open ?? 0;
  if (open === 0) return null;
  return (
    <Button component={Link} to={review} variant="light" color="orange" leftSection={<IconCopy size={16} />}>
      {counted(open, CLUSTERS)}
    </Button>
  );
}
