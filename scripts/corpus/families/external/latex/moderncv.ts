/**
 * A moderncv CV (TeX Live's `moderncv` class) in one of its styles: header with name, headline and
 * contact details where the style puts them (top right in classic, a footer in casual, a line under
 * the name in banking), then sections of `\cventry` rows with the dates in the left column.
 */
import { chance, pick } from '../../../random.js';
import type { Person } from '../../../types.js';
import { linkedinHandle } from '../../../to-json-resume.js';
import { cityLine, type Plan } from '../plan.js';
import { fontPreamble } from './fonts.js';
import type { Typesetting } from './printable.js';
import { languagePreamble, tex } from './tex.js';

export const MODERNCV_STYLES = ['classic', 'casual', 'banking', 'oldstyle', 'fancy'] as const;
export type ModerncvStyle = (typeof MODERNCV_STYLES)[number];

const COLOURS = ['blue', 'orange', 'green', 'red', 'purple', 'grey', 'black', 'burgundy'];

const items = (lines: string[]) => (lines.length ? `\\begin{itemize}${lines.map((line) => `\\item ${tex(line)}`).join('')}\\end{itemize}` : '');
const paragraph = (text: string | null) => (text ? tex(text) : '');

/**
 * The fancy style sets its text in EB Garamond through the `ebgaramond` package, whose OpenType
 * initials Debian does not ship: it is compiled with pdflatex and its Type 1 fonts, so in the Latin
 * alphabet only.
 */
export const moderncvEngine = (style: ModerncvStyle) => (style === 'fancy' ? 'pdflatex' : 'xelatex');

/**
 * pdflatex's font lines: the T1 encoding, whose fonts hold accented letters as glyphs of their own
 * (the default OT1 builds "ç" from "c" and a cedilla, which a PDF reader reads as two characters),
 * and the sans variant in Latin Modern Sans (Computer Modern Sans has no T1 Type 1 fonts here).
 */
const pdflatexFonts = (variant: 'roman' | 'sans') => `\\usepackage[T1]{fontenc}${variant === 'sans' ? '\n\\renewcommand{\\sfdefault}{lmss}' : ''}`;

/** How a pdflatex style sets its text, in its roman and sans variants (xelatex styles draw their fonts, `fonts.ts`). */
export const moderncvTypesettings = (style: ModerncvStyle): Typesetting[] =>
  (['roman', 'sans'] as const).map((variant) => ({
    engine: moderncvEngine(style),
    document: (body) => `\\documentclass[11pt,a4paper,${variant}]{moderncv}\n\\moderncvstyle{${style}}\n${pdflatexFonts(variant)}\n\\name{A}{B}\n\\begin{document}\n${body}\\end{document}\n`,
  }));

export async function moderncvSource(person: Person, style: ModerncvStyle, plan: Plan, random: () => number): Promise<string> {
  const sans = chance(0.6, random);
  const font = moderncvEngine(style) === 'xelatex' ? await fontPreamble(sans ? 'sans' : 'serif', person, random) : pdflatexFonts(sans ? 'sans' : 'roman');
  const [given, family] = person.language === 'ja' ? [person.last, person.first] : [person.first, person.last];
  const contact: string[] = [];
  if (plan.address) {
    const country = tex(person.countryName);
    contact.push(person.street ? `\\address{${tex(person.street)}}{${tex(cityLine(person))}}{${country}}` : `\\address{${tex(cityLine(person))}}{${country}}`);
  }
  person.phones.forEach((phone, i) => contact.push(`\\phone[${i === 0 ? 'mobile' : 'fixed'}]{${tex(phone)}}`));
  contact.push(`\\email{${tex(person.email)}}`);
  if (person.website) contact.push(`\\homepage{${tex(person.website.replace(/^https?:\/\//, ''))}}`);
  if (person.linkedin) contact.push(`\\social[linkedin]{${tex(linkedinHandle(person.linkedin))}}`);

  const body: string[] = [];
  if (plan.summary) body.push(`\\section{${tex(plan.heading('profile'))}}\n\\cvitem{}{${tex(person.summary)}}`);
  body.push(`\\section{${tex(plan.heading('experience'))}}`);
  for (const job of person.jobs) {
    body.push(`\\cventry{${tex(plan.range(job.start, job.end))}}{${tex(job.title)}}{${tex(job.company)}}{${tex(job.city ?? '')}}{}{${paragraph(job.summary)}${items(job.bullets)}}`);
  }
  body.push(`\\section{${tex(plan.heading('education'))}}`);
  for (const study of person.studies) {
    body.push(`\\cventry{${tex(plan.range(study.start, study.end))}}{${tex(study.title)}}{${tex(study.institution)}}{${tex(study.city ?? '')}}{}{${paragraph(study.summary)}}`);
  }
  body.push(`\\section{${tex(plan.heading('skills'))}}`);
  for (const group of person.skillGroups) body.push(`\\cvitem{${tex(group.name)}}{${tex(group.keywords.join(', '))}}`);
  body.push(`\\section{${tex(plan.heading('languages'))}}`);
  for (const language of person.languages) body.push(`\\cvitemwithcomment{${tex(language.name)}}{${tex(language.level)}}{}`);
  if (person.certificates.length) {
    body.push(`\\section{${tex(plan.heading('certificates'))}}`);
    for (const c of person.certificates) body.push(`\\cvitem{${c.year}}{${tex(c.name)}, ${tex(c.issuer)}}`);
  }
  if (person.awards.length) {
    body.push(`\\section{${tex(plan.heading('awards'))}}`);
    for (const a of person.awards) body.push(`\\cvitem{${a.year}}{${tex(a.title)}}`);
  }
  if (person.volunteering.length) {
    body.push(`\\section{${tex(plan.heading('volunteering'))}}`);
    for (const v of person.volunteering) body.push(`\\cventry{${tex(plan.range(v.start, v.end))}}{${tex(v.role)}}{${tex(v.organisation)}}{}{}{}`);
  }

  return [
    `\\documentclass[11pt,a4paper,${sans ? 'sans' : 'roman'}]{moderncv}`,
    `\\moderncvstyle{${style}}`,
    `\\moderncvcolor{${pick(COLOURS, random)}}`,
    `\\usepackage[scale=${pick(['0.75', '0.8', '0.85'], random)}]{geometry}`,
    // Month names, "seit …" and Japanese dates need a wider date column than the class's default.
    `\\setlength{\\hintscolumnwidth}{${person.language === 'ja' ? '4.8cm' : plan.dateStyle === 'month yyyy' || plan.dateStyle === 'mon yyyy' ? '3.6cm' : '3cm'}}`,
    languagePreamble(person.language),
    font,
    // The e-mail address unbroken: a hyphen TeX put into it at a line end would change the address.
    '\\renewcommand*{\\emaillink}[2][]{\\href{mailto:#2}{\\mbox{\\ifthenelse{\\equal{#1}{}}{#2}{#1}}}}',
    `\\name{${tex(given)}}{${tex(family)}}`,
    `\\title{${tex(person.headline)}}`,
    ...contact,
    '\\begin{document}',
    '\\makecvtitle',
    ...body,
    '\\end{document}',
    '',
  ].join('\n');
}
