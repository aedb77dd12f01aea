import { type DuplicateReason, EXACT_REASONS } from '@adlib/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/audit.js';
import type { LibraryMatch, RowLook, RowSignal } from '../../lists/import/duplicates.js';
import { type ArrayCell, arrayLiteral } from '../../lists/import/upsert-rows.js';

/**
 * A batch's column as one array parameter (as the import's writes send theirs, decision 014):
 * one statement for the whole batch, its text the same for every batch.
 */
export function columnParam(values: readonly ArrayCell[], sqlType: 'text' | 'integer'): SQL {
  return sql`${sql.param(
    arrayLiteral(
      values.map((v) => [v]),
      0,
    ),
  )}::text::${sql.raw(`${sqlType}[]`)}`;
}

/**
 * Before a batch's lookup statement, in its transaction: no JIT. Its estimated cost (thousands of
 * index probes) passes jit_above_cost, and PostgreSQL spent 29 ms of 72 compiling it (2,000
 * rows, 500,000 TikToks) for a statement that runs once per batch.
 */
export async function withoutJit(tx: Tx) {
  await tx.execute(sql`set local jit = off`);
}

/** One match a lookup statement answers: the row's position (1-based, WITH ORDINALITY), a record and why. */
export interface FoundRow {
  ord: number;
  id: number;
  reason: DuplicateReason;
}

/** Most library records reported a row, per reason: the oldest ones for ads (a merge keeps the oldest), any for TikToks (tiktoks.ts). */
export const MATCHES_PER_REASON = 5;

/**
 * Each row's library matches, one per record with its reasons, most alike first: an exact
 * reason before none, then more reasons (the same link and the same copy before the same
 * file alone), then the strongest reason, then the oldest record; and its signals.
 */
export function looksOf(
  count: number,
  found: readonly FoundRow[],
  signals: (i: number) => RowSignal[],
): RowLook[] {
  const byRow = Array.from({ length: count }, () => new Map<number, Set<DuplicateReason>>());
  for (const f of found) {
    const records = byRow[f.ord - 1];
    if (!records) continue;
    const reasons = records.get(f.id) ?? new Set<DuplicateReason>();
    reasons.add(f.reason);
    records.set(f.id, reasons);
  }
  const rank = (reasons: readonly DuplicateReason[]) => Math.min(...reasons.map((r) => REASON_RANK[r]));
  const exact = (reasons: readonly DuplicateReason[]) =>
    reasons.some((r) => EXACT_REASONS.includes(r)) ? 0 : 1;
  return byRow.map((records, i) => {
    const library: LibraryMatch[] = [...records].map(([id, set]) => ({
      id,
      reasons: [...set].sort((a, b) => REASON_RANK[a] - REASON_RANK[b]),
    }));
    library.sort(
      (a, b) =>
        exact(a.reasons) - exact(b.reasons) ||
        b.reasons.length - a.reasons.length ||
        rank(a.reasons) - rank(b.reasons) ||
        a.id - b.id,
    );
    return { library, signals: signals(i) };
  });
}

const REASON_RANK: Record<DuplicateReason, number> = {
  'same-file': 0,
  'same-post': 1,
  'near-picture': 2,
  'near-frames': 3,
  'same-copy': 4,
};
