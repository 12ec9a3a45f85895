/**
 * `rirekisho`: the Japanese résumé form (履歴書) — a boxed block of name, birth date, address and
 * phone, then one table of 年 | 月 | 学歴・職歴 rows, oldest first: a row for entering and one for
 * leaving each school and employer (入学/卒業, 入社/退社), the position on a row of its own,
 * 現在に至る under a current job and 以上 at the end; then licences and certificates the same way.
 * Other CV languages print the same form with their own words. Such a form has no headline, no
 * LinkedIn and no job descriptions.
 */
import { CONTACT_LABELS } from '../../format.js';
import { chance, pick } from '../../random.js';
import type { Person, YearMonth } from '../../types.js';
import { pdfFamily, type Sheet } from './family.js';
import { pickTypeface } from './fonts.js';
import { esc, htmlDocument } from './page.js';
import { addressLines, birthDateText, languageLine, longDate, signingDate } from './person-text.js';
import { planDocument, type Plan } from './plan.js';
import { HISTORY, type HistoryWords } from './words.js';

/** A row of the history table: year and month cells (empty for a continuation), the text, and how it is set. */
type Row = { date: YearMonth | null; text: string; align?: 'center' | 'right' };

function compose(person: Person, random: () => number): Sheet {
  const plan = planDocument(person, random, {
    odds: { headline: 0, summary: 0.5, linkedin: 0, location: 1, country: 0.1, jobDetails: 0, educationStart: 0.85, studySummary: 0, skills: 0.4, languages: 0.5 },
    // The table prints years and months in cells of their own; the style serves volunteering alone.
    styles: ['yyyy/mm'],
    oldestFirst: ['experience', 'education'],
  });
  const words = HISTORY[person.language];
  const signed = signingDate(person, random);
  const roleOnOwnRow = chance(0.6, random);
  const rows = historyRows(plan, words, roleOnOwnRow);
  const licences: Row[] = person.certificates.map((c) => ({ date: { year: c.year, month: null }, text: words.obtained(c.name) }));
  const awards: Row[] = person.awards.map((a) => ({ date: { year: a.year, month: null }, text: a.title }));

  const head = `<div class="top"><h1>${esc(words.title)}</h1><div class="asof">${esc(words.asOf(longDate(signed.year, signed.month, signed.day, person.language)))}</div></div>`;
  const body = [
    head,
    identity(plan),
    historyTable(plan, words, words.history, [{ date: null, text: words.education, align: 'center' }, ...rows.education, { date: null, text: words.work, align: 'center' }, ...rows.work, { date: null, text: words.end, align: 'right' }]),
    licences.length ? historyTable(plan, words, words.licences, licences) : '',
    awards.length && chance(0.6, random) ? historyTable(plan, words, words.awards, awards) : '',
    boxes(plan),
  ].join('');
  // Japanese forms space out the title and the name; Latin letters spaced so would read as words of one letter.
  const spaced = person.language === 'ja';
  const css = `@page{size:A4;margin:14mm 15mm}
.top{display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:2mm}h1{font-size:1.8em;letter-spacing:${spaced ? '.3em' : '.05em'}}
table{width:100%;border-collapse:collapse;margin-bottom:4mm;table-layout:fixed}
td,th{border:1px solid #333;padding:1.2mm 2mm;vertical-align:top;font-weight:400}
th{background:#f3f3f3;font-size:.9em}.y{width:16mm;text-align:center}.m{width:11mm;text-align:center}
.id td.k{width:28mm;font-size:.9em;background:#fafafa}.name{font-size:1.6em;letter-spacing:${spaced ? '.15em' : '0'}}
td.center{text-align:center}td.right{text-align:right}tr{break-inside:avoid}
.box h2{font-size:1em;border:1px solid #333;border-bottom:none;padding:1mm 2mm;background:#f3f3f3;margin:0}.box div{border:1px solid #333;padding:2mm;margin-bottom:4mm;min-height:14mm}`;
  const typeface = pickTypeface(random, person.language === 'ja' ? 'sans' : undefined);
  const html = htmlDocument({ language: person.language, title: `${words.title} ${person.displayName}`, typeface, fontSize: 10 + Math.floor(random() * 2) / 2, css, body });
  return { html, plan };
}

/** The boxed identity block: name, birth date, address, phone, email. */
function identity(plan: Plan): string {
  const { person, show, random } = plan;
  const labels = CONTACT_LABELS[person.language];
  const rows: [string, string][] = [[pick(labels.name, random), `<span class="name">${esc(person.displayName)}</span>`]];
  const birth = birthDateText(person, random);
  if (birth) rows.push([pick(labels.birth, random), esc(birth)]);
  const address = addressLines(plan);
  if (address) rows.push([pick(labels.address, random), esc(address.join(person.language === 'ja' ? ' ' : ', '))]);
  if (show.phones && person.phones.length) rows.push([pick(labels.phone, random), person.phones.map(esc).join(spacer(person.language))]);
  if (show.email) rows.push([pick(labels.email, random), esc(person.email)]);
  return `<table class="id">${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${v}</td></tr>`).join('')}</table>`;
}

/** Education and work as rows, oldest first: entering and leaving, the position, "to the present". */
function historyRows(plan: Plan, words: HistoryWords, roleOnOwnRow: boolean): { education: Row[]; work: Row[] } {
  const { person, show } = plan;
  // The person lists most recent first.
  const oldestFirst = <T,>(xs: T[]) => [...xs].reverse();
  const education: Row[] = show.education
    ? oldestFirst(person.studies).flatMap((s) => {
        const school = `${s.institution} ${s.title}`;
        return [...(show.educationStart && s.start ? [{ date: s.start, text: words.entered(school) }] : []), { date: s.end, text: words.graduated(school) }];
      })
    : [];
  const work: Row[] = oldestFirst(person.jobs).flatMap((job) => {
    const joined: Row[] = roleOnOwnRow
      ? [{ date: job.start, text: words.joined(job.company) }, { date: null, text: words.role(job.title) }]
      : [{ date: job.start, text: `${words.joined(job.company)}${bracketed(job.title, plan.language)}` }];
    return [...joined, job.end ? { date: job.end, text: words.left(job.company) } : { date: null, text: words.present, align: 'right' as const }];
  });
  return { education, work };
}

/** The space between two values on a line: the ideographic space in Japanese. */
const spacer = (language: Plan['language']) => (language === 'ja' ? '\u3000' : ' · ');

/** Text in brackets after a word, full-width in Japanese. */
const bracketed = (text: string, language: Plan['language']) => (language === 'ja' ? `（${text}）` : ` (${text})`);


function historyTable(plan: Plan, words: HistoryWords, title: string, rows: Row[]): string {
  const cells = rows.map((row) => {
    const [year, month] = row.date ? [String(row.date.year), row.date.month ? String(row.date.month) : ''] : ['', ''];
    if (row.date) plan.note(`${year} ${month}`.trim());
    return `<tr><td class="y">${year}</td><td class="m">${month}</td><td class="${row.align ?? ''}">${esc(row.text)}</td></tr>`;
  });
  return `<table><tr><th class="y">${esc(words.year)}</th><th class="m">${esc(words.month)}</th><th>${esc(title)}</th></tr>${cells.join('')}</table>`;
}

/** The free boxes under the tables: self-presentation, skills, languages, volunteering. */
function boxes(plan: Plan): string {
  const { person, show, language } = plan;
  const box = (title: string, content: string) => `<section class="box"><h2>${esc(title)}</h2><div>${content}</div></section>`;
  const out: string[] = [];
  if (show.summary) out.push(box(plan.heading('profile'), esc(person.summary)));
  if (show.skills) out.push(box(plan.heading('skills'), esc(person.skillGroups.flatMap((g) => g.keywords).join(language === 'ja' ? '、' : ', '))));
  if (show.languages) out.push(box(plan.heading('languages'), person.languages.map((l) => esc(languageLine(l, 2))).join('<br>')));
  if (person.volunteering.length && chance(0.5, plan.random))
    out.push(box(plan.heading('volunteering'), person.volunteering.map((v) => `${esc(plan.range(v.start, v.end))}${spacer(language)}${esc(v.role)}${esc(bracketed(v.organisation, language))}`).join('<br>')));
  return out.join('');
}

/** A Japanese form: other languages have no such resume, so it prints Japanese people only. */
export const RIREKISHO = pdfFamily({ name: 'rirekisho', group: 'rirekisho', compose, languages: ['ja'] });
