import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../../test-support/resume-lines.js';
import { CV_LABELS } from '../../labels/index.js';
import type { Line } from '../types.js';
import { isLevelText, languageLevel } from '../vocab.js';
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

  it('reads a level printed beside its language as a part of its own, or glued to it', () => {
    expect(languagesOf([row(['Deutsch', 'Muttersprache']), row(['Englisch', 'Verhandlungssicher']), line('Französisch Grundkenntnisse')])).toEqual([
      { name: 'Deutsch', level: 1 },
      { name: 'Englisch', level: 3 },
      { name: 'Französisch', level: 5 },
    ]);
    expect(languagesOf([line('EnglishNative', { list: true }), line('JapaneseFluent (JLPT N1)', { list: true }), line('isiZuluNative', { list: true })])).toEqual([
      { name: 'English', level: 1 },
      { name: 'Japanese', level: 2 },
      { name: 'isiZulu', level: 1 },
    ]);
  });

  it('finds the language in a phrase around it', () => {
    expect(languagesOf([line('Native English speaker'), line('Fluent in German'), line('Basic knowledge of Italian')])).toEqual([
      { name: 'English', level: 1 },
      { name: 'German', level: 2 },
      { name: 'Italian', level: 5 },
    ]);
  });

  it('reads a language it does not know by its level', () => expect(languagesOf([line('Klingon (fluent)')])).toEqual([{ name: 'Klingon', level: 2 }]));

  it('gives a language without a level the middle one', () => {
    expect(languagesOf([line('English, Spanish')])).toEqual([
      { name: 'English', level: 3 },
      { name: 'Spanish', level: 3 },
    ]);
  });

  it('reads the part of a header line that lists languages among other details', () => {
    const doc = sectionsOf([nameLine('Zoe Hartley'), row(['Bristol, England, GB', '+44 7700 900789', 'zoe.hartley@example.com', 'English, German'])]);
    expect(readLanguages(doc).languages).toEqual([
      { name: 'English', level: 3 },
      { name: 'German', level: 3 },
    ]);
    expect(readLanguages(sectionsOf([nameLine('Zoe Hartley'), line('Bristol, England · English')])).languages).toEqual([]);
  });

  it('reads two languages joined by a word, a certificate’s score beside a level, and a table under its column labels', () => {
    expect(languagesOf([line('English and Irish (fluent)')])).toEqual([
      { name: 'English', level: 2 },
      { name: 'Irish', level: 2 },
    ]);
    expect(languagesOf([line('Inglés – Avanzado (TOEFL ITP 590)')])).toEqual([{ name: 'Inglés', level: 3 }]);
    expect(languagesOf([row(['Language', 'Spoken', 'Written']), row(['English', 'Excellent', 'Excellent']), row(['Malay', 'Fair', 'Fair']), line('Referees: Available upon request.')]).map((l) => l.name)).toEqual(['English', 'Malay']);
  });

  it('reads languages listed with their levels between dashes', () => {
    expect(languagesOf([line('Anglais : lu, écrit, parlé (B2) – Espagnol : notions')]).map((l) => l.name)).toEqual(['Anglais', 'Espagnol']);
  });

  it('reads languages under a label of their own in another section, sure of the levels given', () => {
    const doc = sectionsOf([
      nameLine('Priya Venkataraman'),
      heading('Personal Details'),
      row(['Date of Birth', ': 14-08-1996']),
      row(['Languages Known', ': English, Tamil, Hindi']),
      heading('Additional Information'),
      line('Full UK driving licence'),
    ]);
    expect(readLanguages(doc).languages.map((l) => l.name)).toEqual(['English', 'Tamil', 'Hindi']);
    expect(readLanguages(sectionsOf([nameLine('Olivia Hartley'), heading('Additional Information'), line('Languages: French (conversational), Spanish (basic)')]))).toEqual({
      languages: [
        { name: 'French', level: 4 },
        { name: 'Spanish', level: 5 },
      ],
      unsure: [],
    });
  });

  it('takes no programming languages under a "Languages:" label for spoken ones', () => {
    expect(readLanguages(sectionsOf([nameLine('Ethan Caldwell'), heading('Skills'), line('Languages: Java, Kotlin, Python, SQL')])).languages).toEqual([]);
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

describe('language levels', () => {
  it.each([
    ['Native speaker', 1],
    ['Moedertaal', 1],
    ['Muttersprache', 1],
    ['langue maternelle', 1],
    ['lengua materna', 1],
    ['Madrelingua', 1],
    ['ネイティブ', 1],
    ['Fluent', 2],
    ['C1', 2],
    ['vloeiend', 2],
    ['fließend', 2],
    ['couramment', 2],
    ['JLPT N1', 2],
    ['Upper-intermediate (B2)', 3],
    ['Professional working proficiency', 3],
    ['avanzado', 3],
    ['ビジネスレベル', 3],
    ['Conversational', 4],
    ['B1', 4],
    ['Gute Kenntnisse', 4],
    ['intermédiaire', 4],
    ['Limited working proficiency', 4],
    ['Basic', 5],
    ['A2', 5],
    ['Grundkenntnisse', 5],
    ['notions', 5],
    ['básico', 5],
  ])('%s is level %i', (text, level) => expect(languageLevel(text)).toBe(level));

  it('reads every level the product prints back to the same level, in every CV language', () => {
    for (const L of Object.values(CV_LABELS)) for (const [level, label] of Object.entries(L.languageLevels)) expect(languageLevel(label), label).toBe(Number(level));
  });

  it('takes a text for a level only when it is nothing else', () => {
    for (const text of ['Native', '(fluent)', 'C1 – Advanced', 'very good knowledge', 'Level B2']) expect(isLevelText(text), text).toBe(true);
    for (const text of ['React Native', 'Advanced Excel', 'Business Development', 'Deutsch Muttersprache', 'Alternative investments', 'Basic Instinct Ltd']) expect(isLevelText(text), text).toBe(false);
  });
});

describe('a Europass language grid', () => {
  it('gives its languages, not its column labels', () => {
    expect(languagesOf([row(['Mother tongue', 'Dutch']), line('Other languages'), row(['Listening', 'Reading', 'Spoken interaction']), row(['English', 'B2', 'B2', 'B2'])]).map((l) => l.name)).toEqual(['Dutch', 'English']);
  });
});

describe('languages as resumes also write them', () => {
  it('a name and its level with nothing between them', () => expect(languagesOf([line('Albanese Madrelingua'), line('Italiano Fluente')])).toEqual([{ name: 'Albanese', level: 1 }, { name: 'Italiano', level: 2 }]));
  it('levels in words: "Erstsprache", "Grundlagen", "très bon niveau"', () => {
    expect(languagesOf([row(['Russisch', 'Erstsprache']), row(['Chinesisch', 'Grundlagen']), line('Anglais : très bon niveau')]).map((l) => l.level)).toEqual([1, 5, 3]);
  });
  it('a header line of languages with a variety among them', () => {
    const read = readLanguages(sectionsOf([nameLine('Gian-Luca von Wattenwyl'), line('Lugano'), line('Deutsch, Schweizerdeutsch, Englisch, Spanisch'), heading('Experience')]));
    expect(read.languages.map((l) => l.name)).toEqual(['Deutsch', 'Schweizerdeutsch', 'Englisch', 'Spanisch']);
  });
  it('not the place, day and name the page is signed with under them', () => {
    expect(languagesOf([row(['Nederlands', 'Moedertaal']), line('Eindhoven, 16 december 2026'), line('Jet Hendriks', { size: 1.2 })]).map((l) => l.name)).toEqual(['Nederlands']);
  });
});
