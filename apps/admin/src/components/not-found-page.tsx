import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOME_PATH } from '../config/shell-paths';
import { useDocumentTitle } from './use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">There is no screen at this address.</Text>
        <Button component={Link} to={HOME_PATH} variant="light">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
