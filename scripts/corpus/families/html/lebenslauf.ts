/**
 * `lebenslauf`: the German tabular CV — a title ("Lebenslauf"), a block of labelled personal data
 * (Name:, Geburtsdatum, Anschrift with street and postcode, Telefon, E-Mail), then every section as
 * a two-column table with the dates left ("03/2019 – heute", "seit Oktober 2014", "2016 – 2018")
 * and "Titel bei Firma, Ort" or a title line over a company line right, closed by a place-and-date
 * line and the signature name. Printed in every CV language with that language's words.
 */
import { CONTACT_LABELS, type HeadingKey } from '../../format.js';
import { chance, pick, shuffle } from '../../random.js';
import type { Job, Person } from '../../types.js';
import { pdfFamily, type Sheet } from './family.js';
import { pickTypeface } from './fonts.js';
import { ACCENTS, detailsHtml, esc, htmlDocument, studySummaryHtml } from './page.js';
import { addressLines, birthDateText, companyPlace, linkedinText, longDate, signingDate } from './person-text.js';
import { planDocument, studyDates, type Plan } from './plan.js';
import { WORDS } from './words.js';

/** How the right cell of a job row reads. */
type JobForm = 'at' | 'title-over-company' | 'company-over-title';

function compose(person: Person, random: () => number): Sheet {
  const plan = planDocument(person, random, {
    odds: { headline: 0.35, summary: 0.3, linkedin: 0.3, location: 0.98, country: 0.3, jobDetails: 0.7, studySummary: 0.3 },
    styles: ['mm/yyyy', 'mm.yyyy', 'month yyyy', 'mon yyyy', 'yyyy'],
    since: 0.4,
  });
  const words = WORDS[person.language];
  const accent = chance(0.5, random) ? '#1d1d1d' : pick(ACCENTS, random);
  const jobForm = pick(['at', 'title-over-company', 'company-over-title'] as const, random);
  const dateWidth = 32 + Math.floor(random() * 14);
  const extras = shuffle(['certificates', 'skills', 'languages', 'awards', 'volunteering'] as HeadingKey[], random);
  const order: HeadingKey[] = chance(0.75, random) ? ['experience', 'education', ...extras] : ['education', 'experience', ...extras];

  const title = chance(0.8, random) ? `<h1 class="title">${esc(pick(words.cvTitles, random))}</h1>` : '';
  const bigName = !title || chance(0.5, random) ? `<div class="name">${esc(person.displayName)}</div>` : '';
  const headline = plan.show.headline ? `<div class="headline">${esc(person.headline)}</div>` : '';
  const profile = plan.show.summary ? `<h2>${esc(plan.heading('profile'))}</h2><p>${esc(person.summary)}</p>` : '';
  const signed = signingDate(person, random);
  const closing = `<div class="closing"><div>${esc(words.placeDate(plan.show.location ? person.city : null, longDate(signed.year, signed.month, signed.day, person.language)))}</div><div class="signature">${esc(person.displayName)}</div></div>`;

  const body = [
    title,
    bigName,
    headline,
    personalData(plan),
    profile,
    ...order.map((key) => sectionTable(plan, key, jobForm)),
    chance(0.85, random) ? closing : '',
  ].join('');
  const css = `@page{size:A4;margin:18mm 20mm 18mm 22mm}
.title{font-size:1.9em;letter-spacing:.04em;color:${accent};margin-bottom:2mm}
.name{font-size:1.5em;font-weight:700;margin-bottom:1mm}.headline{font-size:1.1em;margin-bottom:2mm}
h2{font-size:1.1em;color:${accent};border-bottom:1px solid ${accent};padding-bottom:.5mm;margin:6mm 0 2mm}
table{width:100%;border-collapse:collapse;table-layout:fixed}td{vertical-align:top;padding:.8mm 0;overflow-wrap:anywhere}
td.when{width:${dateWidth}mm;padding-right:4mm}
tr{break-inside:avoid}.role{font-weight:700}.label{font-weight:${chance(0.5, random) ? 700 : 400}}
.closing{margin-top:12mm;break-inside:avoid}.signature{margin-top:10mm;font-style:italic;font-size:1.2em;border-top:1px solid #777;display:inline-block;padding-top:1mm;min-width:55mm}
.desc{margin:.3mm 0}`;
  const html = htmlDocument({ language: person.language, title: `${words.cvTitles[0]} ${person.displayName}`, typeface: pickTypeface(random), fontSize: 10 + Math.floor(random() * 3) / 2, css, body });
  return { html, plan };
}

/** A section as a two-column table; nothing for a section without rows. */
function table(plan: Plan, key: HeadingKey, rows: [string, string][]): string {
  if (!rows.length) return '';
  return `<h2>${esc(plan.heading(key))}</h2><table>${rows.map(([left, right]) => `<tr><td class="when">${left}</td><td>${right}</td></tr>`).join('')}</table>`;
}

/** The labelled block of personal data: the name (whole, or first and last apart), birth date, address, phones, email. */
function personalData(plan: Plan): string {
  const { person, show, random } = plan;
  const labels = CONTACT_LABELS[person.language];
  const words = WORDS[person.language];
  const rows: [string, string][] = [];
  const label = (text: string) => `<span class="label">${esc(text)}:</span>`;
  if (chance(0.3, random)) {
    rows.push([label(words.firstName), esc(person.first)], [label(words.lastName), esc(person.last)]);
  } else rows.push([label(pick(labels.name, random)), esc(person.displayName)]);
  const birth = chance(0.8, random) ? birthDateText(person, random) : null;
  if (birth) rows.push([label(pick(labels.birth, random)), esc(birth)]);
  const address = addressLines(plan);
  if (address) rows.push([label(pick(labels.address, random)), address.map(esc).join('<br>')]);
  if (show.phones && person.phones.length) rows.push([label(pick(labels.phone, random)), person.phones.map(esc).join('<br>')]);
  if (show.email) rows.push([label(pick(labels.email, random)), esc(person.email)]);
  if (show.linkedin && person.linkedin) rows.push([label('LinkedIn'), esc(linkedinText(person.linkedin, random))]);
  return table(plan, 'personal', rows);
}

function sectionTable(plan: Plan, key: HeadingKey, jobForm: JobForm): string {
  const { person, show } = plan;
  switch (key) {
    case 'experience':
      return table(plan, key, person.jobs.map((job) => [esc(plan.range(job.start, job.end)), jobCell(plan, job, jobForm)]));
    case 'education':
      if (!show.education) return '';
      return table(plan, key, person.studies.map((s) => [esc(studyDates(plan, s)), `<div class="role">${esc(s.title)}</div><div>${esc([s.institution, s.city].filter(Boolean).join(', '))}</div>${studySummaryHtml(plan, s)}`]));
    case 'skills':
      if (!show.skills) return '';
      return table(plan, key, person.skillGroups.filter((g) => g.keywords.length).map((g) => [esc(g.name), esc(g.keywords.join(', '))]));
    case 'languages':
      if (!show.languages) return '';
      return table(plan, key, person.languages.map((l) => [esc(l.name), esc(l.level)]));
    case 'certificates':
      return table(plan, key, person.certificates.map((c) => [String(c.year), `${esc(c.name)} (${esc(c.issuer)})`]));
    case 'awards':
      return table(plan, key, person.awards.map((a) => [String(a.year), esc(a.title)]));
    case 'volunteering':
      return table(plan, key, person.volunteering.map((v) => [esc(plan.range(v.start, v.end)), `${esc(v.role)}, ${esc(v.organisation)}`]));
    default:
      return '';
  }
}

/** The right cell of a job row: "Titel bei Firma, Ort", or title and company on lines of their own. */
function jobCell(plan: Plan, job: Job, form: JobForm): string {
  const place = companyPlace(job, plan.language);
  const details = detailsHtml(plan, job);
  if (form === 'at') return `<div class="role">${esc(WORDS[plan.language].at(job.title, place))}</div>${details}`;
  if (form === 'company-over-title') return `<div class="role">${esc(place)}</div><div>${esc(job.title)}</div>${details}`;
  return `<div class="role">${esc(job.title)}</div><div>${esc(place)}</div>${details}`;
}

export const LEBENSLAUF = pdfFamily({ name: 'lebenslauf', group: 'tabular', compose });
