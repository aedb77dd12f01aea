import type { TitleSubtitle } from '@adlib/shared';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The same list on a phone: one card per section, so the Edit button never scrolls off-screen. */
export function TitlesCards({ titles }: { titles: TitleSubtitle[] }) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {titles.map((t) => (
        <Card key={t.id} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Badge variant="light" ff="monospace" tt="none">
              #{t.id} {t.section}
            </Badge>
            <Button
              component={Link}
              to={paths.titleEdit(t.id)}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${t.section}`}
            >
              Edit
            </Button>
          </Group>
          <Text fw={600}>{t.title}</Text>
          {t.subtitle && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {t.subtitle}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
