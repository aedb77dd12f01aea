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
// scraped from the web, so it is not trusted.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join('; ');
  else text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;
