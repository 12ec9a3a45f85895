/**
 * CSV for spreadsheet software (the reports of §7): RFC 4180 — CRLF line ends, a field quoted when it
 * holds a comma, a quote, a line break or surrounding spaces, quotes doubled — with a UTF-8 byte
 * order mark so Excel reads accents and non-Latin names right. Formula injection is neutralised:
 * a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single
 * quote, so a spreadsheet shows it as text instead of running it (a name like `=HYPERLINK(…)` in a
 * CV stays a name). Numbers are written as numbers and never prefixed.
 */
export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell as written: formula-neutralised text, quoted as needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header row, then one row per record, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
