/** CV labels per CV language (independent of the interface language). */
import type { CvLanguage } from '../../shared/schemas/cv.js';
import { de } from './de.js';
import { es, pt } from './education-es-pt.js';
import { en, type CvLabels, type EducationLabels } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { nl } from './nl.js';

export type { CvLabels, EducationLabels };

export const CV_LABELS: Record<CvLanguage, CvLabels> = { en, nl, de, fr, it, ja };

/** The education labels of every language that has them: the six CV languages plus Spanish and Portuguese (§1). */
export const EDUCATION_LABEL_LANGUAGES = ['en', 'nl', 'de', 'fr', 'it', 'ja', 'es', 'pt'] as const;
export type EducationLabelLanguage = (typeof EDUCATION_LABEL_LANGUAGES)[number];

const fromCv = (l: CvLabels): EducationLabels => ({
  sectionTitle: l.sections.education,
  institution: l.fields.institution,
  level: l.fields.level,
  start_end_date: l.fields.start_end_date,
  summary: l.fields.summary,
  present: l.misc.present,
  levels: l.educationLevels,
});

export const EDUCATION_LABELS: Record<EducationLabelLanguage, EducationLabels> = {
  en: fromCv(en),
  nl: fromCv(nl),
  de: fromCv(de),
  fr: fromCv(fr),
  it: fromCv(it),
  ja: fromCv(ja),
  es,
  pt,
};
