import {
  DUPLICATE_REASONS,
  type DuplicateReason,
  EXACT_REASONS,
  IMPORT_ERRORS_LISTED,
  type ImportDuplicate,
} from '@adlib/shared';
import type { Tx } from '../../db/audit.js';
import type { Db } from '../../db/client.js';

/** A record of the library a row looks like, and why (strongest reason first). */
export interface LibraryMatch {
  id: number;
  reasons: DuplicateReason[];
}

/** A value a row is compared on with the other lines of the file (a media link, a digest, a copy key). */
export interface RowSignal {
  reason: DuplicateReason;
  value: string;
}

/** What the area's lookup found for one row of a batch. */
export interface RowLook {
  /** records of the library it looks like, the strongest match first */
  library: LibraryMatch[];
  /** its values compared with the other lines (a digest the library knew for its media among them) */
  signals: RowSignal[];
}

/**
 * What an area that checks duplicates (issue 26) gives the import engine: the records of its
 * library a batch of rows looks like, found by batched lookups on indexed columns
 * (apps/api/src/duplicates/import/). The engine compares the lines among themselves.
 */
export interface ImportDuplicates<Row> {
  /** the newest record id: records the import itself writes (ids above it) are lines, not the library */
  newestId: (tx: Tx) => Promise<number>;
  /** one batch: for each row, in order, the library records (id <= newest) it looks like and its signals */
  lookup: (tx: Tx, rows: readonly Row[], newest: number) => Promise<RowLook[]>;
  /** the keys among these that name a stored record: such a row updates its record, it adds none */
  stored: (tx: Tx, keys: readonly (string | number)[]) => Promise<Set<string | number>>;
}

/**
 * The most signals remembered from earlier lines: past it, later lines are still compared with
 * the library and with the lines remembered, so memory stays bounded whatever the file's size
 * (decision 014). At ~50 bytes an entry, about 50 MB.
 */
export const REMEMBERED_SIGNALS = 1_000_000;

/** Keys are tagged in 2^26 values beside a line number below 2^26, in one safe integer. */
const KEY_TAGS = 2 ** 26;
const MAX_LINE = 2 ** 26;

/**
 * cyrb53: a 53-bit hash of a string, as a number (a Map key without a string kept per line).
 * Two different values collide with a chance of about n² / 2^54: 5·10⁻⁵ for a million values.
 */
function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const exactOf = (reasons: readonly DuplicateReason[]) => reasons.some((r) => EXACT_REASONS.includes(r));
const strongestFirst = (reasons: Iterable<DuplicateReason>) =>
  DUPLICATE_REASONS.filter((r) => new Set(reasons).has(r));

export interface DuplicateRow<Row> {
  line: number;
  value: Row;
}

/**
 * The duplicates of one import, batch after batch: each row against the library (the area's
 * lookup) and against the earlier lines of the file (their signals, remembered as hashes). A
 * row that names a stored record (its key) updates it and is no duplicate; two lines with one
 * key are one record (the later wins), not duplicates. A row like a library record is reported
 * against it, else against the earliest line it is like.
 */
export function duplicateFinder<Row>(
  db: Db,
  check: ImportDuplicates<Row>,
  key: (row: Row) => string | number | undefined,
) {
  let newest: number | undefined;
  /** signal hash → line * KEY_TAGS + the line's key tag (0: keyless) */
  const seen = new Map<number, number>();
  const listed: ImportDuplicate[] = [];
  const keyTag = (row: Row) => {
    const k = key(row);
    return k === undefined ? 0 : 1 + (hash53(String(k), 1) % (KEY_TAGS - 1));
  };
  const signalHash = (s: RowSignal) => hash53(`${s.reason}\u0000${s.value}`);

  return {
    /** what the answer lists (at most IMPORT_ERRORS_LISTED) */
    listed,
    /**
     * One batch of valid rows: each row's finding (undefined: none), in the order given; each
     * finding is listed. Rows for which `keep` answers false (an exact duplicate left out) leave
     * no signals behind: a later line is not reported against a line that was not imported.
     */
    async batch(
      rows: readonly DuplicateRow<Row>[],
      keep: (found: ImportDuplicate) => boolean,
    ): Promise<(ImportDuplicate | undefined)[]> {
      if (!rows.length) return [];
      const looks = await db.transaction(async (tx) => {
        newest ??= await check.newestId(tx);
        return check.lookup(
          tx,
          rows.map((r) => r.value),
          newest,
        );
      });
      const hashes = looks.map((look) =>
        (look?.signals ?? []).map((s) => ({ reason: s.reason, h: signalHash(s) })),
      );
      const tags = rows.map((r) => keyTag(r.value));
      const updatesStored = await storedRows(rows, looks, hashes);

      // line order: the earlier of two lines is the one remembered
      const order = rows
        .map((_, i) => i)
        .sort((a, b) => (rows[a] as DuplicateRow<Row>).line - (rows[b] as DuplicateRow<Row>).line);
      const found: (ImportDuplicate | undefined)[] = new Array(rows.length);
      for (const i of order) {
        const row = rows[i] as DuplicateRow<Row>;
        const tag = tags[i] as number;
        const finding = updatesStored.has(i)
          ? undefined
          : findingOf(row.line, tag, looks[i], hashes[i] ?? []);
        found[i] = finding;
        if (finding && listed.length < IMPORT_ERRORS_LISTED) listed.push(finding);
        if (finding && !keep(finding)) continue;
        if (row.line < MAX_LINE)
          for (const { h } of hashes[i] ?? [])
            if (!seen.has(h) && seen.size < REMEMBERED_SIGNALS) seen.set(h, row.line * KEY_TAGS + tag);
      }
      return found;
    },
  };

  /** The earlier line a row's signals meet, if not its own record's: [line, reasons]. */
  function inFile(tag: number, hashes: readonly { reason: DuplicateReason; h: number }[]) {
    const byLine = new Map<number, Set<DuplicateReason>>();
    for (const { reason, h } of hashes) {
      const packed = seen.get(h);
      if (packed === undefined) continue;
      const line = Math.floor(packed / KEY_TAGS);
      const otherTag = packed % KEY_TAGS;
      if (tag !== 0 && otherTag === tag) continue; // one key: the same record
      const reasons = byLine.get(line) ?? new Set<DuplicateReason>();
      reasons.add(reason);
      byLine.set(line, reasons);
    }
    // the line met on the strongest reason, the earliest of those
    let best: { line: number; reasons: DuplicateReason[] } | undefined;
    for (const [line, set] of byLine) {
      const reasons = strongestFirst(set);
      const rank = DUPLICATE_REASONS.indexOf(reasons[0] as DuplicateReason);
      const bestRank = best ? DUPLICATE_REASONS.indexOf(best.reasons[0] as DuplicateReason) : Infinity;
      if (rank < bestRank || (rank === bestRank && best && line < best.line)) best = { line, reasons };
    }
    return best;
  }

  function findingOf(
    line: number,
    tag: number,
    look: RowLook | undefined,
    hashes: readonly { reason: DuplicateReason; h: number }[],
  ): ImportDuplicate | undefined {
    const record = look?.library[0];
    if (record) {
      const reasons = strongestFirst(record.reasons);
      return { line, of: { id: record.id, line: null }, reasons, exact: exactOf(reasons) };
    }
    const earlier = inFile(tag, hashes);
    if (!earlier) return undefined;
    return {
      line,
      of: { id: null, line: earlier.line },
      reasons: earlier.reasons,
      exact: exactOf(earlier.reasons),
    };
  }

  /**
   * The rows (their indexes) that name a stored record: asked only of keyed rows that met
   * something (a library record, a remembered line, another row of the batch).
   */
  async function storedRows(
    rows: readonly DuplicateRow<Row>[],
    looks: readonly (RowLook | undefined)[],
    hashes: readonly (readonly { h: number }[])[],
  ) {
    const inBatch = new Map<number, number>();
    for (const list of hashes) for (const { h } of list) inBatch.set(h, (inBatch.get(h) ?? 0) + 1);
    const asked = new Map<string | number, number[]>();
    rows.forEach((row, i) => {
      const k = key(row.value);
      if (k === undefined) return;
      const met =
        (looks[i]?.library.length ?? 0) > 0 ||
        (hashes[i] ?? []).some(({ h }) => seen.has(h) || (inBatch.get(h) ?? 0) > 1);
      if (met) asked.set(k, [...(asked.get(k) ?? []), i]);
    });
    const indexes = new Set<number>();
    if (!asked.size) return indexes;
    const stored = await db.transaction((tx) => check.stored(tx, [...asked.keys()]));
    for (const k of stored) for (const i of asked.get(k) ?? []) indexes.add(i);
    return indexes;
  }
}
