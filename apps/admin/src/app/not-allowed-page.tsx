import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';
import { paths } from '../config/paths';

export function NotAllowedPage() {
  useDocumentTitle('Not allowed');
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h2">
          Not allowed
        </Title>
        <Text c="dimmed">
          This screen is for super users. Your role can manage advertisements; ask a super user if you need
          access.
        </Text>
        <Button component={Link} to={paths.advertisements} variant="light">
          Go to advertisements
        </Button>
      </Stack>
    </Center>
  );
}
