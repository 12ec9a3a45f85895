/**
 * Rows as the text `COPY … FROM STDIN` reads (PostgreSQL's text format): one line a row, its values
 * in the statement's column order, separated by tabs. Bulk loads write through it: the database
 * reads each value once with its column's own input function, where a JSON parameter is parsed as
 * a whole and then again per value (decision 022, tenth round). Pure, so rows can be encoded away
 * from the database (the seed's builder threads).
 *
 * Values by their JavaScript type: null and undefined are NULL; booleans, numbers and strings as
 * they are; a Date as its ISO instant; an array as an array literal of its values (strings quoted,
 * null as NULL; no nested arrays); any other object as its JSON (a `json`/`jsonb` column).
 */

/** The backslash escapes of the text format: the only characters a value may not hold as they are. */
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const COPY_SPECIAL = /[\\\n\r\t]/;
const COPY_SPECIALS = /[\\\n\r\t]/g;
const escapeCopy = (text: string) => (COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIALS, (c) => COPY_ESCAPES[c]) : text);

/** An array element: quoted, so that any text (an empty one, "NULL", braces, commas) is read as itself. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, '\\$&')}"`;
  throw new TypeError(`A COPY array holds strings, numbers, booleans and nulls, not ${Array.isArray(value) ? 'an array' : typeof value}.`);
}

/** One value as the text format writes it. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'boolean':
      return value ? 't' : 'f';
    case 'number':
      return String(value);
    case 'string':
      return escapeCopy(value);
    case 'object':
      if (value instanceof Date) return value.toISOString();
      if (Array.isArray(value)) return escapeCopy(`{${value.map(arrayElement).join(',')}}`);
      return escapeCopy(JSON.stringify(value));
    default:
      throw new TypeError(`A COPY value cannot be a ${typeof value}.`);
  }
}

/** Rows (each its values in column order) as a COPY text: every line ends with a newline. */
export function copyText(rows: readonly (readonly unknown[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(copyValue).join('\t')}\n`;
  return text;
}

/** A COPY text with the columns its values are in. */
export type CopyRows = { columns: string[]; text: string };

/**
 * Records made alike (the same keys in the same order, as one object literal makes them) as a COPY
 * text: the columns are their keys.
 */
export function copyRows(records: readonly Record<string, unknown>[]): CopyRows {
  const columns = records.length ? Object.keys(records[0]) : [];
  return { columns, text: copyText(records.map((record) => columns.map((column) => record[column]))) };
}
