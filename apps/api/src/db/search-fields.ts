/**
 * What each list's ranked keyword search reads (issue 29, decision 025): per area its fields
 * with a weight, A the heaviest. This one declaration builds the stored, weighted `search_doc`
 * tsvector of the table (schema.ts, a generated column: every write keeps it) and, through the
 * list declaration (`search: { ranked: ... }`), the engine's match and relevance SQL.
 *
 * `search_norm` (migration 0026) is lower(unaccent(text)), declared immutable so a generated
 * column and an index may use it; `search_join` joins a text array with spaces (array_to_string
 * is only stable). The 'simple' configuration keeps every word as it is written: no stemming
 * and no stop words, so a brand, an e-mail's parts or a city are words like any other.
 */
import { htmlTextSql } from './search-text.js';

/**
 * The trigram threshold typo candidates are found with (`<%`): low enough for one edit in a
 * five-letter word (0.5) and two in an eight-letter one (about 0.33); levenshtein then checks
 * each candidate. Migration 0026 sets it for the database's new sessions; a session that ran
 * the migration itself (a new embedded database) sets it with this.
 */
export const TRGM_THRESHOLD_SQL = 'set pg_trgm.word_similarity_threshold = 0.3';

export type SearchWeight = 'A' | 'B' | 'C' | 'D';

export interface SearchField {
  /** the column (or an immutable SQL expression of the row) */
  sql: string;
  weight: SearchWeight;
}

/** Related rows whose text finds a record too (an ad through its collections' titles). */
export interface SearchRelated {
  /** what a match stands for: the ids of the records it finds, `$match` the condition on `text` */
  ids: string;
  weight: SearchWeight;
}

export interface SearchDeclaration {
  /** the weighted fields, heaviest first, stored as the row's search_doc */
  fields: readonly SearchField[];
  /** lower-cased text columns with a trigram index: substrings and typos are found there */
  text: readonly string[];
  related?: SearchRelated;
  /**
   * The name of a GIN index on `search_classed(search_doc)` (migration 0036): words prefixed by
   * their weight ('a.pelora'). With it, relevance order of a common word reads page by page
   * (lists/search-tiers.ts); without it every match is scored.
   */
  classed?: string;
  /**
   * The columns that index holds beside the classed words, as `lower(column)` (migration 0042,
   * btree_gin): a list filtered by one of them counts a common word's rows in one scan of it,
   * the word's class and the filters' values intersected posting list by posting list
   * (lists/search-tiers.ts). `lower()`, so that only the search's own conditions use it: as a
   * plain column, the lists without a keyword took it for their filters (a bitmap of 33,000
   * rows of an industry and a format, slower than the scan they had).
   */
  classedWith?: readonly string[];
}

const f = (sql: string, weight: SearchWeight): SearchField => ({ sql, weight });

export const SEARCH = {
  advertisements: {
    fields: [
      f('name', 'A'),
      f('headline', 'B'),
      f('primary_text', 'B'),
      f('description', 'C'),
      f('search_join(tags)', 'C'),
      f('analysis', 'D'),
      f('media_text', 'D'),
    ],
    text: ['search_text', 'media_text'],
    // collection titles: a small table, matched whole, and the ads linked to a matching one
    related: {
      ids: 'select ac.advertisement_id from advertisement_collections ac join collections c on c.id = ac.collection_id where $match',
      weight: 'C',
    },
    classed: 'ads_search_classed',
    classedWith: ['industry', 'format'],
  },
  tiktoks: {
    fields: [f('username', 'A'), f('description', 'B'), f('music_title', 'C'), f('media_text', 'D')],
    text: ['search_text', 'media_text'],
  },
  ugc_creators: {
    fields: [f('name', 'A'), f('email', 'B'), f('niche', 'C'), f('city', 'D')],
    text: ['search_text'],
  },
  users: {
    fields: [f("first_name || ' ' || last_name", 'A'), f('email', 'B')],
    text: ['search_text'],
  },
  articles: {
    fields: [f('title', 'A'), f(htmlTextSql('content'), 'B')],
    text: ['search_text'],
  },
} as const satisfies Record<string, SearchDeclaration>;

/** An e-mail's parts are words too: `jane.doe@mail.com` → jane doe mail com. */
const WORD_SEPARATORS = "'[@._+-]+'";

/** The generated tsvector of a table's weighted fields. */
export function searchDocSql(fields: readonly SearchField[]): string {
  return fields
    .map(
      (field) =>
        `setweight(to_tsvector('simple'::regconfig, regexp_replace(search_norm(coalesce(${field.sql}, '')), ${WORD_SEPARATORS}, ' ', 'g')), '${field.weight}')`,
    )
    .join(' || ');
}
