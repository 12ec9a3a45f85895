import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv.js';

describe('CSV for spreadsheets (RFC 4180, formula injection)', () => {
  it.each([
    ['plain text stays as it is', 'Northwind Logistics', 'Northwind Logistics'],
    ['a comma is quoted', 'Visser, Sanne', '"Visser, Sanne"'],
    ['quotes are doubled inside quotes', 'Sanne "the fixer" Visser', '"Sanne ""the fixer"" Visser"'],
    ['a line break is quoted', 'line one\nline two', '"line one\nline two"'],
    ['surrounding spaces are kept by quoting', ' padded ', '" padded "'],
    ['accents pass unchanged', 'Zoë Müller-Łukasiewicz', 'Zoë Müller-Łukasiewicz'],
    ['= starts a formula: prefixed', '=HYPERLINK("http://x.test","click")', `"'=HYPERLINK(""http://x.test"",""click"")"`],
    ['+ is prefixed', '+31 20 123', "'+31 20 123"],
    ['- is prefixed', '-2+3', "'-2+3"],
    ['@ is prefixed', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a leading tab is prefixed', '\t=1+1', "'\t=1+1"],
    ['a leading carriage return is prefixed and quoted', '\r=1+1', `"'\r=1+1"`],
    ['a formula sign later in the text is harmless', 'A=B', 'A=B'],
  ])('%s', (_name, input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('numbers are written as numbers, negative ones too; empty values are empty', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('a file starts with the UTF-8 BOM, has the header first and ends every line with CRLF', () => {
    const csv = toCsv(['name', 'count'], [['Zoë', 2], ['=cmd', 0]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe("name,count\r\nZoë,2\r\n'=cmd,0\r\n");
  });
});
