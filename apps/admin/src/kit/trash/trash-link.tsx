import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type AreaManifest, trashPath } from '../area/area-manifest';

/** A list header's way to its area's Trash screen (the first, or the one at `path`). */
export function TrashLink({ area, path }: { area: AreaManifest; path?: string }) {
  const trash = area.trash?.find((t) => path === undefined || t.path === path);
  if (!trash) return null;
  return (
    <Button
      component={Link}
      to={trashPath(area.segment, trash)}
      variant="default"
      leftSection={<IconTrash size={16} />}
    >
      Trash
    </Button>
  );
}
