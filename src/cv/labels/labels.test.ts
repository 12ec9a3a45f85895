import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, SECTION_KEYS } from '../../shared/schemas/cv.js';
import { CV_LABELS, EDUCATION_LABEL_LANGUAGES, EDUCATION_LABELS } from './index.js';

/** Tables whose keys are the language's own words: one leaf each. */
const PER_LANGUAGE = new Set(['anonymous.contractions']);
/** Every leaf path of a label tree. */
const paths = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !PER_LANGUAGE.has(`${prefix}${k}`) ? paths(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const at = (o: object, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);

describe('CV labels', () => {
  const reference = paths(CV_LABELS.en);
  it.each(Object.keys(CV_LABELS))('%s has every key of English, none empty', (lang) => {
    const labels = CV_LABELS[lang as keyof typeof CV_LABELS];
    expect(paths(labels).sort()).toEqual([...reference].sort());
    for (const p of reference) if (p !== 'duration.join') expect(String(at(labels, p)).trim(), `${lang}.${p}`).not.toBe('');
  });
  it('covers every §3 section key, employment type and education level', () => {
    for (const labels of Object.values(CV_LABELS)) {
      expect(Object.keys(labels.sections).sort()).toEqual([...SECTION_KEYS].sort());
      expect(Object.keys(labels.employmentTypes).sort()).toEqual([...EMPLOYMENT_TYPES].sort());
      expect(Object.keys(labels.educationLevels).sort()).toEqual([...EDUCATION_LEVELS].sort());
    }
  });
  it('uses the spec words for English language levels and employment types', () => {
    expect(Object.values(CV_LABELS.en.languageLevels)).toEqual(['Native', 'Fluent', 'Business level', 'Conversational level', 'Basic']);
    expect(CV_LABELS.en.employmentTypes.temporary_staff).toBe('Temporary staff');
  });
  it('has Japanese headings', () => {
    expect(CV_LABELS.ja.sections.experience).toBe('職務経歴');
    expect(CV_LABELS.ja.sections.education).toBe('学歴');
  });
  it('has education labels in Spanish and Portuguese as well (§1)', () => {
    expect(EDUCATION_LABEL_LANGUAGES).toEqual(['en', 'nl', 'de', 'fr', 'it', 'ja', 'es', 'pt']);
    expect(EDUCATION_LABELS.es.levels.bachelor).toBe('Grado');
    expect(EDUCATION_LABELS.pt.sectionTitle).toBe('Formação académica');
    for (const l of Object.values(EDUCATION_LABELS)) expect(Object.values(l.levels).every((v) => v.trim())).toBe(true);
  });
});
