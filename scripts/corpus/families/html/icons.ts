/**
 * `icons`: the modern one-column resume whose section headings and contact values each follow an
 * icon glyph — Font Awesome's Private-Use-Area code points when the machine has the font (Debian:
 * fonts-font-awesome), else Unicode symbols of DejaVu Sans (✉ ☎ ⌂) — so the PDF's text holds a
 * glyph right before "Experience" or the email address, as real resumes made with icon fonts do.
 */
import type { HeadingKey } from '../../format.js';
import { chance, pick, shuffle } from '../../random.js';
import type { Job, Person } from '../../types.js';
import { pdfFamily, type Sheet } from './family.js';
import { pickTypeface } from './fonts.js';
import { ACCENTS, detailsHtml, esc, htmlDocument, studySummaryHtml } from './page.js';
import { contactValues, languageLine, type ContactKind } from './person-text.js';
import { planDocument, studyDates, type Plan } from './plan.js';
import { hasLocalFont } from '../../chromium.js';

/** Icons for contact values and section headings, in one font. */
type GlyphSet = { font: string; contact: Record<ContactKind, string>; headings: Record<HeadingKey, string> };

/** Font Awesome 4 (the font Debian packages): Private-Use-Area code points. */
const FONT_AWESOME: GlyphSet = {
  font: 'FontAwesome',
  contact: { email: '\uf0e0', phone: '\uf095', address: '\uf041', linkedin: '\uf08c', website: '\uf0ac', birth: '\uf1fd' },
  headings: {
    profile: '\uf007', experience: '\uf0b1', education: '\uf19d', skills: '\uf0ad', languages: '\uf1ab',
    contact: '\uf2bb', certificates: '\uf0a3', awards: '\uf091', volunteering: '\uf004', personal: '\uf2c2',
  },
};

/** Unicode symbols (Miscellaneous Symbols, Dingbats) as DejaVu Sans draws them. */
const SYMBOLS: GlyphSet = {
  font: 'DejaVu Sans',
  contact: { email: '✉', phone: '☎', address: '⌂', linkedin: '➚', website: '⚑', birth: '✱' },
  headings: {
    profile: '☺', experience: '⚒', education: '✎', skills: '⚙', languages: '✍',
    contact: '✉', certificates: '✔', awards: '★', volunteering: '♥', personal: '☺',
  },
};

async function glyphSets(): Promise<GlyphSet[]> {
  return (await hasLocalFont(FONT_AWESOME.font)) ? [FONT_AWESOME, FONT_AWESOME, SYMBOLS] : [SYMBOLS];
}

type Look = { glyphs: GlyphSet; accent: string; circled: boolean; jobPlaceIcon: boolean; companyFirst: boolean };

async function compose(person: Person, random: () => number): Promise<Sheet> {
  const plan = planDocument(person, random, { odds: { linkedin: 0.75, country: 0.35 } });
  const look: Look = { glyphs: pick(await glyphSets(), random), accent: pick(ACCENTS, random), circled: chance(0.5, random), jobPlaceIcon: chance(0.4, random), companyFirst: chance(0.25, random) };
  const header = chance(0.5, random) ? 'split' : 'stacked';
  const banner = chance(0.4, random);
  const icon = (glyph: string, text: string) => {
    plan.printed.marks.push(glyph + text);
    return `<i class="ic">${glyph}</i>${esc(text)}`;
  };

  const contacts = contactValues(plan, { website: true, birth: chance(0.25, random) })
    .map((c) => `<span class="contact">${icon(look.glyphs.contact[c.kind], c.value)}</span>`)
    .join('');
  const head = `<header class="${header}"><div><h1>${esc(person.displayName)}</h1>${plan.show.headline ? `<div class="headline">${esc(person.headline)}</div>` : ''}</div><div class="contacts">${contacts}</div></header>`;
  const heading = (key: HeadingKey) => `<h2>${icon(look.glyphs.headings[key], plan.heading(key))}</h2>`;
  const order = [...(chance(0.8, random) ? ['experience', 'education'] : ['education', 'experience']), ...shuffle(['skills', 'languages', 'certificates', 'awards', 'volunteering'], random)] as HeadingKey[];
  const sections = [plan.show.summary ? `<section>${heading('profile')}<p>${esc(person.summary)}</p></section>` : '', ...order.map((key) => section(plan, key, look, heading, icon))];

  const bannerCss = banner ? `header{background:${look.accent};color:#fff;padding:6mm 8mm;border-radius:2mm}header h1{color:#fff}header .ic{color:#fff}` : '';
  const circleCss = look.circled
    ? `h2 .ic{display:inline-flex;align-items:center;justify-content:center;width:1.7em;height:1.7em;border-radius:50%;background:${look.accent};color:#fff;font-size:.8em;margin-right:.5em}`
    : `h2 .ic{color:${look.accent};margin-right:.45em}`;
  const css = `@page{size:A4;margin:14mm 16mm}
.ic{font-family:'${look.glyphs.font}';font-style:normal;margin-right:.35em;color:${look.accent}}
header{margin-bottom:4mm}header.split{display:flex;justify-content:space-between;gap:8mm}
header.split .contacts{text-align:right;display:flex;flex-direction:column;gap:.6mm}
header.stacked .contacts{display:flex;flex-wrap:wrap;gap:1mm 6mm;margin-top:2mm}
h1{font-size:2em;color:${look.accent};line-height:1.1}.headline{font-size:1.15em;margin-top:1mm}
h2{font-size:1.15em;margin:5mm 0 2mm;display:flex;align-items:center;${chance(0.5, random) ? 'text-transform:uppercase;letter-spacing:.05em;' : ''}border-bottom:1px solid #ccc;padding-bottom:1mm}
.entry{margin-bottom:3mm;break-inside:avoid}.top{display:flex;justify-content:space-between;gap:4mm}
.role{font-weight:700}.when{color:#555;white-space:nowrap}.org{color:#333}
.tags span{display:inline-block;background:#eef0f3;border-radius:3px;padding:.3mm 2mm;margin:0 1.5mm 1.5mm 0}
${bannerCss}${circleCss}`;
  const html = htmlDocument({ language: person.language, title: person.displayName, typeface: pickTypeface(random), fontSize: 9.5 + Math.floor(random() * 3) / 2, css, body: head + sections.join('') });
  return { html, plan };
}

type Icon = (glyph: string, text: string) => string;

function section(plan: Plan, key: HeadingKey, look: Look, heading: (key: HeadingKey) => string, icon: Icon): string {
  const { person, show } = plan;
  const wrap = (content: string) => (content ? `<section>${heading(key)}${content}</section>` : '');
  switch (key) {
    case 'experience':
      return wrap(person.jobs.map((job) => jobEntry(plan, job, look, icon)).join(''));
    case 'education':
      if (!show.education) return '';
      return wrap(person.studies.map((s) => `<div class="entry"><div class="top"><span class="role">${esc(s.title)}</span><span class="when">${esc(studyDates(plan, s))}</span></div><div class="org">${esc(s.institution)}</div>${studySummaryHtml(plan, s)}</div>`).join(''));
    case 'skills':
      if (!show.skills) return '';
      return wrap(`<div class="tags">${person.skillGroups.flatMap((g) => g.keywords).map((k) => `<span>${esc(k)}</span>`).join('')}</div>`);
    case 'languages': {
      if (!show.languages) return '';
      const form = Math.floor(plan.random() * 3);
      return wrap(`<p>${person.languages.map((l) => esc(languageLine(l, form))).join(' · ')}</p>`);
    }
    case 'certificates':
      return wrap(person.certificates.map((c) => `<div class="top"><span>${esc(c.name)}, ${esc(c.issuer)}</span><span class="when">${c.year}</span></div>`).join(''));
    case 'awards':
      return wrap(person.awards.map((a) => `<div class="top"><span>${esc(a.title)}</span><span class="when">${a.year}</span></div>`).join(''));
    case 'volunteering':
      return wrap(person.volunteering.map((v) => `<div class="entry"><div class="top"><span class="role">${esc(v.role)}</span><span class="when">${esc(plan.range(v.start, v.end))}</span></div><div class="org">${esc(v.organisation)}</div></div>`).join(''));
    default:
      return '';
  }
}

/** A job: title (or company) and dates on one line, the employer and town below — the town after a pin in some documents. */
function jobEntry(plan: Plan, job: Job, look: Look, icon: Icon): string {
  const where = job.city ? (look.jobPlaceIcon ? ` <span class="place">${icon(look.glyphs.contact.address, job.city)}</span>` : `, ${esc(job.city)}`) : '';
  const company = esc(job.company) + where;
  const [top, below] = look.companyFirst ? [company, esc(job.title)] : [esc(job.title), company];
  return `<div class="entry"><div class="top"><span class="role">${top}</span><span class="when">${esc(plan.range(job.start, job.end))}</span></div><div class="org">${below}</div>${detailsHtml(plan, job)}</div>`;
}

export const ICONS = pdfFamily({ name: 'icons', group: 'icons', compose });
