/**
 * Checks a truth file against the document it describes, as the labelled corpus checked its own:
 * every truth value must be in the document's text (names, headline, e-mail, phones by their last
 * digits, the LinkedIn handle in the text or a link, city, each job's title, company and years,
 * each study's title, institution and years, skills, languages), and what the truth leaves out
 * because the layout does not print it must not be there (LinkedIn, e-mail, phones, profile, entry
 * summaries). Text comes from the readers the product's parser uses (pdf.js, mammoth).
 *
 * Used by the tests on every family's output, and by anyone adding a family.
 */
import { extractDocx, extractPdf } from '../../src/server/documents/parse-resume.js';
import type { Person, Truth } from './types.js';

export type DocumentText = { text: string; links: string[] };

export async function documentText(bytes: Uint8Array, format: 'pdf' | 'docx'): Promise<DocumentText> {
  if (format === 'pdf') {
    const pdf = await extractPdf(bytes);
    return { text: pdf.pages.map((p) => p.items.map((i) => i.text).join(' ')).join('\n'), links: pdf.links };
  }
  const docx = await extractDocx(bytes);
  return { text: docx.blocks.map((b) => b.text).join('\n'), links: docx.links };
}

/** Lower case, NFKC, without white space: pdf.js splits and joins words its own way. */
const squash = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\s\u00ad]+/g, '')
    // pdf.js reads the Japanese middle dot of the CJK fonts as U+2027.
    .replace(/[\u2027\u00b7\uff65]/g, '・');
const digitsOf = (s: string) => s.replace(/\D+/g, '');

export function verifyTruth(truth: Truth, person: Person, doc: DocumentText): string[] {
  const problems: string[] = [];
  const hay = squash(doc.text);
  const hayDigits = digitsOf(doc.text);
  const links = doc.links.join(' ').toLowerCase();
  const has = (value: string) => hay.includes(squash(value));
  const need = (what: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    if (!has(String(value))) problems.push(`${what} not in the document: ${value}`);
  };
  const absent = (what: string, value: string | null | undefined) => {
    if (value && has(value)) problems.push(`${what} is printed but the truth leaves it out: ${value}`);
  };

  need('first_name', truth.first_name);
  need('last_name', truth.last_name);
  need('title', truth.title);
  need('email', truth.email);
  for (const phone of truth.phones) if (!hayDigits.includes(digitsOf(phone).slice(-7))) problems.push(`phone not in the document: ${phone}`);
  const handle = (url: string | null) => (url ? decodeURIComponent(/\/in\/([^/?#]+)/.exec(url)?.[1] ?? url).toLowerCase() : null);
  const h = handle(truth.linkedin);
  if (h && !has(h) && !links.includes(h)) problems.push(`linkedin not in the document: ${truth.linkedin}`);
  need('location.city', truth.location.city);
  for (const e of truth.experience) {
    need('experience.title', e.title);
    need('experience.company', e.company);
    need('experience.start_year', e.start_year);
    need('experience.end_year', e.end_year);
  }
  for (const e of truth.education) {
    need('education.title', e.title);
    need('education.institution', e.institution);
    need('education.start_year', e.start_year);
    need('education.graduation_year', e.graduation_year);
  }
  for (const s of truth.skills) need('skill', s);
  for (const l of truth.languages) need('language', l);
  if (truth.summary) need('summary (its start)', truth.summary.slice(0, 40));

  // What the truth leaves out must not be printed.
  if (!truth.linkedin && person.linkedin) {
    // The handle alone may be part of the name ("abasha" in "Ardita Basha"): look for it as a profile path.
    const left = handle(person.linkedin)!;
    if (has(`in/${left}`) || links.includes(`in/${left}`)) problems.push(`linkedin is printed but the truth leaves it out: ${person.linkedin}`);
  }
  if (!truth.email) absent('email', person.email);
  if (!truth.phones.length) for (const p of person.phones) if (hayDigits.includes(digitsOf(p).slice(-7))) problems.push(`phone is printed but the truth leaves it out: ${p}`);
  if (!truth.summary) absent('summary', person.summary.slice(0, 40));
  if (truth.experience.every((e) => !e.summary)) for (const j of person.jobs) absent('experience summary', j.bullets[0] ?? j.summary);
  if (truth.education.every((e) => !e.summary)) for (const s of person.studies) absent('education summary', s.summary);
  return problems;
}
