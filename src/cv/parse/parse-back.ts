/**
 * The parse-back measure (issue 4 guarantee): how many of the source CV's name, e-mail, phones,
 * experience titles/companies/years and skills the parser gave back from an exported document.
 */
import { normaliseEntryDates, type CvData, type Experience } from '../../shared/schemas/cv.js';
import type { CvView } from '../view.js';

const norm = (s: string | null | undefined) => (s ?? '').normalize('NFKC').toLowerCase().replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim().replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
const digits = (s: string) => s.replace(/\D/g, '').replace(/^0+/, '');
function phoneEq(a: string, b: string) {
  const x = digits(a);
  const y = digits(b);
  if (!x || !y) return false;
  return x === y || (x.length >= 7 && y.length >= 7 && (x.endsWith(y) || y.endsWith(x)) && Math.abs(x.length - y.length) <= 4);
}

export type ParseBackResult = { total: number; recovered: number; share: number; missed: string[] };

export function parseBackScore(sourceData: CvData, parsed: CvData, options: { experience?: (e: NonNullable<CvData['experience']>[number]) => boolean } = {}): ParseBackResult {
  const source = normaliseEntryDates(sourceData);
  const missed: string[] = [];
  let total = 0;
  let recovered = 0;
  const check = (label: string, ok: boolean) => {
    total++;
    if (ok) recovered++;
    else missed.push(label);
  };
  const fullSource = norm(`${source.first_name ?? ''} ${source.last_name ?? ''}`);
  const fullParsed = norm(`${parsed.first_name ?? ''} ${parsed.last_name ?? ''}`);
  const reversed = norm(`${parsed.last_name ?? ''} ${parsed.first_name ?? ''}`);
  check(`name: ${fullSource}`, [fullParsed, reversed].some((p) => p === fullSource || p.replace(/\s/g, '') === fullSource.replace(/\s/g, '')));
  if (source.email) check(`email: ${source.email}`, norm(source.email) === norm(parsed.email));
  for (const p of source.phones ?? []) {
    const s = `${p.code?.code ?? ''} ${p.number}`;
    check(`phone: ${s}`, (parsed.phones ?? []).some((q) => phoneEq(`${q.code?.code ?? ''} ${q.number}`, s) || phoneEq(q.number, p.number)));
  }
  const pe = parsed.experience ?? [];
  for (const e of (source.experience ?? []).filter((x) => (options.experience ? options.experience(x) : !x.hide))) {
    const match = pe.find((q) => norm(q.title) === norm(e.title) && norm(q.company?.name) === norm(e.company?.name)) ?? pe.find((q) => norm(q.title) === norm(e.title)) ?? pe.find((q) => norm(q.company?.name) === norm(e.company?.name) && q.start_year === e.start_year);
    check(`experience title: ${e.title}`, Boolean(match && norm(match.title) === norm(e.title)));
    check(`experience company: ${e.company?.name}`, Boolean(match && norm(match.company?.name) === norm(e.company?.name)));
    if (e.start_year) check(`experience start year: ${e.title} ${e.start_year}`, match?.start_year === e.start_year);
    if (e.end_year) check(`experience end year: ${e.title} ${e.end_year}`, match?.end_year === e.end_year);
  }
  const ps = new Set((parsed.skills ?? []).map(norm));
  for (const s of source.skills ?? []) check(`skill: ${s}`, ps.has(norm(s)));
  return { total, recovered, share: total ? recovered / total : 1, missed };
}

/**
 * What an exported document really shows of `source`, as CV data: the values of the CV view it was
 * rendered from (same version, template and language). The view merges consecutive jobs at one
 * company under one heading, shows a hidden company as its display name (or the neutral label), drops
 * hidden entries and shows e-mail, phones, dates and skills only when the settings and consents let it.
 * Nothing else is dropped: every value the view shows is expected back.
 */
export function parseBackExpected(view: CvView, source: CvData): CvData {
  const shown = new Set<string>();
  for (const c of view.header.contact) shown.add(`${c.kind}:${c.value}`);
  const facts = [...view.info, ...view.sections.flatMap((s) => (s.kind === 'facts' ? s.items : []))];
  for (const f of facts) if (f.key === 'email' || f.key === 'phone') shown.add(`${f.key}:${f.value}`);
  const shownValues = [...shown].map((k) => k.slice(k.indexOf(':') + 1));
  const email = source.email?.trim();
  const byId = new Map((normaliseEntryDates(source).experience ?? []).map((e) => [e.id, e] as const));
  const experience: Experience[] = [];
  for (const s of view.sections) {
    if (s.kind !== 'experience') continue;
    for (const g of s.groups) {
      for (const e of g.entries) {
        const src = byId.get(e.id);
        experience.push({
          id: e.id,
          title: e.title,
          company: g.company ? { name: g.company } : undefined,
          start_year: e.period ? (src?.start_year ?? null) : null,
          end_year: e.period && !src?.currently_working ? (src?.end_year ?? null) : null,
        });
      }
    }
  }
  const skillTexts = new Set(view.sections.flatMap((s) => (s.kind === 'tags' && (s.key === 'skills' || s.key === 'top_skills') ? s.items.map(norm) : [])));
  return {
    first_name: view.header.name ? source.first_name : undefined,
    last_name: view.header.name ? source.last_name : undefined,
    email: email && shownValues.includes(email) ? email : undefined,
    phones: (source.phones ?? []).filter((p) => p.number.trim() && shownValues.some((v) => phoneEq(v, p.number))),
    experience,
    skills: (source.skills ?? []).filter((x) => skillTexts.has(norm(x))),
  };
}
