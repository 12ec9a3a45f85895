/**
 * The resume parser (pure: no I/O). Input: positioned PDF text or DOCX blocks; output: CV data and
 * the paths of the fields it is unsure of. It runs in stages, each a module of its own:
 *
 * 1. text and layout → lines (./lines.ts, ./layout.ts for PDF): reading-order lines with layout cues;
 * 2. lines → sections (./sections.ts): heading vocabularies in eight languages, the header block;
 *    then each section's kind checked against its content (./section-kinds.ts);
 * 3. section lines → entries (./entries.ts): jobs and studies anchored on date ranges (./dates.ts);
 * 4. fields (./fields/): the person (name, headline), contact details, location, experience,
 *    education, skills, languages and the profile;
 * and the language the resume is written in (./detect-language.ts).
 */
import { normaliseEntryDates, type CvData } from '../../shared/schemas/cv.js';
import { detectLanguage } from './detect-language.js';
import { readEmail, readLinkedin, readPhones } from './fields/contact.js';
import { readEducation } from './fields/education.js';
import { readExperience } from './fields/experience.js';
import { readLanguages } from './fields/languages.js';
import { readLocation } from './fields/location.js';
import { readHeadline, readName } from './fields/name.js';
import { readSkills, unnamedSkillGroups } from './fields/skills.js';
import { readSummary } from './fields/summary.js';
import { inputLines, readableLines } from './lines.js';
import { LOCAL_GAZETTEER, type Gazetteer } from './places.js';
import { checkSectionKinds } from './section-kinds.js';
import { findSections, sectionLines } from './sections.js';
import type { Line, ParseInput, ParseResult } from './types.js';
import { COUNTRY_EN } from './vocab.js';

export type { Line, ParseInput, ParseResult } from './types.js';
export type { ResumeLanguage } from './detect-language.js';
export { gazetteerOf, type Gazetteer, type KnownPlace } from './places.js';

/** Parses a PDF's positioned text or a Word document's blocks. */
export function parseResumeInput(input: ParseInput, options: ParseOptions = {}): ParseResult {
  return parseLines(inputLines(input), input.links, options);
}

/** What the reader hands the parser besides the text: the places it knows by name (./places.ts). */
export type ParseOptions = { places?: Gazetteer };

/** Parses reading-order lines; `links` are the document's link targets (mailto:, tel:, https://…). */
export function parseLines(extracted: Line[], links: string[] = [], options: ParseOptions = {}): ParseResult {
  const places = options.places ?? LOCAL_GAZETTEER;
  const doc = checkSectionKinds(findSections(readableLines(extracted)));

  const email = readEmail(doc, links);
  const linkedin = readLinkedin(doc, links);
  const location = readLocation(doc, places);
  const phones = readPhones(doc, links, location?.country ?? null);
  const language = detectLanguage(doc.lines.map((l) => l.text).join('\n'));
  const name = readName(doc, { email, country: location?.country ?? null, language, places });
  const title = readHeadline(doc, name, places);

  const unsure: string[] = [...name.unsure];
  const data: CvData = { phones, skills: [], experience: [], education: [] };
  if (name.first_name !== undefined) data.first_name = name.first_name;
  if (name.last_name !== undefined) data.last_name = name.last_name;
  if (title) data.title = title;
  else unsure.push('title');
  if (email) data.email = email;
  else unsure.push('email');
  if (linkedin) data.linkedin = linkedin;
  if (location && (location.city || location.country)) {
    data.location = {
      ...(location.city ? { city: location.city } : {}),
      ...(location.country ? { country: COUNTRY_EN[location.country] ?? location.country, country_code: location.country } : {}),
    };
  }
  if (!phones.length) unsure.push('phones');

  data.experience = readExperience(sectionLines(doc, 'experience'), places);
  data.education = readEducation(sectionLines(doc, 'education'), places);
  data.experience.forEach((e, i) => {
    if (!e.title) unsure.push(`experience.${i}.title`);
    if (!e.company) unsure.push(`experience.${i}.company.name`);
  });
  data.education.forEach((e, i) => {
    if (!e.institution) unsure.push(`education.${i}.institution.name`);
  });
  if (!data.experience.length) unsure.push('experience');

  data.skills = readSkills([...sectionLines(doc, 'skills'), ...unnamedSkillGroups(doc)]).slice(0, 40);
  if (!data.skills.length) unsure.push('skills');
  const languages = readLanguages(doc);
  unsure.push(...languages.unsure);
  const details = readSummary(doc, title);
  if (details) data.details = details;
  else unsure.push('details');
  data.custom_fields = { ...(languages.languages.length ? { languages: languages.languages } : {}) };
  return { data: normaliseEntryDates(data), unsure: [...new Set(unsure)], language };
}
