import type { InsightFigure } from '@adlib/shared';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { changeText, formatNumber } from './figures';

/** A count as its list's link where it has one (the figure's label names it to a reader). */
function Count({ f, to, size }: { f: InsightFigure; to: string | null; size: number }) {
  const value = formatNumber(f.value);
  return to ? (
    <Anchor component={Link} to={to} fz={size} fw={700} aria-label={`${f.label}: ${value}`}>
      {value}
    </Anchor>
  ) : (
    // a span: a big bold paragraph reads to axe as a heading made of <p>
    <Text component="span" fz={size} fw={700}>
      {value}
    </Text>
  );
}

/** "31 converted ÷ 50 started = 62 %": a rate shown as the two linked counts it divides. */
function Ratio({
  rate,
  part,
  whole,
  link,
}: {
  rate: InsightFigure;
  part: InsightFigure;
  whole: InsightFigure;
  link: (key: string) => string | null;
}) {
  const word = (f: InsightFigure) => f.label.split(' ')[0]?.toLowerCase() ?? '';
  return (
    <Text component="span" size="sm">
      <Count f={part} to={link(part.key)} size={16} /> {word(part)} ÷{' '}
      <Count f={whole} to={link(whole.key)} size={16} /> {word(whole)} ={' '}
      <Text component="span" fw={700}>
        {formatNumber(rate.value)} %
      </Text>
    </Text>
  );
}

export interface FigureRatio {
  key: string;
  part: string;
  whole: string;
}

/**
 * The headline figures, each with its change on the previous period and its list's link; a
 * rate (`ratio`) as the two counts it divides, each linked.
 */
export function InsightFigures({
  figures,
  link,
  ratio,
}: {
  figures: InsightFigure[];
  link: (key: string) => string | null;
  ratio?: FigureRatio;
}) {
  const byKey = (key: string | undefined) => figures.find((f) => f.key === key);
  const part = byKey(ratio?.part);
  const whole = byKey(ratio?.whole);
  return (
    <Group gap="lg" align="flex-start">
      {figures.map((f) => {
        const change = changeText(f);
        const asRatio = f.key === ratio?.key && part && whole;
        return (
          <Stack key={f.key} gap={0}>
            <Text component="span" size="xs" c="dimmed">
              {f.label}
            </Text>
            <Group gap={6} align="baseline" wrap="nowrap">
              {asRatio ? (
                <Ratio rate={f} part={part} whole={whole} link={link} />
              ) : (
                <Count f={f} to={link(f.key)} size={22} />
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
