/**
 * A Europass CV (TeX Live's `europasscv` class): the blue two-column form, labels of its own in the
 * CV language ("Angaben zur Person", "Curriculum Vitae"), dates in the left column, the job or degree
 * in blue with the employer or school under it.
 */
import { chance } from '../../../random.js';
import type { CorpusLanguage, Person } from '../../../types.js';
import { linkedinHandle } from '../../../to-json-resume.js';
import { cityLine, type Plan } from '../plan.js';
import type { Typesetting } from './printable.js';
import { languagePreamble, tex } from './tex.js';

/** The class's language options for the CV languages it has labels for (no Dutch or Japanese). */
export const EUROPASS_OPTIONS: Partial<Record<CorpusLanguage, string>> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
};
export const EUROPASS_LANGUAGES = Object.keys(EUROPASS_OPTIONS) as CorpusLanguage[];

/** How the class sets its text (Helvetica under pdflatex, whatever the language option). */
export const EUROPASS_TYPESETTING: Typesetting = {
  engine: 'pdflatex',
  document: (body) => `\\documentclass[english,a4paper]{europasscv}\n\\begin{document}\n\\begin{europasscv}\n${body}\\end{europasscv}\n\\end{document}\n`,
};

const itemize = (lines: string[]) => (lines.length ? `\\begin{ecvitemize}${lines.map((line) => `\\item ${tex(line)}`).join('\n')}\\end{ecvitemize}` : '');

export function europassSource(person: Person, plan: Plan, random: () => number): string {
  const option = EUROPASS_OPTIONS[person.language];
  if (!option) throw new Error(`europasscv has no labels in ${person.language}`);
  const details: string[] = [`\\ecvname{${tex(person.displayName)}}`];
  if (plan.address) details.push(`\\ecvaddress{${tex([person.street, cityLine(person), person.countryName].filter(Boolean).join(', '))}}`);
  const [mobile, fixed] = person.phones;
  details.push(fixed ? `\\ecvtelephone[${tex(mobile)}]{${tex(fixed)}}` : `\\ecvmobile{${tex(mobile)}}`);
  details.push(`\\ecvemail{${tex(person.email)}}`);
  if (person.website) details.push(`\\ecvhomepage{${tex(person.website)}}`);
  if (person.linkedin) details.push(`\\ecvlinkedinpage{${tex(chance(0.5, random) ? person.linkedin : `linkedin.com/in/${linkedinHandle(person.linkedin)}`)}}`);
  if (person.birthDate && chance(0.5, random)) details.push(`\\ecvdateofbirth{${tex(person.birthDate.split('-').reverse().join('.'))}}`);

  const body: string[] = ['\\ecvpersonalinfo', `\\ecvbigitem{}{${tex(person.headline)}}`];
  if (plan.summary) body.push(`\\ecvsection{${tex(plan.heading('profile'))}}`, `\\ecvitem{}{${tex(person.summary)}}`);
  body.push(`\\ecvsection{${tex(plan.heading('experience'))}}`);
  for (const job of person.jobs) {
    body.push(`\\ecvtitle{${tex(plan.range(job.start, job.end))}}{${tex(job.title)}}`);
    body.push(`\\ecvitem{}{${tex([job.company, job.city].filter(Boolean).join(', '))}}`);
    if (job.summary) body.push(`\\ecvitem{}{${tex(job.summary)}}`);
    if (job.bullets.length) body.push(`\\ecvitem{}{${itemize(job.bullets)}}`);
  }
  body.push(`\\ecvsection{${tex(plan.heading('education'))}}`);
  for (const study of person.studies) {
    body.push(`\\ecvtitle{${tex(plan.range(study.start, study.end))}}{${tex(study.title)}}`);
    body.push(`\\ecvitem{}{${tex([study.institution, study.city].filter(Boolean).join(', '))}}`);
    if (study.summary) body.push(`\\ecvitem{}{${tex(study.summary)}}`);
  }
  body.push(`\\ecvsection{${tex(plan.heading('languages'))}}`);
  for (const language of person.languages) body.push(`\\ecvitem{${tex(language.name)}}{${tex(language.level)}}`);
  body.push(`\\ecvsection{${tex(plan.heading('skills'))}}`);
  for (const group of person.skillGroups) body.push(`\\ecvitem{${tex(group.name)}}{${tex(group.keywords.join(', '))}}`);
  if (person.certificates.length) {
    body.push(`\\ecvsection{${tex(plan.heading('certificates'))}}`);
    for (const c of person.certificates) body.push(`\\ecvitem{${c.year}}{${tex(c.name)} (${tex(c.issuer)})}`);
  }
  if (person.volunteering.length) {
    body.push(`\\ecvsection{${tex(plan.heading('volunteering'))}}`);
    for (const v of person.volunteering) body.push(`\\ecvtitle{${tex(plan.range(v.start, v.end))}}{${tex(v.role)}}`, `\\ecvitem{}{${tex(v.organisation)}}`);
  }

  return [
    `\\documentclass[${option},a4paper${chance(0.3, random) ? ',nologo' : ''}]{europasscv}`,
    languagePreamble(person.language),
    ...details,
    '\\begin{document}',
    '\\begin{europasscv}',
    ...body,
    '\\end{europasscv}',
    '\\end{document}',
    '',
  ].join('\n');
}
