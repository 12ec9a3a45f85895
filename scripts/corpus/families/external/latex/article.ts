/**
 * A CV written by hand on LaTeX's `article` class, as many are: the name in large type, a contact
 * line or labelled contact rows, `\section*` headings (in capitals or not), and entries either as a
 * table with the dates in a left column or with the dates flush right on the title line. Now and
 * then in two columns (`paracol`): contact, skills and languages in a narrow column beside the rest.
 */
import { CONTACT_LABELS } from '../../../format.js';
import { chance, pick } from '../../../random.js';
import type { Job, Person, Study } from '../../../types.js';
import { cityLine, type Plan } from '../plan.js';
import { fontPreamble } from './fonts.js';
import { languagePreamble, tex } from './tex.js';

export type ArticleLayout = 'dates-left' | 'dates-right' | 'sidebar';

const bullets = (lines: string[]) => (lines.length ? `\\begin{itemize}[nosep,leftmargin=1.2em]${lines.map((line) => `\\item ${tex(line)}`).join('\n')}\\end{itemize}` : '');

type Entry = { dates: string; title: string; place: string; text: string | null; bullets: string[] };

function entries(person: Person, plan: Plan): { jobs: Entry[]; studies: Entry[] } {
  const job = (j: Job): Entry => ({ dates: plan.range(j.start, j.end), title: j.title, place: [j.company, j.city].filter(Boolean).join(', '), text: j.summary, bullets: j.bullets });
  const study = (s: Study): Entry => ({ dates: plan.range(s.start, s.end), title: s.title, place: [s.institution, s.city].filter(Boolean).join(', '), text: s.summary, bullets: [] });
  return { jobs: person.jobs.map(job), studies: person.studies.map(study) };
}

/** One entry with the dates in a left table column (`longtable` rows break across pages). */
const leftRow = (e: Entry) =>
  `${tex(e.dates)} & \\textbf{${tex(e.title)}}\\newline ${tex(e.place)}${e.text ? `\\newline ${tex(e.text)}` : ''}${e.bullets.length ? `\\newline ${bullets(e.bullets)}` : ''} \\\\[0.6em]`;

/** One entry with the dates flush right on its title line. */
const rightBlock = (e: Entry) =>
  `\\noindent\\textbf{${tex(e.title)}}\\hfill ${tex(e.dates)}\\\\\n${tex(e.place)}${e.text ? `\\\\\n${tex(e.text)}` : ''}\n${bullets(e.bullets)}\\par\\medskip`;

export async function articleSource(person: Person, layout: ArticleLayout, plan: Plan, random: () => number): Promise<string> {
  const sans = chance(0.5, random);
  const font = await fontPreamble(sans ? 'sans' : 'serif', person, random);
  const labels = CONTACT_LABELS[person.language];
  const labelled = chance(0.4, random);
  const contacts: [string, string][] = [];
  if (plan.address) contacts.push([pick(labels.address, random), [person.street, cityLine(person), person.countryName].filter(Boolean).join(', ')]);
  contacts.push([pick(labels.phone, random), person.phones.join(' / ')]);
  contacts.push([pick(labels.email, random), person.email]);
  if (person.linkedin) contacts.push(['LinkedIn', person.linkedin.replace(/^https?:\/\/(www\.)?/, '')]);
  if (person.website) contacts.push(['Web', person.website.replace(/^https?:\/\//, '')]);
  const contactBlock = labelled
    ? `\\begin{tabular}{@{}ll@{}}${contacts.map(([label, value]) => `${tex(label)}: & ${tex(value)}\\\\`).join('\n')}\\end{tabular}`
    : // Each value in a box: a line never breaks inside an address, number or handle (at its hyphen, say).
      contacts.map(([, value]) => `\\mbox{${tex(value)}}`).join(pick([' \\textbullet{} ', ' \\textbar{} ', ' · ', ' -- '], random));
  const name = person.language !== 'ja' && chance(0.15, random) ? `${person.last.toLocaleUpperCase(person.language)}, ${person.first}` : person.displayName;
  const centred = layout !== 'sidebar' && chance(0.5, random);
  // Flush left or centred, never justified: a justified contact line of unbreakable values runs off the page.
  const header = [
    centred ? '\\begin{center}' : '{\\raggedright',
    `{\\LARGE\\bfseries ${tex(name)}}\\\\[0.3em]`,
    `{\\large ${tex(person.headline)}}\\\\[0.5em]`,
    layout === 'sidebar' ? '' : contactBlock,
    centred ? '\\end{center}' : '\\par}\\medskip',
  ].join('\n');

  const section = (key: Parameters<Plan['heading']>[0]) => `\\section*{${tex(plan.heading(key))}}${chance(0.5, random) ? '\\vspace{-0.8em}\\noindent\\rule{\\linewidth}{0.4pt}' : ''}`;
  const { jobs, studies } = entries(person, plan);
  const list = (items: Entry[]) =>
    layout === 'dates-left'
      ? `\\begin{longtable}{@{}p{0.2\\linewidth}@{\\hspace{1em}}p{0.75\\linewidth}@{}}\n${items.map(leftRow).join('\n')}\n\\end{longtable}`
      : items.map(rightBlock).join('\n');
  const skills = person.skillGroups.map((g) => `\\textbf{${tex(g.name)}:} ${tex(g.keywords.join(', '))}`).join('\\\\\n');
  const languages = person.languages.map((l) => `${tex(l.name)} (${tex(l.level)})`).join(layout === 'sidebar' ? '\\\\\n' : ', ');

  const main = [
    plan.summary ? `${section('profile')}\n${tex(person.summary)}` : '',
    `${section('experience')}\n${list(jobs)}`,
    `${section('education')}\n${list(studies)}`,
  ];
  const side = [`${section('skills')}\n${skills}`, `${section('languages')}\n${languages}`];
  const extras = [
    person.certificates.length ? `${section('certificates')}\n${person.certificates.map((c) => `${c.year}: ${tex(c.name)}, ${tex(c.issuer)}`).join('\\\\\n')}` : '',
    person.awards.length ? `${section('awards')}\n${person.awards.map((a) => `${a.year}: ${tex(a.title)}`).join('\\\\\n')}` : '',
  ];
  const body =
    layout === 'sidebar'
      ? ['\\columnratio{0.3}', '\\begin{paracol}{2}', `${section('contact')}\n\\raggedright ${contacts.map(([, value]) => tex(value)).join('\\\\\n')}`, ...side, '\\switchcolumn', ...main, ...extras, '\\end{paracol}']
      : [...main, ...side, ...extras];

  return [
    `\\documentclass[${pick(['10pt', '11pt'], random)},a4paper]{article}`,
    `\\usepackage[margin=${pick(['1.8cm', '2cm', '2.5cm'], random)}]{geometry}`,
    '\\usepackage{longtable,enumitem,paracol}',
    '\\usepackage[hidelinks]{hyperref}',
    languagePreamble(person.language),
    font,
    sans ? '\\renewcommand{\\familydefault}{\\sfdefault}' : '',
    '\\pagestyle{empty}',
    '\\setlength{\\parindent}{0pt}',
    '\\begin{document}',
    header,
    ...body,
    '\\end{document}',
    '',
  ].join('\n');
}
