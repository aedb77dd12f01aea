import { Badge, Group, Text } from '@mantine/core';

/** two fit the column at any width the layout allows; the tooltip lists them all */
const SHOWN = 2;

/** The first tags as badges and "+N" for the rest, on one line so every row keeps its height. */
export function TagsCell({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <Text c="dimmed">—</Text>;
  const rest = tags.length - SHOWN;
  return (
    <Group gap={4} wrap="nowrap" title={tags.join(', ')} style={{ overflow: 'hidden' }}>
      {tags.slice(0, SHOWN).map((t) => (
        <Badge key={t} variant="light" size="sm" radius="sm" tt="none" maw={120} style={{ flexShrink: 0 }}>
          {t}
        </Badge>
      ))}
      {rest > 0 && (
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          +{rest}
        </Text>
      )}
    </Group>
  );
}
