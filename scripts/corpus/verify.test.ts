import { describe, expect, it } from 'vitest';
import { ENGLISH, JAPANESE } from './families/external/test-people.js';
import { truthFor } from './truth.js';
import type { LayoutFamily } from './types.js';
import { formatChecks, verifyTruth } from './verify.js';

const family: LayoutFamily = { name: 'stub', group: 'stub', formats: ['pdf'], available: async () => null, render: async () => Promise.reject(new Error('not used')) };
const truth = truthFor(ENGLISH, family, { bytes: new Uint8Array(), format: 'pdf', producedBy: 'test', notRendered: ['summary', 'experience.summary', 'skills', 'languages'] }, 'x.pdf');

/** The text of a document that prints the person's fields (the job titles and companies, study, contact) as `parts` say. */
const documentOf = (parts: { name?: string; linkedin?: string; study?: string }) => ({
  text: [
    parts.name ?? 'Olivia Hart',
    'Senior Data Engineer olivia.hart@example.com +44 7700 900123',
    parts.linkedin ?? 'linkedin.com/in/olivia-hart',
    'Manchester',
    'Senior Data Engineer Hart & Wren Ltd 2020 Data Analyst Northwind Logistics 2016 2020',
    parts.study ?? 'MSc Computer Science University of Leeds 2014 2016',
  ].join('\n'),
  links: [],
});

describe('verifyTruth', () => {
  it('finds every value of a truth in a document that prints them', () => {
    expect(verifyTruth(truth, ENGLISH, documentOf({}))).toEqual([]);
  });

  it('reads a word broken at a line end by a hyphen as one word, and a non-breaking hyphen as a hyphen', () => {
    expect(verifyTruth(truth, ENGLISH, documentOf({ name: 'Olivia Ha-\nrt', linkedin: 'linkedin.com/in/olivia\u2011hart' }))).toEqual([]);
  });

  it('reads the CJK radical a PDF names a shared glyph by as the ideograph the page shows', () => {
    const kobe = { ...JAPANESE, jobs: [{ ...JAPANESE.jobs[0], company: '神戸システム株式会社' }, JAPANESE.jobs[1]] };
    const ja = truthFor(kobe, family, { bytes: new Uint8Array(), format: 'pdf', producedBy: 'test', notRendered: [] }, 'x.pdf');
    const values = [kobe.displayName, kobe.headline, kobe.email, ...kobe.phones, kobe.city, kobe.summary, ...kobe.jobs.flatMap((j) => [j.title, j.company, j.start.year, j.end?.year, ...j.bullets]), ...kobe.studies.flatMap((s) => [s.title, s.institution, s.start?.year, s.end.year]), 'TypeScript Go 日本語 英語'];
    const text = values.join(' ');
    expect(text).toMatch(/青葉.*神戸|神戸.*青葉/s);
    // ⻘ (CJK Radicals Supplement) for 青, and the Kangxi radical ⼾, which NFKC makes 戶, for 戸.
    expect(verifyTruth(ja, kobe, { text: text.replace(/青/g, '\u2ed8').replace(/戸/g, '\u2f3e'), links: [] })).toEqual([]);
    expect(verifyTruth(ja, kobe, { text: text.replace(/青/g, '黒'), links: [] })).toEqual(['experience.company not in the document: 青葉ソフト株式会社']);
  });

  it('finds a degree and its area printed apart, but not a study whose words are missing', () => {
    expect(verifyTruth(truth, ENGLISH, documentOf({ study: 'Computer Science, University of Leeds 2014 2016 MSc' }))).toEqual([]);
    expect(verifyTruth(truth, ENGLISH, documentOf({ study: 'Computer Science, University of Leeds 2014 2016' }))).toEqual(['education.title not in the document: MSc Computer Science']);
  });

  it('reports jobs the truth lists in another order than the document', () => {
    const swapped = 'Olivia Hart\nSenior Data Engineer olivia.hart@example.com +44 7700 900123 linkedin.com/in/olivia-hart Manchester\nData Analyst Northwind Logistics 2016 2020 Senior Data Engineer Hart & Wren Ltd 2020\nMSc Computer Science University of Leeds 2014 2016';
    expect(verifyTruth(truth, ENGLISH, { text: swapped, links: [] })).toEqual(['experience is not in the order printed: Northwind Logistics comes before the job listed ahead of it']);
  });

  it('reports a value the document does not print, and one it prints that the truth leaves out', () => {
    const problems = verifyTruth(truth, ENGLISH, documentOf({ study: `MSc Computer Science University of Leeds 2016 ${ENGLISH.summary}` }));
    expect(problems).toEqual(['education.start_year not in the document: 2014', `summary is printed but the truth leaves it out: ${ENGLISH.summary.slice(0, 40)}`]);
  });
});

describe('formatChecks', () => {
  it('counts the documents with mismatches per family and lists each mismatch under its family', () => {
    const text = formatChecks([
      { file: 'a.sidebar.pdf', family: 'sidebar', problems: [] },
      { file: 'b.europass.pdf', family: 'europass', problems: ['skill not in the document: Go', 'language not in the document: Dutch'] },
      { file: 'c.europass.pdf', family: 'europass', problems: [] },
    ]);
    expect(text.split('\n')).toEqual([
      'europass: 2 documents, 1 with mismatches',
      '  b.europass.pdf: skill not in the document: Go',
      '  b.europass.pdf: language not in the document: Dutch',
      'sidebar: 1 documents, 0 with mismatches',
      '3 documents, 1 with mismatches, 2 mismatches',
    ]);
  });
});
