/**
 * `compact`: one line per entry — "Title, Company, City · 2019–2021", "Title | Company | 03/2018 –
 * 07/2018", or the dates first — and sections of awards, certificates and volunteering written in
 * the same one-line form with their own dates, which a reader must not take for jobs.
 */
import type { HeadingKey } from '../../format.js';
import { chance, pick, shuffle } from '../../random.js';
import type { Person } from '../../types.js';
import { pdfFamily, type Sheet } from './family.js';
import { pickTypeface } from './fonts.js';
import { ACCENTS, detailsHtml, esc, htmlDocument } from './page.js';
import { contactValues, languageLine } from './person-text.js';
import { planDocument, studyDates, type Plan } from './plan.js';

/** The one-line forms: which parts, in which order, with which separators. */
type LineForm = 'commas-dot' | 'pipes' | 'dates-first' | 'company-dash';

function compose(person: Person, random: () => number): Sheet {
  const plan = planDocument(person, random, { odds: { jobDetails: 0.35, studySummary: 0, summary: 0.6, educationStart: 0.6 }, sameYearShort: 0.5 });
  const form = pick(['commas-dot', 'pipes', 'dates-first', 'company-dash'] as const, random);
  const withCity = chance(0.6, random);
  const accent = pick(ACCENTS, random);
  const extras = shuffle(['awards', 'certificates', 'volunteering'] as HeadingKey[], random);
  const first: HeadingKey[] = chance(0.8, random) ? ['experience', 'education'] : ['education', 'experience'];
  const order = [...first, ...extras, ...shuffle(['skills', 'languages'] as HeadingKey[], random)];

  const contacts = contactValues(plan, { website: chance(0.4, random) }).map((c) => esc(c.value)).join(' · ');
  const header = `<header><h1>${esc(person.displayName)}${plan.show.headline ? ` <span class="headline">— ${esc(person.headline)}</span>` : ''}</h1><div class="contact">${contacts}</div></header>`;
  const profile = plan.show.summary ? block(plan, 'profile', `<p>${esc(person.summary)}</p>`) : '';
  const body = header + profile + order.map((key) => section(plan, key, form, withCity)).join('');
  const css = `@page{size:A4;margin:15mm 17mm}
h1{font-size:1.6em;color:${accent}}.headline{font-weight:400;font-size:.7em;color:#333}.contact{margin:1mm 0 2mm;font-size:.95em}
h2{font-size:1em;color:${accent};text-transform:uppercase;letter-spacing:.06em;margin:4mm 0 1.2mm}
.line{margin:.6mm 0;break-inside:avoid}.line b{font-weight:700}.dates{display:inline-block;min-width:34mm;color:#444}
.line ul{margin:.2mm 0 .8mm}`;
  const html = htmlDocument({ language: person.language, title: person.displayName, typeface: pickTypeface(random), fontSize: 9.5 + Math.floor(random() * 3) / 2, css, body });
  return { html, plan };
}

const block = (plan: Plan, key: HeadingKey, content: string) => (content ? `<section><h2>${esc(plan.heading(key))}</h2>${content}</section>` : '');

/** One entry as one line in the document's form: what, where (town optional) and when. */
function line(form: LineForm, what: string, where: string | null, town: string | null, dates: string, details = ''): string {
  const place = [where, town].filter(Boolean) as string[];
  switch (form) {
    case 'commas-dot':
      return `<div class="line"><b>${esc(what)}</b>${place.map((p) => `, ${esc(p)}`).join('')} · ${esc(dates)}${details}</div>`;
    case 'pipes':
      return `<div class="line"><b>${esc(what)}</b>${place.map((p) => ` | ${esc(p)}`).join('')} | ${esc(dates)}${details}</div>`;
    case 'dates-first':
      return `<div class="line"><span class="dates">${esc(dates)}</span><b>${esc(what)}</b>${place.length ? `, ${esc(place.join(', '))}` : ''}${details}</div>`;
    case 'company-dash':
      return `<div class="line">${where ? `<b>${esc(where)}</b> — ` : ''}${esc(what)}${town ? ` (${esc(town)})` : ''}, ${esc(dates)}${details}</div>`;
  }
}

function section(plan: Plan, key: HeadingKey, form: LineForm, withCity: boolean): string {
  const { person, show } = plan;
  switch (key) {
    case 'experience':
      return block(plan, key, person.jobs.map((j) => line(form, j.title, j.company, withCity ? j.city : null, plan.range(j.start, j.end), detailsHtml(plan, j))).join(''));
    case 'education':
      if (!show.education) return '';
      return block(plan, key, person.studies.map((s) => line(form, s.title, s.institution, withCity ? s.city : null, studyDates(plan, s))).join(''));
    case 'volunteering':
      return block(plan, key, person.volunteering.map((v) => line(form, v.role, v.organisation, null, plan.range(v.start, v.end))).join(''));
    case 'certificates':
      return block(plan, key, person.certificates.map((c) => line(form, c.name, c.issuer, null, String(c.year))).join(''));
    case 'awards':
      return block(plan, key, person.awards.map((a) => line(form, a.title, null, null, String(a.year))).join(''));
    case 'skills':
      if (!show.skills) return '';
      return block(plan, key, person.skillGroups.filter((g) => g.keywords.length).map((g) => `<div class="line"><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</div>`).join(''));
    case 'languages': {
      if (!show.languages) return '';
      const languageForm = Math.floor(plan.random() * 3);
      return block(plan, key, `<div class="line">${person.languages.map((l) => esc(languageLine(l, languageForm))).join(', ')}</div>`);
    }
    default:
      return '';
  }
}

export const COMPACT = pdfFamily({ name: 'compact', group: 'compact', compose });
