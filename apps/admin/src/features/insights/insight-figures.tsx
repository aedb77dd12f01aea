import type { InsightFigure, InsightFigurePart } from '@adlib/shared';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { changeText, formatNumber } from './figures';

/** A count as its list's link where it has one (`name` names it to a reader). */
function Count({
  f,
  to,
  size,
  name,
}: {
  f: Pick<InsightFigure, 'value'>;
  to: string | null;
  size: number;
  /** what a reader hears before the count: the figure's label */
  name: string;
}) {
  const value = formatNumber(f.value);
  return to ? (
    <Anchor component={Link} to={to} fz={size} fw={700} aria-label={`${name}: ${value}`}>
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
      <Count f={part} to={link(part.key)} size={16} name={part.label} /> {word(part)} ÷{' '}
      <Count f={whole} to={link(whole.key)} size={16} name={whole.label} /> {word(whole)} ={' '}
      <Text component="span" fw={700}>
        {formatNumber(rate.value)} %
      </Text>
    </Text>
  );
}

/**
 * "= 30 visible + 12 not visible": a figure no one list holds, as the lists' totals it sums,
 * each linked ("Ads added, visible: 30"). It wraps on a phone.
 */
function Parts({
  figure,
  parts,
  link,
}: {
  figure: InsightFigure;
  parts: InsightFigurePart[];
  link: (key: string, part: string) => string | null;
}) {
  return (
    <Text component="span" size="sm">
      ={' '}
      {parts.map((p, i) => (
        <span key={p.key}>
          {i > 0 && ' + '}
          <Count f={p} to={link(figure.key, p.key)} size={16} name={`${figure.label}, ${p.label}`} />{' '}
          {p.label}
        </span>
      ))}
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
 * rate (`ratio`) as the two counts it divides, a figure with `parts` as the counts it sums,
 * each linked (`partLink`).
 */
export function InsightFigures({
  figures,
  link,
  partLink,
  ratio,
}: {
  figures: InsightFigure[];
  link: (key: string) => string | null;
  partLink: (key: string, part: string) => string | null;
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
                <Count f={f} to={link(f.key)} size={22} name={f.label} />
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
            {f.parts && f.parts.length > 0 && <Parts figure={f} parts={f.parts} link={partLink} />}
          </Stack>
        );
      })}
    </Group>
  );
}
