/**
 * `classic-caps`: the one-column résumé of word processors and LaTeX classes — a centred name over a
 * contact line ("Seattle, WA | 206-555-0149 | …"), headings in capitals over a rule, the title with
 * the dates right-aligned on one line and the company and town on the next, and a footer on every
 * page with the name (and email) and "Page 1 of 2".
 */
import type { HeadingKey } from '../../format.js';
import { chance, pick, shuffle } from '../../random.js';
import type { Person } from '../../types.js';
import { pdfFamily, type Sheet } from './family.js';
import { pickTypeface } from './fonts.js';
import { cssString, detailsHtml, esc, htmlDocument, studySummaryHtml } from './page.js';
import { contactValues, languageLine } from './person-text.js';
import { planDocument, studyDates, type Plan } from './plan.js';
import { WORDS } from './words.js';

type Look = { companyFirst: boolean; cityRight: boolean; smallCaps: boolean };

function compose(person: Person, random: () => number): Sheet {
  const plan = planDocument(person, random, { odds: { linkedin: 0.55, summary: 0.7 }, sameYearShort: 0.7 });
  const words = WORDS[person.language];
  const look: Look = { companyFirst: chance(0.35, random), cityRight: chance(0.6, random), smallCaps: chance(0.35, random) };
  const separator = pick([' | ', ' • ', ' · ', ' ◆ '], random);
  const contactLine = contactValues(plan, { website: chance(0.5, random) }).map((c) => esc(c.value)).join(esc(separator));
  const order: HeadingKey[] = [...(chance(0.75, random) ? ['experience', 'education'] : ['education', 'experience']), ...shuffle(['skills', 'languages', 'certificates', 'awards', 'volunteering'], random)] as HeadingKey[];

  const header = `<header><h1>${esc(person.displayName)}</h1>${plan.show.headline ? `<div class="headline">${esc(person.headline)}</div>` : ''}<div class="contact">${contactLine}</div></header>`;
  const sections = [plan.show.summary ? block(plan, 'profile', `<p>${esc(person.summary)}</p>`) : '', ...order.map((key) => section(plan, key, look))].join('');

  // The footer: the name (and email when the document prints it) left, the page count right.
  const footerName = plan.show.email && chance(0.6, random) ? `${person.displayName} · ${person.email}` : person.displayName;
  const pageCount = `${cssString(words.page.before)} counter(page) ${cssString(words.page.between)} counter(pages)`;
  const footer = chance(0.5, random)
    ? `@bottom-left{content:${cssString(footerName)};font-size:8pt;color:#555}@bottom-right{content:${pageCount};font-size:8pt;color:#555}`
    : `@bottom-center{content:${cssString(footerName)} "  —  " ${pageCount};font-size:8pt;color:#555}`;
  const headingStyle = look.smallCaps ? 'font-variant:small-caps;letter-spacing:.04em;font-size:1.2em' : 'text-transform:uppercase;letter-spacing:.08em;font-size:1.05em';
  const css = `@page{size:A4;margin:16mm 18mm 20mm;${footer}}
header{text-align:center;margin-bottom:3mm}h1{font-size:2em;font-weight:${look.smallCaps ? 400 : 700};${look.smallCaps ? 'font-variant:small-caps' : 'letter-spacing:.03em'}}
.headline{font-size:1.1em;font-style:italic;margin:1mm 0}.contact{font-size:.95em}
h2{${headingStyle};border-bottom:.8pt solid #000;margin:5mm 0 2mm;padding-bottom:.5mm}
.entry{margin-bottom:2.5mm;break-inside:avoid}.line{display:flex;justify-content:space-between;gap:5mm}
.first{font-weight:700}.second{font-style:italic}.when,.town{white-space:nowrap}`;
  const html = htmlDocument({ language: person.language, title: person.displayName, typeface: pickTypeface(random, chance(0.75, random) ? 'serif' : 'sans'), fontSize: 10 + Math.floor(random() * 3) / 2, css, body: header + sections });
  return { html, plan };
}

const block = (plan: Plan, key: HeadingKey, content: string) => (content ? `<section><h2>${esc(plan.heading(key))}</h2>${content}</section>` : '');

/** Line one: what (title or company) with the dates right; line two: the other, the town right or after a comma. */
function entry(look: Look, title: string, company: string, town: string | null, dates: string, details: string): string {
  const [first, second] = look.companyFirst ? [company, title] : [title, company];
  const secondLine = look.cityRight && town ? `<div class="line"><span class="second">${esc(second)}</span><span class="town">${esc(town)}</span></div>` : `<div class="second">${esc(town ? `${second}, ${town}` : second)}</div>`;
  return `<div class="entry"><div class="line"><span class="first">${esc(first)}</span><span class="when">${esc(dates)}</span></div>${secondLine}${details}</div>`;
}

function section(plan: Plan, key: HeadingKey, look: Look): string {
  const { person, show } = plan;
  switch (key) {
    case 'experience':
      return block(plan, key, person.jobs.map((j) => entry(look, j.title, j.company, j.city, plan.range(j.start, j.end), detailsHtml(plan, j))).join(''));
    case 'education':
      if (!show.education) return '';
      return block(plan, key, person.studies.map((s) => entry({ ...look, companyFirst: !look.companyFirst }, s.title, s.institution, s.city, studyDates(plan, s), studySummaryHtml(plan, s))).join(''));
    case 'skills':
      if (!show.skills) return '';
      return block(plan, key, person.skillGroups.filter((g) => g.keywords.length).map((g) => `<div><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</div>`).join(''));
    case 'languages': {
      if (!show.languages) return '';
      const form = Math.floor(plan.random() * 3);
      return block(plan, key, `<p>${person.languages.map((l) => esc(languageLine(l, form))).join('; ')}</p>`);
    }
    case 'certificates':
      return block(plan, key, person.certificates.map((c) => `<div class="line"><span>${esc(c.name)}, <i>${esc(c.issuer)}</i></span><span class="when">${c.year}</span></div>`).join(''));
    case 'awards':
      return block(plan, key, person.awards.map((a) => `<div class="line"><span>${esc(a.title)}</span><span class="when">${a.year}</span></div>`).join(''));
    case 'volunteering':
      return block(plan, key, person.volunteering.map((v) => entry(look, v.role, v.organisation, null, plan.range(v.start, v.end), '')).join(''));
    default:
      return '';
  }
}

export const CLASSIC_CAPS = pdfFamily({ name: 'classic-caps', group: 'classic', compose });
