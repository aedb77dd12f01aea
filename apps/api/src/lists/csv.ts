/** RFC 4180 CSV, safe to open in a spreadsheet. */

export type CsvValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly string[]
  | readonly number[];

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Sheets
// (CSV injection); a leading apostrophe makes it text. Ads' copy is typed by staff but
// scraped from the web, so it is not trusted. Apostrophes already in front count too, so that
// a value that itself starts with '= keeps its own apostrophe when the import takes ours off.
const FORMULA_START = /^'*[=+\-@\t\r]/;
// a plain number (a negative order) is not a formula: it stays a number in the spreadsheet
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The text a spreadsheet shows as it is: every cell, whatever its type (a list's joined text too). */
const guarded = (text: string) => (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text);

/** A cell of our own export read back: our apostrophe taken off (the import's side of `guarded`). */
export const unguardedCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join('; ');
  else text = String(value);
  text = guarded(text);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;
