import '@mantine/charts/styles.layer.css';
import type { InsightAnswer } from '@adlib/shared';
import { BarChart, LineChart } from '@mantine/charts';
import { useNavigate } from 'react-router';
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
}

/**
 * The tile's chart: Mantine Charts on Recharts (its accessibility layer: Tab to the chart, the
 * arrow keys move from mark to mark with their values read out). A mark with a link opens it on
 * click; the table view holds the same links for the keyboard.
 */
export function InsightChart({ answer, kind, link, noun, clickable }: Props) {
  const navigate = useNavigate();
  if (kind === 'heatmap') return <CoverageHeatmap table={answer.table} link={link} noun={noun} />;
  const { rows, columns } = answer.table;
  const data = rows.map((r) => ({ label: r.label, key: r.key, ...r.values }));
  const series = columns.map((c, i) => ({
    name: c.key,
    label: c.label,
    color: COLORS[i % COLORS.length] ?? 'indigo.6',
  }));
  const common = {
    h: HEIGHT,
    className: classes.chart,
    data,
    dataKey: 'label',
    series,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    tickLine: 'y' as const,
    gridAxis: 'y' as const,
  };
  if (kind === 'lines') return <LineChart {...common} curveType="monotone" withDots={rows.length < 20} />;
  return (
    <BarChart
      {...common}
      type={kind === 'stacked' ? 'stacked' : 'default'}
      className={clickable ? `${classes.chart} ${classes.clickable}` : classes.chart}
      barProps={(s) => ({
        onClick: (bar: { payload?: { key?: string } }) => {
          const to = bar.payload?.key ? link(bar.payload.key, s.name) : null;
          if (to) void navigate(to);
        },
      })}
    />
  );
}
