/**
 * What keyword search scans for an ad: brand name, headline, primary text, description,
 * analysis and tags, lower-cased into one column (advertisements.search_text) that a
 * pg_trgm GIN index serves, so `search_text LIKE '%word%'` stays fast at a million rows.
 * Every write of an ad (API, seeds, bulk loader) must set it through this function.
 */
/** What separates the parts of an ad's search_text (bulk tag edits split on it). */
export const SEARCH_TEXT_SEPARATOR = ' \u0001 ';

export function adSearchText(ad: {
  name?: string | null;
  headline?: string | null;
  primary_text?: string | null;
  description?: string | null;
  analysis?: string | null;
  tags?: readonly string[] | null;
}): string {
  return [ad.name, ad.headline, ad.primary_text, ad.description, ad.analysis, ...(ad.tags ?? [])]
    .filter((part): part is string => Boolean(part))
    .join(SEARCH_TEXT_SEPARATOR)
    .toLowerCase();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern for a value or the start of one (escaped, case kept): an id typed in part. */
export const prefixPattern = (start: string) => `${escapeLike(start)}%`;

/** The LIKE pattern for a user's keyword (escaped, lower-cased, substring). */
export function searchPattern(keyword: string): string {
  return `%${escapeLike(keyword.toLowerCase())}%`;
}

// Tags that end a line or a block: between two of them a reader sees a break, so a space.
const BLOCK_TAGS =
  'p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|figure|figcaption|section|article';

/**
 * SQL for the text an HTML column shows (`<strong>bold</strong> words` → `bold words`): block
 * tags become a space, other tags go (`bo<em>ld</em>` → `bold`), the common entities become
 * their character, runs of white space one space. Immutable functions only: a generated column.
 */
export function htmlTextSql(column: string) {
  let text = `regexp_replace(${column}, '</?(${BLOCK_TAGS})([\\s/][^>]*)?>', ' ', 'gi')`;
  text = `regexp_replace(${text}, '<[^>]*>', '', 'g')`;
  for (const [entity, char] of [
    ['&nbsp;', ' '],
    ['&lt;', '<'],
    ['&gt;', '>'],
    ['&quot;', '"'],
    ['&#39;', "''"],
    ['&amp;', '&'],
  ])
    text = `replace(${text}, '${entity}', '${char}')`;
  // a no-break space (the sanitizer writes &nbsp; as the character) is a space to a reader
  text = `replace(${text}, chr(160), ' ')`;
  return `btrim(regexp_replace(${text}, '\\s+', ' ', 'g'))`;
}
