import { Avatar, Group, Text } from '@mantine/core';

/** Logo and brand name; a missing or broken logo falls back to the name's initials. */
export function BrandCell({ name, logo }: { name: string; logo: string | null }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={logo} alt="" name={name} color="initials" size={32} radius="sm" />
      <Text size="sm" fw={500} truncate="end" title={name}>
        {name}
      </Text>
    </Group>
  );
}
