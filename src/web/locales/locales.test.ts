/** Every interface language has every English key, with the same placeholders, and no empty text. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../shared/constants.js';

const dir = path.join(__dirname);
const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'));
const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as Record<string, unknown>).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const files = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe.each(INTERFACE_LANGUAGES.filter((l) => l !== 'en'))('%s catalogues', (lang) => {
  it.each(files)('%s has every English key, the same placeholders and no empty text', (file) => {
    const en = flatten(read('en', file));
    const other = flatten(read(lang, file));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(other[key].trim(), `${lang}/${file} ${key}`).not.toBe('');
      expect(placeholders(other[key]), `${lang}/${file} ${key}`).toEqual(placeholders(text));
    }
  });

  it('is a translation, not a copy of English', () => {
    const en = flatten(read('en', 'auth.json'));
    const other = flatten(read(lang, 'auth.json'));
    const same = Object.keys(en).filter((k) => en[k] === other[k]);
    expect(same.length).toBeLessThan(Object.keys(en).length / 4);
  });
});
