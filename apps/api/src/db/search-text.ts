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
