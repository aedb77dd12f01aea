import '@mantine/charts/styles.layer.css';
import type { InsightAnswer } from '@adlib/shared';
import { BarChart, LineChart } from '@mantine/charts';
import type { KeyboardEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Rectangle, type RectangleProps } from 'recharts';
import { CoverageHeatmap } from './coverage-heatmap';
import classes from './insights.module.css';
import type { ChartKind } from './tiles';

const COLORS = ['indigo.6', 'teal.7', 'orange.7', 'grape.6', 'red.7'];
const HEIGHT = 220;

interface Props {
  answer: InsightAnswer;
  kind: Exclude<ChartKind, 'figures'>;
  link: (row: string, column: string) => string | null;
  noun: string;
  /** marks open a list on click (else the pointer stays an arrow) */
  clickable: boolean;
  /** bars drawn on one stack, by column key → stack */
  stacks?: Readonly<Record<string, string>>;
}

/** What Recharts hands a line's dot: its centre and its row (the chart's data item). */
interface DotProps {
  cx?: number;
  cy?: number;
  index: number;
  payload?: { key?: string; label?: string } & Record<string, unknown>;
}

/** What Recharts hands a bar's shape: its rectangle and its row (the chart's data item). */
interface BarShape extends RectangleProps {
  payload?: { key?: string; label?: string } & Record<string, unknown>;
}

/**
 * One bar: a plain rectangle, or, where it links to a list, a link in the tab order that
 * Enter and Space follow as a click does (issue 32: keyboard-reachable marks).
 */
function BarMark({
  shape,
  to,
  name,
  label,
  open,
}: {
  shape: BarShape;
  to: string | null;
  /** the series' key in the row, and what it is called */
  name: string;
  label: string;
  open: (to: string) => void;
}) {
  const { payload, ...rect } = shape;
  const value = payload?.[name];
  // an empty part of a stack draws nothing: no tab stop for it (the table view links it)
  if (!to || !value) return <Rectangle {...rect} />;
  return (
    <LinkMark to={to} label={`${payload?.label ?? ''}, ${label}: ${String(value)}`} open={open}>
      <Rectangle {...rect} />
    </LinkMark>
  );
}

/**
 * A chart mark that opens a list: an SVG <g> with the link's role, as an <a> in the chart's SVG
 * would not be routed; in the tab order, Enter and Space follow as a click does.
 */
function LinkMark({
  to,
  label,
  open,
  children,
}: {
  to: string;
  label: string;
  open: (to: string) => void;
  children: ReactNode;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    open(to);
  };
  return (
    <g
      role="link"
      tabIndex={0}
      aria-label={`${label}. Open the list`}
      className={classes.mark}
      onKeyDown={onKeyDown}
      onClick={() => open(to)}
    >
      {children}
    </g>
  );
}

/** A series' colour ('indigo.6') as the CSS variable Mantine defines for it. */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/**
 * One point of a line: where it links to a list, a link in the tab order as a bar is (its own
 * hit area a little larger than the dot); else a plain dot.
 */
function DotMark({
  cx,
  cy,
  r,
  fill,
  to,
  label,
  open,
}: {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  to: string | null;
  label: string;
  open: (to: string) => void;
}) {
  const dot = <circle cx={cx} cy={cy} r={r} fill={fill} stroke={fill} />;
  if (!to) return dot;
  return (
    <LinkMark to={to} label={label} open={open}>
      <circle cx={cx} cy={cy} r={r + 4} fill="transparent" />
      {dot}
    </LinkMark>
  );
}

/**
 * The tile's chart: Mantine Charts on Recharts (its accessibility layer: Tab to the chart, the
 * arrow keys move from mark to mark with their values read out). A bar with a link is a link:
 * click, or Tab to it and press Enter or Space; the table view holds the same links.
 */
export function InsightChart({ answer, kind, link, noun, clickable, stacks }: Props) {
  const navigate = useNavigate();
  if (kind === 'heatmap') return <CoverageHeatmap table={answer.table} link={link} noun={noun} />;
  const { rows, columns } = answer.table;
  const data = rows.map((r) => ({ label: r.label, key: r.key, ...r.values }));
  const series = columns.map((c, i) => ({
    name: c.key,
    label: c.label,
    color: COLORS[i % COLORS.length] ?? 'indigo.6',
    ...(stacks?.[c.key] && { stackId: stacks[c.key] }),
  }));
  const common = {
    h: HEIGHT,
    className: classes.chart,
    data,
    dataKey: 'label',
    series,
    withLegend: series.length > 1,
    // no fixed height: Recharts measures the legend, which wraps on a phone
    legendProps: { verticalAlign: 'bottom' as const },
    tickLine: 'y' as const,
    gridAxis: 'y' as const,
  };
  if (kind === 'lines')
    return (
      <LineChart
        {...common}
        className={clickable ? `${classes.chart} ${classes.clickable}` : classes.chart}
        curveType="monotone"
        withDots={clickable || rows.length < 20}
        // a linked line's points are links, smaller where the range has many weeks
        lineProps={(s) =>
          clickable
            ? {
                dot: ({ cx, cy, payload, index }: DotProps) => (
                  <DotMark
                    key={`${s.name}-${index}`}
                    cx={cx ?? 0}
                    cy={cy ?? 0}
                    r={rows.length < 20 ? 3 : 2}
                    fill={cssColor(s.color ?? 'indigo.6')}
                    to={payload?.key ? link(payload.key, s.name) : null}
                    label={`${payload?.label ?? ''}, ${s.label ?? s.name}: ${String(payload?.[s.name] ?? '')}`}
                    open={(to) => void navigate(to)}
                  />
                ),
              }
            : {}
        }
      />
    );
  return (
    <BarChart
      {...common}
      type={kind === 'stacked' ? 'stacked' : 'default'}
      className={clickable ? `${classes.chart} ${classes.clickable}` : classes.chart}
      barProps={(s) => ({
        shape: (shape: BarShape) => (
          <BarMark
            shape={shape}
            to={shape.payload?.key ? link(shape.payload.key, s.name) : null}
            name={s.name}
            label={s.label ?? s.name}
            open={(to) => void navigate(to)}
          />
        ),
      })}
    />
  );
}
