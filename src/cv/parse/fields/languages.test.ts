import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../../test-support/resume-lines.js';
import type { Line } from '../types.js';
import { readLanguages } from './languages.js';

const languagesOf = (lines: Line[]) => readLanguages(sectionsOf([nameLine('Jane Doe'), heading('Languages'), ...lines])).languages;

describe('languages', () => {
  it('reads each language with its level in brackets, after a dash or a colon', () => {
    expect(languagesOf([line('Nederlands (moedertaal); Engels (vloeiend)'), line('German – B1'), line('French: basic')])).toEqual([
      { name: 'Nederlands', level: 1 },
      { name: 'Engels', level: 2 },
      { name: 'German', level: 4 },
      { name: 'French', level: 5 },
    ]);
  });

  it('gives a line of levels alone to the languages of the line before', () => {
    expect(languagesOf([row(['English', 'Spanish']), row(['Native', 'Intermediate'])])).toEqual([
      { name: 'English', level: 1 },
      { name: 'Spanish', level: 4 },
    ]);
  });

  it('gives a language without a level the middle one', () => {
    expect(languagesOf([line('English, Spanish')])).toEqual([
      { name: 'English', level: 3 },
      { name: 'Spanish', level: 3 },
    ]);
  });

  it('reads a header line of language names when there is no languages section, unsure of the levels', () => {
    expect(readLanguages(sectionsOf([nameLine('Jane Doe'), line('Spanish, Catalan, English')]))).toEqual({
      languages: [
        { name: 'Spanish', level: 3 },
        { name: 'Catalan', level: 3 },
        { name: 'English', level: 3 },
      ],
      unsure: ['custom_fields.languages'],
    });
  });
});
