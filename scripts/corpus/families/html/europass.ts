/**
 * `europass`: the Europass CV in its two shapes — the older one, where a right-aligned label column
 * names every value ("Dates", "Occupation or position held", "Name and address of employer"), and
 * the later one, whose left column holds the section names and the dates. Both print personal
 * information as labelled fields and the other languages as a CEFR self-assessment grid.
 */
import { chance, pick, shuffle } from '../../random.js';
import type { Person } from '../../types.js';
import { pdfFamily, type Sheet } from './family.js';
import { pickTypeface } from './fonts.js';
import { ACCENTS, esc, htmlDocument } from './page.js';
import { addressLines, birthDateText, companyPlace, linkedinText } from './person-text.js';
import { planDocument, studyDates, type Plan } from './plan.js';
import { cefrLevel, EUROPASS, type EuropassWords } from './words.js';

type Shape = 'labelled' | 'dated';

/** One row of the Europass grid: the left cell and the right cell (HTML), or a section title. */
type Row = { left: string; right: string; kind?: 'section' | 'entry-start' };

function compose(person: Person, random: () => number): Sheet {
  const plan = planDocument(person, random, {
    odds: { headline: 0.6, summary: 0.25, linkedin: 0.45, location: 0.97, country: 0.6, jobDetails: 0.85, educationStart: 0.9, studySummary: 0.5 },
  });
  const shape: Shape = chance(0.5, random) ? 'labelled' : 'dated';
  const words = EUROPASS[person.language];
  const accent = shape === 'dated' ? pick(ACCENTS, random) : '#1d1d1d';
  const rows = shape === 'labelled' ? labelledRows(plan, words) : datedRows(plan, words);
  const labelWidth = shape === 'labelled' ? 58 : 44;
  const body = `<table class="grid">${rows.map(rowHtml).join('')}</table>`;
  const css = `@page{size:A4;margin:14mm 14mm 16mm}
.grid{width:100%;border-collapse:collapse;table-layout:fixed}
.grid>tbody>tr>td{vertical-align:top;padding:1mm 0}
.grid>tbody>tr>td.left{width:${labelWidth}mm;padding-right:5mm;${shape === 'labelled' ? 'text-align:right;border-right:1px solid #999;' : `color:${accent};`}font-size:.9em}
.grid>tbody>tr>td.right{padding-left:5mm}
tr.section td{padding-top:5mm}tr.section td.left{font-size:1.05em;font-weight:700;${shape === 'dated' ? 'text-transform:uppercase;letter-spacing:.04em' : ''}}
tr.section td.right{border-bottom:${shape === 'dated' ? `1.5px solid ${accent}` : 'none'}}
tr.entry-start td{padding-top:3mm}tr{break-inside:avoid}
.name{font-size:1.6em;font-weight:700}.role{font-weight:700;font-size:1.05em}
table.cefr{border-collapse:collapse;width:100%;table-layout:fixed;font-size:.8em;margin:1mm 0}
table.cefr td,table.cefr th{border:1px solid #bbb;padding:.8mm 1.5mm;text-align:center;font-weight:400}
table.cefr th{background:#eef1f5}table.cefr td:first-child{text-align:left}
.note{font-size:.75em;color:#555}.logo{font-size:1.4em;font-weight:700;color:${accent === '#1d1d1d' ? '#003399' : accent}}`;
  const html = htmlDocument({ language: person.language, title: `Europass CV ${person.displayName}`, typeface: pickTypeface(random, 'sans'), fontSize: 9 + Math.floor(random() * 3) / 2, css, body });
  return { html, plan };
}

const rowHtml = (row: Row) => `<tr${row.kind ? ` class="${row.kind}"` : ''}><td class="left">${row.left}</td><td class="right">${row.right}</td></tr>`;

/** The name as the older form asks for it ("Surname(s) First name(s)") or as the person writes it. */
const europassName = (person: Person, random: () => number) => (person.language !== 'ja' && chance(0.5, random) ? `${person.last} ${person.first}` : person.displayName);

function personalRows(plan: Plan, words: EuropassWords, withLabels: boolean): Row[] {
  const { person, show, random } = plan;
  const rows: Row[] = [];
  const add = (label: string, value: string | null) => value && rows.push({ left: withLabels ? esc(label) : '', right: value });
  add(words.name, `<span class="name">${esc(withLabels ? europassName(person, random) : person.displayName)}</span>`);
  add(words.address, addressLines(plan)?.map(esc).join(withLabels ? ', ' : '<br>') ?? null);
  if (show.phones) add(words.phone, person.phones.map(esc).join(' &nbsp; ') || null);
  if (show.email) add(words.email, esc(person.email));
  if (show.linkedin && person.linkedin) add('LinkedIn', esc(linkedinText(person.linkedin, random)));
  const birth = chance(0.7, random) ? birthDateText(person, random) : null;
  add(words.birth, birth ? esc(birth) : null);
  return rows;
}

/** The older form: every value beside a label saying what it is. */
function labelledRows(plan: Plan, words: EuropassWords): Row[] {
  const { person, show } = plan;
  const rows: Row[] = [{ left: '<span class="logo">Europass</span><br>Curriculum Vitae', right: '' }];
  rows.push({ left: esc(words.personal), right: '', kind: 'section' }, ...personalRows(plan, words, true));
  if (show.headline) rows.push({ left: esc(words.desired), right: `<b>${esc(person.headline)}</b>`, kind: 'entry-start' });
  if (show.summary) rows.push({ left: esc(plan.heading('profile')), right: esc(person.summary), kind: 'entry-start' });
  rows.push({ left: esc(words.work), right: '', kind: 'section' });
  for (const job of person.jobs) {
    rows.push({ left: esc(words.dates), right: esc(plan.range(job.start, job.end)), kind: 'entry-start' });
    rows.push({ left: esc(words.position), right: `<b>${esc(job.title)}</b>` });
    const activities = [job.summary ? esc(job.summary) : '', ...job.bullets.map((b) => `• ${esc(b)}`)].filter(Boolean);
    if (show.jobDetails && activities.length) rows.push({ left: esc(words.activities), right: activities.join('<br>') });
    rows.push({ left: esc(words.employer), right: esc(companyPlace(job, person.language)) });
  }
  if (show.education && person.studies.length) {
    rows.push({ left: esc(words.education), right: '', kind: 'section' });
    for (const study of person.studies) {
      rows.push({ left: esc(words.dates), right: esc(studyDates(plan, study)), kind: 'entry-start' });
      rows.push({ left: esc(words.qualification), right: `<b>${esc(study.title)}</b>` });
      rows.push({ left: esc(words.organisation), right: esc([study.institution, study.city].filter(Boolean).join(', ')) });
      if (show.studySummary && study.summary) rows.push({ left: '', right: esc(study.summary) });
    }
  }
  rows.push(...skillRows(plan, words));
  return rows;
}

/** The later form: section names and dates in the left column, the entries right. */
function datedRows(plan: Plan, words: EuropassWords): Row[] {
  const { person, show } = plan;
  const rows: Row[] = [{ left: '<span class="logo">europass</span>', right: '' }];
  rows.push({ left: esc(words.personal), right: '', kind: 'section' }, ...personalRows(plan, words, false));
  if (show.headline) rows.push({ left: esc(words.desired), right: `<b>${esc(person.headline)}</b>`, kind: 'section' });
  if (show.summary) rows.push({ left: esc(plan.heading('profile')), right: esc(person.summary), kind: 'section' });
  rows.push({ left: esc(words.work), right: '', kind: 'section' });
  for (const job of person.jobs) {
    const details = show.jobDetails ? `${job.summary ? `<div>${esc(job.summary)}</div>` : ''}${job.bullets.length ? `<ul>${job.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}` : '';
    rows.push({ left: esc(plan.range(job.start, job.end)), right: `<div class="role">${esc(job.title)}</div><div>${esc(companyPlace(job, person.language))}</div>${details}`, kind: 'entry-start' });
  }
  if (show.education && person.studies.length) {
    rows.push({ left: esc(words.education), right: '', kind: 'section' });
    for (const study of person.studies) {
      const summary = show.studySummary && study.summary ? `<div>${esc(study.summary)}</div>` : '';
      rows.push({ left: esc(studyDates(plan, study)), right: `<div class="role">${esc(study.title)}</div><div>${esc([study.institution, study.city].filter(Boolean).join(', '))}</div>${summary}`, kind: 'entry-start' });
    }
  }
  rows.push(...skillRows(plan, words));
  return rows;
}

/** Personal skills: mother tongues, the CEFR grid of the other languages, digital skills, certificates, awards, volunteering. */
function skillRows(plan: Plan, words: EuropassWords): Row[] {
  const { person, show, random } = plan;
  const rows: Row[] = [];
  const levels = person.languages.map((l) => ({ name: l.name, cefr: cefrLevel(l.level) }));
  const mother = levels.filter((l) => l.cefr === null);
  const others = levels.filter((l) => l.cefr !== null);
  if (show.languages || show.skills) rows.push({ left: esc(words.personalSkills), right: '', kind: 'section' });
  if (show.languages && mother.length) rows.push({ left: esc(words.motherTongues), right: `<b>${mother.map((l) => esc(l.name)).join(', ')}</b>`, kind: 'entry-start' });
  if (show.languages && others.length) {
    const head = `<tr><th></th><th colspan="2">${esc(words.understanding)}</th><th colspan="2">${esc(words.speaking)}</th><th>${esc(words.writing)}</th></tr><tr><th></th><th>${esc(words.listening)}</th><th>${esc(words.reading)}</th><th>${esc(words.interaction)}</th><th>${esc(words.production)}</th><th></th></tr>`;
    const body = others.map((l) => `<tr><td>${esc(l.name)}</td>${`<td>${l.cefr}</td>`.repeat(5)}</tr>`).join('');
    rows.push({ left: esc(words.otherLanguages), right: `<table class="cefr">${head}${body}</table><div class="note">${esc(words.levels)}</div>`, kind: 'entry-start' });
  }
  if (show.skills) {
    const groups = person.skillGroups.filter((g) => g.keywords.length);
    rows.push({ left: esc(words.digital), right: groups.map((g) => `${esc(g.name)}: ${g.keywords.map(esc).join(', ')}`).join('<br>'), kind: 'entry-start' });
  }
  for (const key of shuffle(['certificates', 'awards', 'volunteering'] as const, random)) {
    const lines =
      key === 'certificates' ? person.certificates.map((c) => `${esc(c.name)} – ${esc(c.issuer)} (${c.year})`)
      : key === 'awards' ? person.awards.map((a) => `${esc(a.title)} (${a.year})`)
      : person.volunteering.map((v) => `${esc(v.role)}, ${esc(v.organisation)} (${esc(plan.range(v.start, v.end))})`);
    if (lines.length) rows.push({ left: esc(plan.heading(key)), right: lines.join('<br>'), kind: 'entry-start' });
  }
  return rows;
}

export const EUROPASS_FAMILY = pdfFamily({ name: 'europass', group: 'europass', compose });
