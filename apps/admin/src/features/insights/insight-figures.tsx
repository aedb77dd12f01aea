import type { InsightFigure } from '@adlib/shared';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { changeText, formatNumber } from './figures';

/** The headline figures, each with its change on the previous period and its list's link. */
export function InsightFigures({
  figures,
  link,
}: {
  figures: InsightFigure[];
  link: (key: string) => string | null;
}) {
  return (
    <Group gap="lg" align="flex-start">
      {figures.map((f) => {
        const change = changeText(f);
        const to = link(f.key);
        const value = formatNumber(f.value);
        return (
          <Stack key={f.key} gap={0}>
            <Text component="span" size="xs" c="dimmed">
              {f.label}
            </Text>
            <Group gap={6} align="baseline" wrap="nowrap">
              {to ? (
                <Anchor component={Link} to={to} fz={22} fw={700} aria-label={`${f.label}: ${value}`}>
                  {value}
                </Anchor>
              ) : (
                // a span: a big bold paragraph reads to axe as a heading made of <p>
                <Text component="span" fz={22} fw={700}>
                  {value}
                </Text>
              )}
              {change && (
                <Text
                  component="span"
                  size="xs"
                  fw={600}
                  // the scheme's own text shade of each colour (AA in light and dark, app/theme.ts)
                  c={
                    change.startsWith('+')
                      ? 'var(--mantine-color-teal-text)'
                      : change.startsWith('−')
                        ? 'var(--mantine-color-red-text)'
                        : 'dimmed'
                  }
                  title="Compared with the previous period"
                >
                  {change}
                  <VisuallyHidden> on the previous period</VisuallyHidden>
                </Text>
              )}
            </Group>
          </Stack>
        );
      })}
    </Group>
  );
}
