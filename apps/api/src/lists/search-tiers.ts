import type { SearchDeclaration } from '../db/search-fields.js';
import { searchPattern } from '../db/search-text.js';
import {
  nearWordsQuery,
  scoreSql,
  searchWords,
  typoEditsOf,
  typoScore,
  WEIGHT_VALUE,
  type WordSql,
  weightsOf,
  wordArms,
  wordScore,
  wordsSql,
} from './search.js';
import { Params, type Statement } from './statement.js';

/**
 * Relevance order of a common word without scoring every match (issue 29 §3, decision 025).
 *
 * A one-word keyword's score takes few values (search.ts): 3.9 for the word in the heaviest
 * field, 3.4 in the next, … 2.1 for its start in the lightest, then typos and substrings
 * below 2. Rows of one score come newest first. So page 1 is the first rows of the tiers, in
 * order: each tier is its own branch of a UNION ALL under the page's LIMIT, and PostgreSQL runs
 * the branches one after another and stops when the page is full. A tier that many rows have
 * (the table's statistics of `search_classed(search_doc)`, migration 0036, say how many) is
 * read by walking the primary key newest first and testing each row; a rare one is looked up
 * in the search_classed index ('a.fresh': the word in the brand) and sorted. The rest (typos,
 * substrings) is one last branch, scored and sorted like the full search. Keyset paging: a
 * cursor's score names its tier; tiers above it are skipped, its own continues below the
 * cursor's id.
 *
 * Only a word of one word's keyword that is common (at least `commonRows` rows by the
 * statistics) goes this way; any other search scores every match (few rows, or the AND of
 * several words), and a table without statistics yet (a new database: no ANALYZE) too.
 */

export const TIER_LIMITS = {
  /** a keyword whose word (whole or as a start) is in at least this many rows reads by tiers */
  commonRows: 2000,
  /** a tier of at least this many rows is walked in id order; fewer are looked up in the index */
  walkRows: 2000,
  /** the statistics are read again after this long (ANALYZE changes them) */
  ttlMs: 60_000,
};

interface ClassedStats {
  at: number;
  /** the table's rows (reltuples) */
  rows: number;
  /** the share of rows having a classed word ('b.fresh'), for the most common ones */
  freq: Map<string, number>;
}
const statsCache = new Map<string, ClassedStats>();

/** Forget the statistics read (a test that ran ANALYZE). */
export const clearSearchStats = () => statsCache.clear();

type Run = <T>(statement: Statement) => Promise<T[]>;

/** Read (at most every ttlMs) the statistics of a ranked search's classed index. */
export async function loadSearchStats(search: SearchDeclaration | undefined, table: string, run: Run) {
  const index = search?.classed;
  if (!index) return;
  const hit = statsCache.get(index);
  if (hit && Date.now() - hit.at < TIER_LIMITS.ttlMs) return;
  const [row] = await run<{ rows: number | null; elems: string[] | null; freqs: number[] | null }>({
    text: `select (select reltuples::float8 from pg_class where oid = to_regclass($2)) as rows,
      s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs
      from (select 1) one left join pg_stats s on s.tablename = $1 and s.attname = 'search_classed'`,
    values: [index, table],
  });
  const freq = new Map<string, number>();
  (row?.elems ?? []).forEach((elem, i) => {
    freq.set(elem, row?.freqs?.[i] ?? 0);
  });
  statsCache.set(index, { at: Date.now(), rows: Math.max(0, row?.rows ?? 0), freq });
}

/** As search_norm does (lower case, accents off), for looking a word up in the statistics. */
const normalised = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether two words are within `edits` of each other (levenshtein), as the typo words are. */
export function withinEdits(a: string, b: string, edits: number) {
  if (Math.abs(a.length - b.length) > edits) return false;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    if (Math.min(...next) > edits) return false;
    row = next;
  }
  return (row[b.length] ?? 0) <= edits;
}

/**
 * Does a classed word of the statistics ('b.freshly') count for the keyword's word: itself, a
 * longer word it starts, or (`edits`) a typo word of it, a word within the edits.
 */
const countsFor = (lexeme: string, norm: string, edits: number) =>
  lexeme.startsWith(norm) || (edits > 0 && lexeme.length >= 4 && withinEdits(lexeme, norm, edits));

export interface TierPlan {
  search: SearchDeclaration;
  word: string;
  stats: ClassedStats;
}

/**
 * About how many rows have a one-word keyword's word (whole, as a start or, misspelt, its typo
 * words, in any field), by the statistics; null when they cannot say (several words, no
 * statistics, a rare word). A misspelt common word ('frash' for 'fresh') is common too: its
 * typo words' rows are many.
 */
export function commonWordRows(search: SearchDeclaration | undefined, keyword: unknown) {
  if (!search?.classed || typeof keyword !== 'string') return null;
  const stats = statsCache.get(search.classed);
  const words = searchWords(keyword);
  const [word] = words;
  if (!stats?.rows || !stats.freq.size || words.length !== 1 || !word) return null;
  const norm = normalised(word);
  const edits = typoEditsOf(word);
  let share = 0;
  for (const [elem, f] of stats.freq) if (countsFor(elem.slice(2), norm, edits)) share += f;
  const rows = share * stats.rows;
  return rows >= TIER_LIMITS.commonRows ? { word, stats, rows } : null;
}

/**
 * The words of a keyword of several that many rows have (whole, or as a start for the last),
 * when at least one other is rare: those are tested on the rare word's rows rather than read
 * from the index (search.ts, rankedWhere). Empty otherwise.
 */
export function commonWordsOf(search: SearchDeclaration | undefined, keyword: unknown): ReadonlySet<string> {
  const stats = search?.classed ? statsCache.get(search.classed) : undefined;
  if (!stats?.rows || typeof keyword !== 'string') return new Set();
  const words = searchWords(keyword);
  if (words.length < 2) return new Set();
  const common = words.filter((word, i) => {
    const norm = normalised(word);
    let share = 0;
    for (const [elem, f] of stats.freq) {
      const lexeme = elem.slice(2);
      if (lexeme === norm || (i === words.length - 1 && lexeme.startsWith(norm))) share += f;
    }
    return share * stats.rows >= TIER_LIMITS.commonRows;
  });
  return new Set(common.length < words.length ? common : []);
}

/** The tiers' way for this keyword, or null: score every match (search.ts). */
export function tierPlanOf(search: SearchDeclaration | undefined, keyword: unknown): TierPlan | null {
  const common = search && commonWordRows(search, keyword);
  return common && search ? { search, word: common.word, stats: common.stats } : null;
}

interface Tier {
  /** null: the rest (typos, substrings), scored row by row */
  score: number | null;
  /** the rows of this tier and no higher one */
  where: string;
  /** the same, tested on rows read otherwise (by `lookup`): no index serves it */
  tested: string;
  /** an indexed condition of the same rows (a superset): the search_classed index */
  lookup: string | null;
  /** many rows: walked in id order rather than looked up */
  walk: boolean;
  /**
   * a tier of typo words: walked on `tested` (no index serves it: the planner cannot tell how
   * many rows a typo subquery's words have, and would read them all from search_doc's index),
   * and not counted on its own (the last tier's count has its rows)
   */
  typo?: boolean;
}

/**
 * The rows having the word in one class, by the search_classed index: `'b.fresh'`. The start
 * of a word: the longer words from search_words (`'b.freshly' | 'b.freshest'`), not `'b.fresh':*`,
 * which would read every row of the common word itself; search_words keeps words of four
 * letters or more, so a start of one or two letters takes `:*`. The classed words are built in
 * SQL from the word as search_norm has it, as the documents have theirs.
 */
function classedLookup(w: WordSql, weight: string, prefix: boolean) {
  const classedWord = (word: string) => `quote_literal('${weight}.' || ${word})`;
  if (!prefix) return `search_classed(search_doc) @@ ${classedWord(w.norm)}::tsquery`;
  const longer = `(select coalesce(string_agg(${classedWord('sw.word')}, ' | '), '''.''')::tsquery from search_words sw where sw.word like ${w.norm} || '%' and sw.word <> ${w.norm})`;
  return `search_classed(search_doc) @@ case when length(${w.norm}) >= 3 then ${longer} else (${classedWord(w.norm)} || ':*')::tsquery end`;
}

/** The tiers of a one-word keyword, highest first. */
function tiersOf(plan: TierPlan, p: Params): { tiers: Tier[]; score: string } {
  const { search, stats } = plan;
  const [w] = wordsSql(plan.word, p) as [WordSql];
  const norm = normalised(plan.word);
  const arms = wordArms(search, w);
  // the same arms tested on the rows read, where an index finds them otherwise
  const filtered = wordArms(search, w, true);
  const rowsOf = (key: string, prefix: boolean) => {
    let share = 0;
    for (const [elem, f] of stats.freq)
      if (prefix ? elem.startsWith(key) && elem !== key : elem === key) share += f;
    return share * stats.rows;
  };
  // each arm's own rows: its match and none of the arms its CASE tries before it
  const ownRows = (list: typeof arms, i: number) => {
    const arm = list[i] as (typeof arms)[number];
    const before = list.slice(0, i).map((a) => a.match);
    return before.length ? `(${arm.match} and not (${before.join(' or ')}))` : arm.match;
  };
  const own = arms.map((arm, i) => {
    const where = ownRows(arms, i);
    const tested = ownRows(filtered, i);
    const key = arm.weight ? `${arm.weight.toLowerCase()}.${norm}` : null;
    const classed = arm.weight
      ? classedLookup(w, arm.weight.toLowerCase(), arm.kind === 'prefix')
      : arm.match;
    return { ...arm, where, tested, classed, rows: key ? rowsOf(key, arm.kind === 'prefix') : 0 };
  });
  const scores = [...new Set(own.map((a) => a.score))].sort((a, b) => b - a);
  const tiers: Tier[] = scores.map((score) => {
    const mine = own.filter((a) => a.score === score);
    const rows = mine.reduce((n, a) => n + a.rows, 0);
    const any = (sqls: string[]) => (sqls.length > 1 ? `(${sqls.join(' or ')})` : (sqls[0] ?? 'false'));
    return {
      score,
      where: any(mine.map((a) => a.where)),
      tested: any(mine.map((a) => a.tested)),
      lookup: `(${mine.map((a) => a.classed).join(' or ')})`,
      walk: rows >= TIER_LIMITS.walkRows,
    };
  });
  const pattern = p.add(searchPattern(plan.word));
  const rest = search.text.map((column) => `${column} like ${pattern}`);
  const restTested = [...rest];
  if (w.edits) {
    rest.push(`search_doc @@ ${nearWordsQuery(w)}`);
    restTested.push(`ts_match_vq(search_doc, ${nearWordsQuery(w)})`);
  }
  const others = `(${rest.join(' or ')}) and not (${arms.map((a) => a.match).join(' or ')})`;
  const othersTested = `(${restTested.join(' or ')}) and not (${filtered.map((a) => a.match).join(' or ')})`;
  // a misspelt word: its typo words' rows, one tier per class of the heaviest typo word
  // (typoScore: 1.9 in the brand, 1.4, …), each walked or looked up in the classed index as
  // the word's own tiers; what none has (a substring alone) scores 0, the last tier. Only when
  // the word itself is not common: a common word's own tiers fill its first pages, and its
  // typo tiers would only cost planning (four branches more: 13 → 23-77 ms for `coffee`)
  let wordRows = 0;
  for (const [elem, f] of stats.freq) if (elem.slice(2).startsWith(norm)) wordRows += f * stats.rows;
  if (w.edits && wordRows < TIER_LIMITS.commonRows)
    for (const weight of weightsOf(search)) {
      const score = 1 + WEIGHT_VALUE[weight];
      const cls = weight.toLowerCase();
      let rows = 0;
      for (const [elem, f] of stats.freq)
        if (
          elem.startsWith(`${cls}.`) &&
          elem !== `${cls}.${norm}` &&
          countsFor(elem.slice(2), norm, w.edits)
        )
          rows += f * stats.rows;
      const isScore = `(${typoScore(w)}) = ${score}`;
      tiers.push({
        score,
        where: `${others} and ${isScore}`,
        tested: `${othersTested} and ${isScore}`,
        lookup: `search_classed(search_doc) @@ ${nearWordsQuery(w, cls)}`,
        walk: rows >= TIER_LIMITS.walkRows,
        typo: true,
      });
    }
  tiers.push({ score: null, where: others, tested: othersTested, lookup: null, walk: false });
  return { tiers, score: `(${wordScore(search, w)})::float8` };
}

const and = (conditions: readonly string[]) => conditions.filter(Boolean).join(' and ');

/**
 * A common typo tier's test, as one expression the planner cannot take apart: it estimates a
 * CASE at half the rows, so it walks the primary key newest first and stops at the page. Taken
 * apart (a typo subquery's words, nine NOTs, a score compared), the estimate was a few rows, and
 * the plan a scan of the whole table, every row scored (200,000 ads: 3.1 s).
 */
const typoWalked = (tested: string) => `(case when ${tested} then true else false end)`;

/**
 * How many steps a tiered read has: one per tier, highest first (the count: not the typo
 * tiers, whose rows the last tier counts). Each step is its own statement (decision 025, "Tiers
 * in steps").
 */
export function tierSteps(plan: TierPlan, counted = false) {
  const { tiers } = tiersOf(plan, new Params());
  return counted ? tiers.filter((tier) => !tier.typo).length : tiers.length;
}

/**
 * One tier of the page in relevance order (`step`, highest first): `select <columns>, relevance
 * from …` of at most `limit + offset` rows, in (relevance desc, id desc); null for a tier above
 * the cursor's (sent already). The page is the steps' rows in turn (steps.ts), `offset` of them
 * passed over.
 */
export function tieredPageSql(
  plan: TierPlan,
  r: {
    table: string;
    columns: string;
    /** the other filters' conditions */
    base: readonly string[];
    after?: { key: string | boolean | null; id: number };
    limit: number;
    offset: number;
  },
  p: Params,
  step: number,
): string | null {
  const { tiers, score } = tiersOf(plan, p);
  const tier = tiers[step];
  if (!tier) return null;
  const k = r.after ? Number(r.after.key) : Number.POSITIVE_INFINITY;
  const reach = p.add(r.limit + r.offset);
  if (tier.score === null) {
    const after = r.after
      ? `(relevance, id) < (${p.add(r.after.key)}::float8, ${p.add(r.after.id)}::int)`
      : '';
    // the typo tiers above have every row scored 1 or more
    const outer = and([tiers.some((t) => t.typo) ? 'relevance < 1' : '', after]);
    const where = and([...r.base, tier.where]);
    return `select * from (select ${r.columns}, ${score} as relevance from ${r.table} where ${where} offset 0) t${outer ? ` where ${outer}` : ''} order by relevance desc, id desc limit ${reach}`;
  }
  // above the cursor's tier: sent already
  if (tier.score > k + 1e-9) return null;
  const within = r.after && Math.abs(tier.score - k) < 1e-9 ? `id < ${p.add(r.after.id)}::int` : '';
  const columns = `${r.columns}, ${scoreSql(tier.score)} as relevance`;
  return tier.lookup && !tier.walk
    ? // rare: its rows from the classed index, then sorted (offset 0: not walked)
      `select * from (select ${columns} from ${r.table} where ${and([...r.base, tier.lookup, tier.tested, within])} offset 0) t order by id desc limit ${reach}`
    : `select ${columns} from ${r.table} where ${and([...r.base, tier.typo ? typoWalked(tier.tested) : tier.where, within])} order by id desc limit ${reach}`;
}

/**
 * One tier's capped count (`step`, highest first, the typo tiers left out): the tiers are counted
 * in turn until the cap is reached (steps.ts); a rare tier by its classed lookup, a common one as
 * the planner likes (a walk, or search_doc's index: a lossy bitmap's pages are rechecked, and
 * search_classed() is costly to recompute on each row, search_doc @@ is not). With a filter on a
 * column the classed index holds beside the words (`indexed`: an ad's industry and format as
 * that index has them, migration 0042) every tier is looked up there, the filters with it: one
 * scan intersects the word's class and the filters' values, where the planner's way was two
 * bitmaps of 100,000-200,000 rows ANDed and the heap read for the rest (1,000,000 ads: 198,239
 * rows of the word, 100,015 of the industry, ~4,900 heap pages for 1,001 rows).
 */
export function tieredCountSql(
  plan: TierPlan,
  r: { table: string; base: readonly string[]; cap: number; indexed?: readonly string[] },
  p: Params,
  step: number,
): string {
  const { tiers } = tiersOf(plan, p);
  const tier = tiers.filter((t) => !t.typo)[step];
  const cap = p.add(r.cap + 1);
  const indexed = r.indexed ?? [];
  if (!tier) return 'select 0 as n';
  let from: string;
  // the last tier (typos, substrings) of a misspelt common word: its typo words' rows are many,
  // and search_doc's index would give all of them as one bitmap before the first is counted
  // (`sprinng`: 198,407 rows, 216-388 ms); tested row by row as the table is read, the count
  // stops at the cap after a few thousand rows
  if (tier.lookup === null && tiers.some((t) => t.typo && t.walk))
    from = `${r.table} where ${and([...r.base, typoWalked(tier.tested)])}`;
  else if (tier.lookup === null || (tier.walk && !indexed.length))
    from = `${r.table} where ${and([...r.base, tier.where])}`;
  else if (!indexed.length) from = `${r.table} where ${and([...r.base, tier.lookup, tier.tested])}`;
  // the rows of the classed index's one scan (offset 0: planned alone), then the filters
  // tested on them; planned together, the filters' own btree (an industry's 100,000 rows)
  // was ANDed to the scan as a second bitmap, the planner not knowing that `lower(industry)`
  // already holds it
  else
    from = `(select * from ${r.table} where ${and([tier.lookup, ...indexed])} offset 0) t where ${and([...r.base, tier.tested])}`;
  return `select count(*)::int as n from (select 1 from ${from} limit ${cap}) s`;
}
