import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { titlePaths } from './manifest';

/** The row action of the titles list, the same in the table and in the phone cards. */
export function TitleEditButton({ id, section }: { id: number; section: string }) {
  return (
    <Button
      component={Link}
      to={titlePaths.titleEdit(id)}
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} />}
      aria-label={`Edit ${section}`}
    >
      Edit
    </Button>
  );
}
