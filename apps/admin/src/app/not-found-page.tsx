import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">There is no screen at this address.</Text>
        <Button component={Link} to={paths.home} variant="light">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
