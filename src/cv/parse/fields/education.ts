/** Stage 4, education: each study's degree, institution, period and description from the raw entries of an education section. */
import type { Education } from '../../../shared/schemas/cv.js';
import { bodyHtml } from '../body-html.js';
import type { DateRange } from '../dates.js';
import { entriesOf, undatedStudies } from '../entries.js';
import { eventEntries } from '../event-entries.js';
import { labelledEntries } from '../labelled-entries.js';
import type { SectionLine } from '../sections.js';
import { cleanPart, isBulletText, joinWrapped, withoutSentenceStop, words } from '../text.js';
import { DEGREE_CUES, INSTITUTION_CUES } from '../vocab.js';
import { assignRoles } from './roles.js';
import { isPlaceOnly, LOCAL_GAZETTEER, withoutCityAndRegion, withoutTrailingPlace, type Gazetteer } from '../places.js';

/** Whether a text starts with a degree's word ("Diploma di …", "Bachelor of …", "FP de Grado Medio"). */
const startsWithDegree = (t: string) => {
  const m = DEGREE_CUES.exec(t);
  return m !== null && m.index === 0 && !/^(?:in|of|en|de|der|des|di)\b/i.test(t);
};

/** How much a text reads as a degree rather than an institution. */
export function degreeScore(t: string): number {
  let s = 0;
  if (INSTITUTION_CUES.test(t)) s -= 3;
  if (DEGREE_CUES.test(t)) s += 2;
  return s;
}

/** The studies of an education section's lines. A single date is the graduation. */
/** A study's period from its date range; a single date is the graduation. */
function educationDates(r: DateRange) {
  return {
    start_year: r.end || r.current ? r.start.year : null,
    start_month: r.end || r.current ? r.start.month : null,
    graduation_year: r.end ? r.end.year : r.current ? null : r.start.year,
    graduation_month: r.end ? r.end.month : null,
    currently_studying: r.current || undefined,
  };
}

/** "MSc Hospitality at Saxion Hogeschool": the degree and the institution, when the part after "at" names one. */
function atInstitution(text: string): string[] {
  const m = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text);
  return m && INSTITUTION_CUES.test(m[2]) ? [m[1], m[2]] : [text];
}

/**
 * The grade, classification or level a degree line ends with, as resumes print it after the degree
 * ("BA (Hons) Marketing – 2:1", "MSc Physics (Distinction)", "Laurea magistrale in Ingegneria
 * Livello 7 QEQ", "Master, mention bien", "GPA: 3.8/4.0", "Abschlussnote 1,3", "summa cum laude",
 * "110/110 e lode", "17 valores"): no part of the degree's name.
 */
const GRADE = new RegExp(
  String.raw`(?:\s*[–—,;|(-]\s*|\s+)(?:` +
    [
      String.raw`[123]:[12]|(?:first|second|third|upper second|lower second)[- ]class(?:\s*(?:honours|hons))?`,
      String.raw`(?:with\s+)?(?:distinction|merit|high distinction)`,
      String.raw`(?:summa|magna)?\s*cum laude`,
      String.raw`(?:gpa|cgpa|grade|note|nota|cijfer|abschlussnote|voto)\s*:?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?`,
      String.raw`\d{2,3}\s*\/\s*\d{2,3}(?:\s*(?:e|con)\s*lode)?`,
      String.raw`(?:(?:com\s+)?(?:média|classificação)(?:\s+final)?(?:\s+de)?\s+)?\d+(?:[.,]\d+)?\s*valores`,
      String.raw`mention\s+(?:très bien|tres bien|bien|assez bien|passable)`,
      String.raw`(?:eqf|qeq|nqf|cec|eqr|dqr)\s*(?:level|livello|niveau|nivel)?\s*\d|(?:level|livello|niveau|nivel)\s*\d\s*(?:eqf|qeq|nqf|cec|eqr|dqr)`,
    ].join('|') +
    String.raw`)\)?\.?$`,
  'iu',
);

/**
 * An institution without the town written after it and a comma ("Lycée Champollion, Grenoble",
 * "CNAM Auvergne-Rhône-Alpes, Lyon"), unless the name before it is one a campus completes
 * ("University of California, Berkeley", "Universidad de Chile, Santiago").
 */
function institutionWithoutPlace(institution: string, places: Gazetteer): string {
  const m = /^(.*\S),\s*([^,]+)$/u.exec(institution);
  if (!m || /\b(?:university|universit\p{L}*|universidad|universidade|college|institute|instituto|istituto|institut)\s+(?:of|de|di|do|da|del|della|des|du)\s+[\p{L}. -]+$/iu.test(m[1])) return institution;
  return isPlaceOnly(m[2], places) ? m[1] : institution;
}

/** A degree without the grade or level printed after it; the text as it was when nothing would be left. */
export const withoutGrade = (title: string): string => title.replace(GRADE, '').trim() || title;

/** A study as read: its header texts, the heading above it, its period when it has one, and its body. */
type Study = { header: string[]; body: SectionLine[]; group?: string; range?: DateRange };

/**
 * A study whose header names no school, with the school on the line under it, written longer than
 * a header ("Mestrado em Gestão de Marketing" / "ISCTE – Instituto Universitário de Lisboa · média
 * final de 16 valores"): that line's first text, when it names an institution by a word, is the
 * study's school (what follows a separator, a grade or a note, stays out); the body starts after it.
 */
function withSchoolUnder(e: Study): Study {
  const under = e.body[0];
  if (e.group || !under || e.header.some((h) => INSTITUTION_CUES.test(h)) || under.list || isBulletText(under.text) || words(under.text).length > 16) return e;
  const school = under.text.split(/\s+[|·•‖]\s+/)[0];
  return INSTITUTION_CUES.test(school) && !DEGREE_CUES.test(school.split(' ')[0]) ? { ...e, header: [...e.header, school], body: e.body.slice(1) } : e;
}

export function readEducation(lines: SectionLine[], places: Gazetteer = LOCAL_GAZETTEER): Education[] {
  const labelled = labelledEntries(lines);
  if (labelled) {
    // (A labelled qualification loses its grade, a labelled school the town after it, as anywhere else.)
    return labelled.map((e, i) => ({
      id: `edu-${i + 1}`,
      title: e.role ? withoutGrade(e.role) : undefined,
      institution: e.organisation ? { name: institutionWithoutPlace(e.organisation, places) } : undefined,
      ...educationDates(e.range),
      summary: bodyHtml(e.body),
    }));
  }
  const events = eventEntries(lines, 'education');
  if (events) {
    return events.map((e, i) => {
      // "明治大学 学士 社会学部 メディア学科": the institution, then the degree.
      const chunks = e.subject.split(/\s+/);
      const at = chunks.findIndex((c) => INSTITUTION_CUES.test(c));
      const institution = at >= 0 ? chunks[at] : chunks[0];
      const title = chunks.filter((_, k) => k !== (at >= 0 ? at : 0)).join(' ');
      return { id: `edu-${i + 1}`, title: title || undefined, institution: { name: institution }, ...educationDates(e.range) };
    });
  }
  const dated: Study[] = entriesOf(lines, 'education');
  const raw: Study[] = (dated.length ? dated : undatedStudies(lines)).map(withSchoolUnder);
  const out: Education[] = [];
  raw.forEach((e, i) => {
    // Split every header text on commas and separators; the institution is the part with an
    // institution cue (with what follows it), the degree the rest.
    const segs: string[] = [];
    // A segment that is only a place (where the school is) belongs to neither the degree nor the institution.
    // "ISCTE – Instituto Universitário de Lisboa": an acronym and the name it stands for stay one.
    // A heading above the study (DOCX heading levels, a heading style) names its institution.
    // ("Macalester College, Saint Paul, MN": a city and its state at the end go first, as one place,
    // also before a grade: "Grand Canyon University, Phoenix, AZ – Magna Cum Laude".)
    for (const h of joinWrapped(e.group ? [e.group, ...e.header] : e.header).map((t) => withoutCityAndRegion(withoutGrade(t), places))) for (const s of h.replace(/\b(\p{Lu}{2,6})\s+[–—-]\s+(?=\p{Lu})/gu, (whole, acronym: string) => (DEGREE_CUES.test(acronym) ? whole : `${acronym} ‒ `)).split(/\s+[|·•‖]\s+|\s+[–—]\s+|,\s+/)) if (cleanPart(s) && (!isPlaceOnly(cleanPart(s), places) || startsWithDegree(cleanPart(s)))) segs.push(...atInstitution(cleanPart(s).replace(' ‒ ', ' – ')));
    // A Japanese study written apart by spaces ("早稲田大学 基幹理工学部 情報理工学科 卒業"): its chunks
    // are the institution and the faculty, without the word for what happened (卒業 graduated, 修了, 入学, 中退).
    for (let k = segs.length - 1; k >= 0; k--) {
      const chunks = segs[k].split(/\s+/);
      if (chunks.length >= 2 && chunks.every((c) => /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・()（）]+$/u.test(c))) segs.splice(k, 1, ...chunks.filter((c) => !/^(?:卒業|修了|入学|中退|卒業見込み|修了見込み)$/u.test(c)));
    }
    // (A degree named after a kind of school, "Diploma di Istituto Tecnico", "Bachelor of Business School", is no institution.)
    const inst = segs.findIndex((s) => INSTITUTION_CUES.test(s) && !startsWithDegree(s));
    let institution: string;
    let title: string;
    if (inst >= 0) {
      // Keep following segments that continue the institution's name ("…, Hospitality and Gastronomy").
      let end = inst + 1;
      // (And a faculty or department named after it by its own word: "Universidade Nova de Lisboa – Faculdade de Ciências Sociais e Humanas".)
      const continues = (k: number) => (e.group ? [e.group, ...e.header] : e.header).some((h) => h.includes(`${segs[k - 1]}, ${segs[k]}`) || (INSTITUTION_CUES.test(segs[k]) && h.includes(`${segs[k - 1]} – ${segs[k]}`)));
      while (end < segs.length && continues(end) && degreeScore(segs[end]) <= 0 && !DEGREE_CUES.test(segs[end].split(' ')[0])) end++;
      institution = segs.slice(inst + 1, end).reduce((name, s, k) => `${name}${(e.group ? [e.group, ...e.header] : e.header).some((h) => h.includes(`${segs[inst + k]} – ${s}`)) ? ' – ' : ', '}${s}`, segs[inst]);
      title = [...segs.slice(0, inst), ...segs.slice(end)].join(' ');
    } else if (e.group) {
      institution = e.group;
      title = joinWrapped(e.header).join(' ');
    } else if (joinWrapped(e.header).length === 1 && segs.length >= 3) {
      // One line of three or more fields without an institution's word ("Marketing, Máster, ESADE"):
      // the institution is the last of the least degree-like fields, as such lines end with it.
      const at = segs.reduce((best, s, k) => (degreeScore(s) <= degreeScore(segs[best]) ? k : best), 0);
      institution = segs[at];
      title = segs.filter((_, k) => k !== at).join(' ');
    } else if (joinWrapped(e.header).length === 1 && segs.length === 2 && !segs.some((s) => INSTITUTION_CUES.test(s)) && Math.max(...segs.map(degreeScore)) > 0 && Math.min(...segs.map(degreeScore)) <= 0 && degreeScore(segs[0]) !== degreeScore(segs[1])) {
      // One line of a degree and a school named without an institution's word, set apart by a dash
      // ("MBA em Marketing Digital – Fundação Getulio Vargas (FGV)"): the more degree-like is the degree.
      const at = degreeScore(segs[0]) > degreeScore(segs[1]) ? 1 : 0;
      institution = segs[at];
      title = segs[1 - at];
    } else if (joinWrapped(e.header).length >= 3) {
      // No institution named as such, on lines of their own ("EPFL" / "Management" / "Bachelor"):
      // the least degree-like line is the institution, the first of those alike; the others are the degree.
      const texts = joinWrapped(e.header);
      const at = texts.reduce((best, s, k) => (degreeScore(s) < degreeScore(texts[best]) ? k : best), 0);
      institution = texts[at];
      title = texts.filter((_, k) => k !== at).join(' ');
    } else {
      const roles = assignRoles([e], degreeScore)[0];
      title = roles.first;
      institution = roles.second ?? '';
    }
    // Institutions often carry their city in their name ("Technische Universität München"): only the degree loses a place after it.
    if (title) title = withoutGrade(withoutTrailingPlace(title, places));
    institution = withoutSentenceStop(institutionWithoutPlace(withoutGrade(institution), places));
    if (!title && !institution) return;
    out.push({ id: `edu-${i + 1}`, title: title || undefined, institution: institution ? { name: institution } : undefined, ...(e.range ? educationDates(e.range) : {}), summary: bodyHtml(e.body) });
  });
  return out;
}
