/**
 * Word-style resumes: an HTML document written the way people lay out a CV in a word processor
 * (tables for date columns or a sidebar, bold headings in capitals or with a rule under them, the
 * dates flush right or on a line of their own), opened in LibreOffice Writer and saved as Word
 * (.docx) or exported to PDF. Only what Writer's HTML import understands is used: table attributes,
 * `<b>`, `<i>`, lists, and inline styles for fonts, sizes, colours and borders.
 */
import { CONTACT_LABELS } from '../../format.js';
import { chance, pick } from '../../random.js';
import type { Job, LayoutFamily, Person, RenderOptions, Rendered, Study } from '../../types.js';
import { chromiumRefuses } from '../../chromium.js';
import { convertHtml, sofficeMissing } from './libreoffice.js';
import { cityLine, drawPlan, type Plan } from './plan.js';
import { escapeHtml as h } from './tools.js';

export const WORD_LAYOUTS = ['table', 'dates-right', 'sidebar', 'plain'] as const;
export type WordLayout = (typeof WORD_LAYOUTS)[number];

type Style = { font: string; size: number; accent: string; rule: boolean };

type Entry = { dates: string; title: string; place: string; text: string | null; bullets: string[] };

const FONTS = ['Liberation Sans', 'Liberation Serif', 'Carlito', 'DejaVu Sans'];
const ACCENTS = ['#000000', '#1f3864', '#2e74b5', '#833c0b', '#385623', '#404040'];

const list = (bullets: string[]) => (bullets.length ? `<ul>${bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul>` : '');

/** The entry's text under its title: employer or school, then the paragraph and the bullets. */
const entryBody = (e: Entry) => `<p style="margin:0">${h(e.place)}</p>${e.text ? `<p style="margin:0">${h(e.text)}</p>` : ''}${list(e.bullets)}`;

function entriesHtml(entries: Entry[], layout: WordLayout, dateWidth: string): string {
  switch (layout) {
    case 'table':
      // Dates in a narrow left column, as a two-column table without borders.
      return `<table width="100%" cellpadding="3" cellspacing="0">${entries
        .map((e) => `<tr><td width="${dateWidth}" valign="top">${h(e.dates)}</td><td valign="top"><b>${h(e.title)}</b>${entryBody(e)}</td></tr>`)
        .join('')}</table>`;
    case 'dates-right':
    case 'sidebar':
      // The title left and the dates right on one row, the rest under it.
      return entries
        .map((e) => `<table width="100%" cellpadding="0" cellspacing="0"><tr><td valign="top"><b>${h(e.title)}</b></td><td align="right" valign="top">${h(e.dates)}</td></tr></table>${entryBody(e)}<p style="margin:0">&nbsp;</p>`)
        .join('');
    case 'plain':
      return entries.map((e) => `<p style="margin:0"><b>${h(e.title)}</b></p><p style="margin:0"><i>${h(e.dates)}</i></p>${entryBody(e)}<p style="margin:0">&nbsp;</p>`).join('');
  }
}

/** The page, and the sections it lists oldest first. */
export function wordHtml(person: Person, layout: WordLayout, plan: Plan, random: () => number): { html: string; oldestFirst: ('experience' | 'education')[] } {
  const style: Style = {
    font: person.language === 'ja' ? 'Noto Sans CJK JP' : pick(FONTS, random),
    size: pick([10, 10.5, 11], random),
    accent: pick(ACCENTS, random),
    rule: chance(0.5, random),
  };
  const headingHtml = (key: Parameters<Plan['heading']>[0]) =>
    `<p style="margin-top:12pt;margin-bottom:4pt;font-size:${style.size + 2}pt;color:${style.accent};${style.rule ? `border-bottom:1px solid ${style.accent};` : ''}"><b>${h(plan.heading(key))}</b></p>`;
  const labels = CONTACT_LABELS[person.language];
  const labelled = chance(0.5, random);
  const contacts: [string, string][] = [];
  if (plan.address) contacts.push([pick(labels.address, random), [person.street, cityLine(person), person.countryName].filter(Boolean).join(', ')]);
  person.phones.forEach((phone) => contacts.push([pick(labels.phone, random), phone]));
  contacts.push([pick(labels.email, random), person.email]);
  if (person.linkedin) contacts.push(['LinkedIn', person.linkedin]);
  if (person.website) contacts.push(['Web', person.website]);
  const contactHtml =
    labelled || layout === 'sidebar'
      ? contacts.map(([label, value]) => `<p style="margin:0">${labelled ? `${h(label)}: ` : ''}${h(value)}</p>`).join('')
      : `<p style="margin:0">${contacts.map(([, value]) => h(value)).join(pick([' | ', ' · ', ' – ', ' • '], random))}</p>`;
  const name = person.language !== 'ja' && chance(0.15, random) ? `${person.last.toLocaleUpperCase(person.language)}, ${person.first}` : person.displayName;
  const header = `<p style="margin:0;font-size:${style.size + 10}pt"><b>${h(name)}</b></p><p style="margin:0 0 6pt 0;font-size:${style.size + 2}pt">${h(person.headline)}</p>`;

  // Japanese resumes list their history oldest first now and then (the rirekisho order).
  const oldestFirst = person.language === 'ja' && chance(0.5, random);
  const order = <T>(items: T[]) => (oldestFirst ? [...items].reverse() : items);
  // Wide enough that a range such as "2015年4月～2019年3月" or "September 2019 – heute" breaks only between its dates.
  const dateWidth = person.language === 'ja' || plan.dateStyle === 'month yyyy' ? '30%' : '24%';
  const job = (j: Job): Entry => ({ dates: plan.range(j.start, j.end), title: j.title, place: [j.company, j.city].filter(Boolean).join(', '), text: j.summary, bullets: j.bullets });
  const study = (s: Study): Entry => ({ dates: plan.range(s.start, s.end), title: s.title, place: [s.institution, s.city].filter(Boolean).join(', '), text: s.summary, bullets: [] });
  const skills = person.skillGroups.map((g) => `<p style="margin:0"><b>${h(g.name)}:</b> ${h(g.keywords.join(', '))}</p>`).join('');
  const languages = person.languages.map((l) => `<p style="margin:0">${h(l.name)} – ${h(l.level)}</p>`).join('');
  const extras = [
    person.certificates.length ? headingHtml('certificates') + person.certificates.map((c) => `<p style="margin:0">${c.year} ${h(c.name)}, ${h(c.issuer)}</p>`).join('') : '',
    person.awards.length ? headingHtml('awards') + person.awards.map((a) => `<p style="margin:0">${a.year} ${h(a.title)}</p>`).join('') : '',
  ].join('');
  const main = [
    plan.summary ? headingHtml('profile') + `<p style="margin:0">${h(person.summary)}</p>` : '',
    headingHtml('experience') + entriesHtml(order(person.jobs).map(job), layout, dateWidth),
    headingHtml('education') + entriesHtml(order(person.studies).map(study), layout, dateWidth),
  ].join('');
  const side = headingHtml('skills') + skills + headingHtml('languages') + languages;

  const body =
    layout === 'sidebar'
      ? `${header}<table width="100%" cellpadding="6" cellspacing="0"><tr><td width="30%" valign="top" bgcolor="#f2f2f2">${headingHtml('contact')}${contactHtml}${side}</td><td valign="top">${main}${extras}</td></tr></table>`
      : `${header}${contactHtml}${main}${chance(0.5, random) ? side + extras : extras + side}`;
  const html = `<!DOCTYPE html><html lang="${person.language}"><head><meta charset="utf-8"><title>${h(person.displayName)}</title></head><body style="font-family:'${style.font}';font-size:${style.size}pt">${body}</body></html>`;
  return { html, oldestFirst: oldestFirst ? ['experience', 'education'] : [] };
}

function wordFamily(layout: WordLayout): LayoutFamily {
  return {
    name: `libreoffice-${layout}`,
    group: 'libreoffice',
    formats: ['docx', 'pdf'],
    available: sofficeMissing,
    // Its PDFs are set with the fonts of this machine, as Chromium's are.
    refuses: chromiumRefuses,
    async render(person, options: RenderOptions): Promise<Rendered> {
      const plan = drawPlan(person, options.random, { capitalHeadings: 0.5 });
      const { html, oldestFirst } = wordHtml(person, layout, plan, options.random);
      const bytes = await convertHtml(html, options.format);
      return { bytes, format: options.format, producedBy: `LibreOffice Writer (HTML → ${options.format.toUpperCase()}, ${layout} layout)`, notRendered: plan.leftOut, oldestFirst };
    },
  };
}

export const WORD_FAMILIES: LayoutFamily[] = WORD_LAYOUTS.map(wordFamily);
