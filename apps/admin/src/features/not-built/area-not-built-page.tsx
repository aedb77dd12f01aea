import { Center, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';

/** Areas whose screens come with their own issue; the sidebar already shows them (SPEC 2). */
export default function AreaNotBuiltPage() {
  const { pathname } = useLocation();
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" ta="center" maw={460}>
        <Title order={2}>Not available yet</Title>
        <Text c="dimmed">The screens for {pathname} are not part of this release yet.</Text>
      </Stack>
    </Center>
  );
}
