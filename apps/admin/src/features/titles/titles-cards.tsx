import type { TitleSubtitle } from '@adlib/shared';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { TitleEditButton } from './title-edit-button';

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
            <TitleEditButton id={t.id} section={t.section} />
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
