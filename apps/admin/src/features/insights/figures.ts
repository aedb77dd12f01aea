import type { InsightAnswer, InsightFigure } from '@adlib/shared';

/** "+12 %", "−5 %", "±0 %"; null when there is nothing to compare with. */
export function changeText(f: Pick<InsightFigure, 'value' | 'previous'>): string | null {
  if (f.previous === null) return null;
  if (f.previous === 0) return f.value === 0 ? '±0 %' : null;
  const pct = Math.round(((f.value - f.previous) / f.previous) * 100);
  if (pct === 0) return '±0 %';
  return pct > 0 ? `+${pct} %` : `−${Math.abs(pct)} %`;
}

const fmt = new Intl.NumberFormat('en');
export const formatNumber = (n: number) => fmt.format(n);

/**
 * The chart in words: its headline figures, the counts no list holds (its notes: curators at
 * work, empty cells), then the row with the most.
 */
export function summaryOf(answer: InsightAnswer): string {
  const figures = answer.figures.map((f) => {
    const change = changeText(f);
    return `${f.label}: ${formatNumber(f.value)}${change ? ` (${change} on the previous period)` : ''}`;
  });
  for (const n of answer.notes ?? []) figures.push(`${n.label}: ${formatNumber(n.value)}`);
  const { rows, columns, rowLabel } = answer.table;
  const totals = rows.map((r) => ({ r, n: columns.reduce((s, c) => s + (r.values[c.key] ?? 0), 0) }));
  const top = totals.reduce<(typeof totals)[number] | null>(
    (best, x) => (!best || x.n > best.n ? x : best),
    null,
  );
  // "Most (industry): Fashion (99)": the row's label read whole, whatever its kind of row
  const most =
    top && top.n > 0 ? ` Most (${rowLabel.toLowerCase()}): ${top.r.label} (${formatNumber(top.n)}).` : '';
  return `${figures.join('; ')}.${most}`;
}

/** True when the table holds nothing but zeros: the tile shows its empty state. */
export const isEmpty = (answer: InsightAnswer) =>
  answer.table.rows.every((r) => Object.values(r.values).every((v) => v === 0)) &&
  answer.figures.every((f) => f.value === 0);

// a label that a spreadsheet would run as a formula starts with a quote mark instead
const cell = (v: string | number) => {
  const s = typeof v === 'string' && /^[=+\-@]/.test(v) ? `'${v}` : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The tile's table as CSV: its row label and columns as the header. */
export function csvOf(answer: InsightAnswer): string {
  const { rowLabel, columns, rows } = answer.table;
  const lines = [[rowLabel, ...columns.map((c) => c.label)].map(cell).join(',')];
  for (const r of rows)
    lines.push([r.label, ...columns.map((c) => r.values[c.key] ?? 0)].map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves the CSV through a link, as a download (no server round trip: the tile has the data). */
export function downloadCsv(answer: InsightAnswer) {
  const url = URL.createObjectURL(new Blob([csvOf(answer)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${answer.tile}-${answer.range.from}-${answer.range.to}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
