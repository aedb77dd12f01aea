import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

export interface ListLink {
  to: string;
  /** the list's name, e.g. "Advertisements" */
  label: string;
}

/** An edit screen whose id is malformed or names no record: say so once, with the way back. */
export function RecordNotFound({ what, rawId, list }: { what: string; rawId: string; list: ListLink }) {
  const heading = `${what[0]?.toUpperCase()}${what.slice(1)} not found`;
  useDocumentTitle(heading);
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          There is no {what} with the id “{rawId}”. It may have been deleted, or the address is mistyped.
        </Text>
        <Button component={Link} to={list.to} variant="light" leftSection={<IconArrowLeft size={16} />}>
          Back to {list.label}
        </Button>
      </Stack>
    </Center>
  );
}
