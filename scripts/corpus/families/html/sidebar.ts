/**
 * `sidebar`: the two-column resume — a coloured column left or right with contact, skills,
 * languages and certificates, long enough to run beside the experience entries of the main column
 * at the same heights, so a reader taking lines across the page mixes them.
 */
import type { HeadingKey } from '../../format.js';
import { chance, pick, shuffle } from '../../random.js';
import type { Person } from '../../types.js';
import { pdfFamily, type Sheet } from './family.js';
import { pickTypeface } from './fonts.js';
import { ACCENTS, detailsHtml, esc, htmlDocument, studySummaryHtml } from './page.js';
import { CITY_FORMS, contactValues, languageLine, withCity } from './person-text.js';
import { planDocument, studyDates, type Plan } from './plan.js';
import { cefrLevel } from './words.js';

type Look = {
  side: 'left' | 'right';
  dark: boolean;
  accent: string;
  nameInSidebar: boolean;
  /** How an entry sets title, employer and dates. */
  entry: 'stacked' | 'dates-right' | 'dates-left';
  companyFirst: boolean;
  cityForm: (typeof CITY_FORMS)[number];
  contactLabels: boolean;
  languageDots: boolean;
  skillsAsChips: boolean;
};

function compose(person: Person, random: () => number): Sheet {
  const plan = planDocument(person, random, { odds: { linkedin: 0.7 } });
  const look: Look = {
    side: chance(0.65, random) ? 'left' : 'right',
    dark: chance(0.5, random),
    accent: pick(ACCENTS, random),
    nameInSidebar: chance(0.35, random),
    entry: pick(['stacked', 'dates-right', 'dates-left'] as const, random),
    companyFirst: chance(0.3, random),
    cityForm: pick(CITY_FORMS, random),
    contactLabels: chance(0.4, random),
    languageDots: chance(0.3, random),
    skillsAsChips: chance(0.4, random),
  };
  const typeface = pickTypeface(random);
  // Certificates, awards and volunteering go to either column; the main column's order varies.
  const extras = shuffle(['certificates', 'awards', 'volunteering'] as const, random);
  const sideExtras = extras.filter(() => chance(0.5, random));
  const mainOrder: HeadingKey[] = chance(0.8, random) ? ['experience', 'education'] : ['education', 'experience'];
  const sideOrder = shuffle(['skills', 'languages', ...sideExtras] as HeadingKey[], random);

  const name = `<h1 class="name">${esc(person.displayName)}</h1>${plan.show.headline ? `<div class="headline">${esc(person.headline)}</div>` : ''}`;
  const sidebar = [
    look.nameInSidebar ? name : '',
    look.nameInSidebar || chance(0.5, random) ? '' : `<div class="monogram">${esc(initials(person))}</div>`,
    contactSection(plan, look),
    ...sideOrder.map((key) => sideSection(plan, key, look)),
  ].join('');
  const main = [
    look.nameInSidebar ? '' : name,
    plan.show.summary ? section(plan, 'profile', `<p>${esc(person.summary)}</p>`) : '',
    ...mainOrder.map((key) => mainSection(plan, key, look)),
    ...extras.filter((key) => !sideExtras.includes(key)).map((key) => mainSection(plan, key, look)),
  ].join('');

  const sideWidth = 62 + Math.floor(random() * 14);
  const fg = look.dark ? '#ffffff' : '#1d1d1d';
  const bg = look.dark ? look.accent : `color-mix(in srgb, ${look.accent} 12%, white)`;
  const columns = look.side === 'left' ? `${sideWidth}mm 1fr` : `1fr ${sideWidth}mm`;
  const css = `@page{size:A4;margin:12mm 0}
.bg{position:fixed;top:-12mm;bottom:-12mm;${look.side}:0;width:${sideWidth}mm;background:${bg}}
.page{display:grid;grid-template-columns:${columns};position:relative}
aside{grid-row:1;grid-column:${look.side === 'left' ? 1 : 2};padding:4mm 6mm;color:${fg};font-size:.92em}
main{grid-row:1;grid-column:${look.side === 'left' ? 2 : 1};padding:4mm 11mm 4mm 9mm}
.name{font-size:2.1em;line-height:1.1;color:${look.nameInSidebar ? fg : look.accent}}
.headline{font-size:1.15em;margin:.2em 0 .6em;opacity:.85}
.monogram{width:22mm;height:22mm;border-radius:50%;border:2px solid ${fg};display:flex;align-items:center;justify-content:center;font-size:1.6em;margin:0 auto 5mm}
section{margin-top:5mm}
h2{font-size:1.05em;text-transform:uppercase;letter-spacing:.06em;border-bottom:1.5px solid currentColor;padding-bottom:1mm;margin-bottom:2mm}
main h2{color:${look.accent}}
.entry{margin-bottom:3.5mm;break-inside:avoid}
.role{font-weight:700}.org{font-style:italic}.when{color:#555;font-size:.9em}
aside .when{color:inherit;opacity:.8}
.row{display:flex;justify-content:space-between;gap:4mm}
.left{display:grid;grid-template-columns:27mm 1fr;gap:3mm}
.item{margin:.5mm 0}.label{font-weight:700;display:block;font-size:.85em;opacity:.8}
.chips span{display:inline-block;border:1px solid currentColor;border-radius:3px;padding:0 1.5mm;margin:0 1mm 1mm 0}
.dots{letter-spacing:1px}.desc{margin:.5mm 0}`;
  const html = htmlDocument({ language: person.language, title: person.displayName, typeface, fontSize: 9.5 + Math.floor(random() * 3) / 2, css, body: `<div class="bg"></div><div class="page"><aside>${sidebar}</aside><main>${main}</main></div>` });
  return { html, plan };
}

const initials = (person: Person) => (person.language === 'ja' ? person.last : `${person.first[0] ?? ''}${person.last.replace(/^(\p{Ll}+\s)+/u, '')[0] ?? ''}`);

const section = (plan: Plan, key: HeadingKey, content: string) => (content ? `<section><h2>${esc(plan.heading(key))}</h2>${content}</section>` : '');

function contactSection(plan: Plan, look: Look): string {
  const values = contactValues(plan, { website: true, birth: chance(0.3, plan.random), address: chance(0.4, plan.random) });
  const items = values.map((v) => `<div class="item">${look.contactLabels ? `<span class="label">${esc(v.label)}</span>` : ''}${esc(v.value)}</div>`).join('');
  return section(plan, 'contact', items);
}

function sideSection(plan: Plan, key: HeadingKey, look: Look): string {
  const { person, show } = plan;
  switch (key) {
    case 'skills': {
      if (!show.skills) return '';
      const groups = person.skillGroups.filter((g) => g.keywords.length);
      const body = look.skillsAsChips
        ? `<div class="chips">${groups.flatMap((g) => g.keywords).map((k) => `<span>${esc(k)}</span>`).join('')}</div>`
        : groups.map((g) => `<div class="item"><span class="label">${esc(g.name)}</span>${g.keywords.map(esc).join('<br>')}</div>`).join('');
      return section(plan, 'skills', body);
    }
    case 'languages': {
      if (!show.languages) return '';
      const line = Math.floor(plan.random() * 3);
      const body = person.languages
        .map((l) => (look.languageDots ? `<div class="item">${esc(l.name)} <span class="dots">${dots(l.level)}</span></div>` : `<div class="item">${esc(languageLine(l, line))}</div>`))
        .join('');
      return section(plan, 'languages', body);
    }
    case 'certificates':
      return section(plan, key, person.certificates.map((c) => `<div class="item">${esc(c.name)}<br><span class="when">${esc(c.issuer)}, ${c.year}</span></div>`).join(''));
    case 'awards':
      return section(plan, key, person.awards.map((a) => `<div class="item">${esc(a.title)} <span class="when">(${a.year})</span></div>`).join(''));
    case 'volunteering':
      return section(plan, key, person.volunteering.map((v) => `<div class="item">${esc(v.role)}, ${esc(v.organisation)}<br><span class="when">${esc(plan.range(v.start, v.end))}</span></div>`).join(''));
    default:
      return '';
  }
}

/** A level as five dots, as rating widgets print it (a mother tongue full). */
function dots(level: string): string {
  const cefr = cefrLevel(level);
  const filled = cefr === null ? 5 : { A1: 1, A2: 2, B1: 3, B2: 3, C1: 4, C2: 5 }[cefr] ?? 3;
  return '●'.repeat(filled) + '○'.repeat(5 - filled);
}

function mainSection(plan: Plan, key: HeadingKey, look: Look): string {
  const { person } = plan;
  switch (key) {
    case 'experience':
      return section(plan, key, person.jobs.map((job) => entry(look, job.title, withCity(job.company, job.city, look.cityForm), plan.range(job.start, job.end), detailsHtml(plan, job))).join(''));
    case 'education':
      if (!plan.show.education) return '';
      return section(plan, key, person.studies.map((s) => entry(look, s.title, withCity(s.institution, s.city, look.cityForm), studyDates(plan, s), studySummaryHtml(plan, s))).join(''));
    case 'volunteering':
      return section(plan, key, person.volunteering.map((v) => entry(look, v.role, v.organisation, plan.range(v.start, v.end), '')).join(''));
    case 'certificates':
      return section(plan, key, person.certificates.map((c) => `<div class="item"><b>${esc(c.name)}</b> — ${esc(c.issuer)}, ${c.year}</div>`).join(''));
    case 'awards':
      return section(plan, key, person.awards.map((a) => `<div class="item">${a.year} · ${esc(a.title)}</div>`).join(''));
    default:
      return '';
  }
}

/** One entry of the main column in the document's entry form. */
function entry(look: Look, title: string, place: string, dates: string, details: string): string {
  const [first, second] = look.companyFirst ? [place, title] : [title, place];
  const head = `<div class="${look.companyFirst ? 'org' : 'role'}">${esc(first)}</div>`;
  const sub = `<div class="${look.companyFirst ? 'role' : 'org'}">${esc(second)}</div>`;
  const when = `<div class="when">${esc(dates)}</div>`;
  if (look.entry === 'dates-right') return `<div class="entry"><div class="row">${head}${when}</div>${sub}${details}</div>`;
  if (look.entry === 'dates-left') return `<div class="entry left">${when}<div>${head}${sub}${details}</div></div>`;
  return `<div class="entry">${head}${sub}${when}${details}</div>`;
}

export const SIDEBAR = pdfFamily({ name: 'sidebar', group: 'sidebar', compose });
