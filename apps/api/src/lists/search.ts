import type { SearchDeclaration, SearchWeight } from '../db/search-fields.js';
import { searchPattern } from '../db/search-text.js';
import type { Params } from './statement.js';

/**
 * Ranked keyword search (issue 29, decision 025): how a keyword becomes a condition and a
 * relevance score on a table whose searchable fields are declared once (db/search-fields.ts).
 *
 * A keyword is split into words (letters and digits; anything else separates). A row matches
 * when its lower-cased text holds the whole keyword as a substring (what the search found
 * before), or when it has every word: as a whole word of its weighted search_doc (accents and
 * case ignored), the last word also as the start of a word, a word of five letters or more
 * also with a typo (one edit up to seven letters, two from eight: the words of all documents
 * within those edits, from the search_words table by pg_trgm's `<%` and levenshtein, then the
 * rows having one of them), and, where declared, through a related row (an ad's collections'
 * titles). Each of these is served by an index: the text columns' trigram GIN (substrings),
 * search_doc's GIN, search_words' trigram GIN, the related table's own.
 *
 * Relevance, per word, then summed: a whole word 3 + the weight of the heaviest field having
 * it, a related row 3 + its weight, the start of a word 2 + weight, a typo 1 + the weight of the
 * nearest word's field, a substring of the whole keyword 0; D..A weigh 0.1, 0.2, 0.4, 0.9. So an
 * exact word beats a prefix beats a typo, and within each a heavier field comes first. The
 * scores are few and discrete (3.9, 3.4, …): rows of one score are newest first, which lets a
 * common word's page be read tier by tier (search-tiers.ts) instead of scoring every match.
 */

/** At most this many words count; the rest of a long keyword is ignored. */
const MAX_WORDS = 8;
/** Words this long or longer are also found with typos. */
export const TYPO_MIN_LENGTH = 5;

/** The keyword's words, lower-cased: letters and digits only (safe inside a tsquery literal). */
export function searchWords(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

export const WEIGHT_VALUE: Record<SearchWeight, number> = { D: 0.1, C: 0.2, B: 0.4, A: 0.9 };
const WEIGHTS: readonly SearchWeight[] = ['A', 'B', 'C', 'D'];
/** The weights a declaration's fields have, heaviest first. */
export const weightsOf = (search: SearchDeclaration) =>
  WEIGHTS.filter((weight) => search.fields.some((f) => f.weight === weight));
/** A score as its SQL literal (the same float8 on every path: the cursor holds its text). */
export const scoreSql = (score: number) => `${Number(score.toFixed(4))}::float8`;
/** The value of a document word's heaviest weight (unnest(tsvector)'s `weights`). */
const WEIGHT_OF_WEIGHTS = `case when 'A' = any(u.weights) then 0.9 when 'B' = any(u.weights) then 0.4 when 'C' = any(u.weights) then 0.2 else 0.1 end`;

export interface WordSql {
  /** the word normalised as the documents are (search_norm: lower, unaccented) */
  norm: string;
  exact: string;
  prefix: string | null;
  /** the whole word / its start in one field class: `'fresh':B`, `'fresh':*B` */
  exactIn(weight: SearchWeight): string;
  prefixIn(weight: SearchWeight): string;
  /** the edits a typo may have: 0 below TYPO_MIN_LENGTH letters or with a digit, 1 up to 7, 2 from 8 */
  edits: number;
}

/** Typos a word may have: none in a short word, one up to seven letters, two beyond. */
const editsAllowed = (letters: number) => (letters < TYPO_MIN_LENGTH ? 0 : letters < 8 ? 1 : 2);

/**
 * Typos a keyword's word may have: a word with a digit is a code, a number or a size
 * ("bulk0010", "2024", "500ml"): one digit off is another thing, not a slip of the keyboard.
 */
export const typoEditsOf = (word: string) => (/\p{N}/u.test(word) ? 0 : editsAllowed([...word].length));

/** A word of the document within the word's edits (levenshtein, fuzzystrmatch). */
const nearWord = (w: WordSql, words: string) =>
  `exists (select 1 from ${words} where levenshtein_less_equal(u.lexeme, ${w.norm}, ${w.edits}) <= ${w.edits})`;

/** One word's parameters and tsqueries. */
function wordSql(word: string, last: boolean, p: Params): WordSql {
  const w = p.add(word);
  const norm = `search_norm(${w}::text)`;
  const quoted = `quote_literal(${norm})`;
  return {
    norm,
    exact: `to_tsquery('simple', ${quoted})`,
    prefix: last ? `to_tsquery('simple', ${quoted} || ':*')` : null,
    exactIn: (weight) => `to_tsquery('simple', ${quoted} || ':${weight}')`,
    prefixIn: (weight) => `to_tsquery('simple', ${quoted} || ':*${weight}')`,
    edits: typoEditsOf(word),
  };
}

export function relatedSql(related: SearchDeclaration['related'], w: WordSql) {
  if (!related) return null;
  const title = 'search_norm(c.title)';
  const near = nearWord(w, `regexp_split_to_table(${title}, '[^[:alnum:]]+') u(lexeme)`);
  const match = `(${title} like '%' || ${w.norm} || '%'${w.edits ? ` or ${near}` : ''})`;
  // `= any(array(…))`: the ids are computed once (an uncorrelated subquery) and the table's
  // primary key finds them, so this arm of the OR is a bitmap like the others; `id in (…)` was
  // a hashed filter, which turned the whole search into a scan of the table
  return `id = any(array(${related.ids.replace('$match', match)}))`;
}

/**
 * The words of every document within the word's edits, as one tsquery (`a | b | …`): found in
 * the small search_words table (migration 0030: its trigram index with a low threshold, then
 * levenshtein), so the rows come from search_doc's GIN index. Trigrams on the rows' own text
 * found too many of them: a made-up brand looks like a third of a library (measured: 26 s at a
 * million ads). An uncorrelated subquery: computed once per statement. The word itself is
 * not in it (the exact arm finds it; a common word would make this arm read all its rows),
 * and with no other word it is `'.'`, a word no document has (the parser drops signs).
 */
export const nearWordsQuery = (w: WordSql, classed = '') =>
  `(select coalesce(string_agg(quote_literal(${classed ? `'${classed}.' || ` : ''}sw.word), ' | '), '''.''')::tsquery from search_words sw where ${w.norm} <% sw.word and sw.word <> ${w.norm} and length(sw.word) between length(${w.norm}) - ${w.edits} and length(${w.norm}) + ${w.edits} and levenshtein_less_equal(sw.word, ${w.norm}, ${w.edits}) <= ${w.edits})`;

/** Does the row have this word (anyhow)? */
function wordMatch(search: SearchDeclaration, w: WordSql, common: boolean) {
  // a common word beside a rare one: tested on the rare one's rows (ts_match_vq is @@ that no
  // index serves), not read from the index (a bitmap of 100,000 rows ANDed with one of 10)
  const match = (q: string) => (common ? `ts_match_vq(search_doc, ${q})` : `search_doc @@ ${q}`);
  const any = [match(w.prefix ?? w.exact)];
  if (w.edits) any.push(match(nearWordsQuery(w)));
  const related = relatedSql(search.related, w);
  if (related) any.push(related);
  return `(${any.join(' or ')})`;
}

/**
 * The arms of one word's score, in the order its CASE tries them: the whole word in each
 * weight, the related rows, the start of the word in each weight. What none of them finds
 * scores by its typo (typoScore) or 0.
 */
export function wordArms(search: SearchDeclaration, w: WordSql, filterOnly = false) {
  // ts_match_vq is @@ as a function: no index serves it (the row is tested where it is read)
  const has = (q: string) => (filterOnly ? `ts_match_vq(search_doc, ${q})` : `search_doc @@ ${q}`);
  const arms: {
    score: number;
    match: string;
    kind: 'exact' | 'related' | 'prefix';
    weight?: SearchWeight;
  }[] = [];
  const weights = weightsOf(search);
  for (const weight of weights)
    arms.push({
      kind: 'exact',
      weight,
      score: 3 + WEIGHT_VALUE[weight],
      match: has(w.exactIn(weight)),
    });
  const related = relatedSql(search.related, w);
  if (related && search.related)
    arms.push({ kind: 'related', score: 3 + WEIGHT_VALUE[search.related.weight], match: related });
  if (w.prefix)
    for (const weight of weights)
      arms.push({
        kind: 'prefix',
        weight,
        score: 2 + WEIGHT_VALUE[weight],
        match: has(w.prefixIn(weight)),
      });
  return arms;
}

/**
 * A typo: 1 + the weight of the heaviest field with a word within the edits; else (a substring)
 * 0. The document's words are the typo words nearWordsQuery finds (within the edits and
 * trigram-alike, `<%`), so a row scored 1 + w has a typo word in class w: the tiers find it by
 * the classed index (search-tiers.ts).
 */
export const typoScore = (w: WordSql) =>
  w.edits
    ? `1 + coalesce((select max(${WEIGHT_OF_WEIGHTS}) from unnest(search_doc) u where levenshtein_less_equal(u.lexeme, ${w.norm}, ${w.edits}) <= ${w.edits} and ${w.norm} <% u.lexeme), -1)`
    : '0';

/** How well the row has this word (see the top of the file). */
export function wordScore(search: SearchDeclaration, w: WordSql) {
  const cases = wordArms(search, w).map((arm) => `when ${arm.match} then ${arm.score}`);
  return `(case ${cases.join(' ')} else ${typoScore(w)} end)`;
}

/**
 * The condition and the score of a keyword: the whole keyword as a substring of the text
 * columns (as before: part of a word, `50%`, an e-mail's middle), or every word matched.
 */
export function rankedWhere(
  search: SearchDeclaration,
  keyword: string,
  p: Params,
  /** the words many rows have (search-tiers.ts: commonWordsOf), when another word is rare */
  common: ReadonlySet<string> = new Set(),
): string {
  const pattern = p.add(searchPattern(keyword));
  const matches = search.text.map((column) => `${column} like ${pattern}`);
  const words = searchWords(keyword);
  const sqls = wordsSql(keyword, p);
  if (sqls.length)
    matches.push(`(${sqls.map((w, i) => wordMatch(search, w, common.has(words[i] ?? ''))).join(' and ')})`);
  return `(${matches.join(' or ')})`;
}

/** The relevance score of a keyword, float8, higher first. */
export function rankedScore(search: SearchDeclaration, keyword: string, p: Params): string {
  const sqls = wordsSql(keyword, p);
  // a keyword without a word (only signs), found as a substring, scores 1: below any word
  const score = sqls.length ? sqls.map((w) => wordScore(search, w)).join(' + ') : '1';
  return `(${score})::float8`;
}

export function wordsSql(keyword: string, p: Params) {
  const words = searchWords(keyword);
  return words.map((word, i) => wordSql(word, i === words.length - 1, p));
}
