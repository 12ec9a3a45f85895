/**
 * The truth file of one rendered document, in the labelled corpus's field names
 * (../shared/resume-corpus/README.md, "Truth files"), so its score.mjs scores the generated corpus
 * as it scores its own: what the document shows, taken from the person.
 *
 * - Name parts as the person has them: particles and double surnames in `last_name`, double given
 *   names in `first_name`, a Japanese family name in `last_name`.
 * - Whatever the rendering does not print (`rendered.notRendered`) is null or empty: `title`,
 *   `email`, `phones`, `linkedin`, `location` (both), `location.country` (the city stays),
 *   `summary`, `skills`, `languages`, `education` (the whole section), `education.start_year`,
 *   `experience.month` (months of every job), `experience.summary`, `education.summary`; and per study
 *   the title and years as a layout prints them (`rendered.printedStudies`).
 * - A month the person's record lacks is null; a current job has no end and `currently_working`.
 * - Entries in the order the document lists them (`rendered.oldestFirst`).
 * - Only jobs are experience: certificates, awards and volunteering never are.
 * - Summaries as printed: the profile paragraph; per entry its paragraph and bullets, one per line
 *   (or what the family says it printed, `rendered.printedSummaries`).
 * - Texts as the document writes them (`rendered.printedAs`: TeX's typographic apostrophes); e-mail,
 *   phones and LinkedIn stay as recorded.
 */
import type { LayoutFamily, Person, Rendered, Truth, TruthField } from './types.js';

/** An entry's summary as most layouts print it: the paragraph, then each bullet on a line of its own. */
export const entrySummary = (paragraph: string | null, bullets: readonly string[] = []): string | null => {
  const lines = [paragraph, ...bullets].map((s) => s?.trim()).filter((s): s is string => !!s);
  return lines.length ? lines.join('\n') : null;
};

export function truthFor(person: Person, family: LayoutFamily, rendered: Rendered, file: string): Truth {
  const hidden = new Set<TruthField>(rendered.notRendered);
  const shows = (f: TruthField) => !hidden.has(f);
  const printed = rendered.printedSummaries ?? {};
  const pickSummary = (list: (string | null)[] | undefined, i: number, fallback: string | null) => (list && list[i] !== undefined ? list[i] : fallback);
  const inOrder = <T>(xs: T[], section: 'experience' | 'education') => {
    const indexed = xs.map((x, i) => [x, i] as const);
    return rendered.oldestFirst?.includes(section) ? indexed.reverse() : indexed;
  };
  const months = shows('experience.month');
  const printedStudy = (i: number) => rendered.printedStudies?.[i] ?? { title: person.studies[i].title, start: true, graduation: true };
  const asPrinted = rendered.printedAs ?? ((text: string) => text);
  const text = <T extends string | null | undefined>(value: T): T => (typeof value === 'string' ? (asPrinted(value) as T) : value);

  return {
    _meta: {
      file,
      family: family.name,
      theme: family.name,
      group: family.group,
      language: person.language,
      format: rendered.format,
      produced_by: rendered.producedBy,
      not_rendered: [...rendered.notRendered],
    },
    first_name: text(person.first),
    last_name: text(person.last),
    title: shows('title') ? text(person.headline) : null,
    email: shows('email') ? person.email : null,
    phones: shows('phones') ? [...person.phones] : [],
    linkedin: shows('linkedin') ? person.linkedin : null,
    location: shows('location') ? { city: text(person.city), country: shows('location.country') ? person.country : null } : { city: null, country: null },
    experience: inOrder(person.jobs, 'experience').map(([j, i]) => ({
      title: text(j.title),
      company: text(j.company),
      start_year: j.start.year,
      start_month: months ? j.start.month : null,
      end_year: j.end?.year ?? null,
      end_month: months && j.end ? j.end.month : null,
      currently_working: j.end === null,
      summary: shows('experience.summary') ? text(pickSummary(printed.experience, i, entrySummary(j.summary, j.bullets))) : null,
    })),
    education: shows('education')
      ? inOrder(person.studies, 'education').map(([s, i]) => ({
          title: text(printedStudy(i).title),
          institution: text(s.institution),
          start_year: shows('education.start_year') && printedStudy(i).start ? (s.start?.year ?? null) : null,
          graduation_year: printedStudy(i).graduation ? s.end.year : null,
          summary: shows('education.summary') ? text(pickSummary(printed.education, i, entrySummary(s.summary))) : null,
        }))
      : [],
    skills: shows('skills') ? person.skillGroups.flatMap((g) => g.keywords.map(text)) : [],
    languages: shows('languages') ? person.languages.map((l) => text(l.name)) : [],
    summary: shows('summary') ? text(printed.profile !== undefined ? printed.profile : person.summary) : null,
    cv_language: person.language,
  };
}
