/**
 * The CV view-model (DESIGN §6): CV data + CV settings + version + CV language + template → a
 * `CvView`, an ordered list of sections with every label resolved and every §3 rule applied. HTML,
 * PDF and DOCX are all rendered from a CvView, so the anonymous version is decided here, once:
 * templates never see a value the version must not show.
 *
 * Every candidate-supplied string goes through `ctx.text` or `ctx.html`, which sanitise rich text
 * and, in the anonymous version, scrub identifying values out of free text (`makeScrubber`).
 * The field-by-field anonymisation decisions are in docs/decisions/010-anonymous-cv.md.
 */
import { DEFAULT_CLIENT_SELECTION, DEFAULT_CURRENCY, DEFAULT_TEMPLATE_LANGUAGE } from '../shared/constants.js';
import {
  cvDateOf,
  durationBetween,
  entryDate,
  formatDuration,
  formatFullDate,
  formatMoneyRange,
  formatPeriod,
  formatPhone,
  parseIsoDate,
  type CvDate,
} from './format.js';
import { CV_LABELS, type CvLabels } from './labels/index.js';
import {
  effectiveTopSkills,
  FIELD_KEYS,
  plainText,
  REMOVE_SIDEBAR,
  resolveCvSettings,
  type CvData,
  type CvLanguage,
  type CvSettings,
  type CvVersion,
  type Education,
  type Experience,
  type ResolvedCvSettings,
  type Salary,
  type SectionKey,
} from '../shared/schemas/cv.js';

// ── Types ────────────────────────────────────────────────────────────────────────────────────────

export const TEMPLATE_KEYS = ['classic', 'modern', 'executive'] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export type CvContactPerson = { name: string; email?: string | null; phone?: string | null };
export type CvOffice = { name: string; address?: string | null; phone?: string | null; email?: string | null };

export type BuildCvViewInput = {
  data: CvData;
  settings: CvSettings | null;
  version: CvVersion;
  /** Default: `data.custom_fields.template_language_variant`, else English. */
  language?: CvLanguage;
  template: TemplateKey;
  organisation: { default_currency: string | null };
  consultant?: CvContactPerson | null;
  office?: CvOffice | null;
  /** "Today" for ongoing durations; pinned by tests, defaults to now. */
  today?: Date;
};

/** A labelled value. `key` says which field it came from (stable across languages). */
export type CvFact = { key: string; label: string; value: string };
export type CvContactLine = { kind: 'email' | 'phone'; label: string; value: string };

export type CvExperienceEntry = {
  id: string;
  title: string;
  subtitle: string | null;
  contractType: string | null;
  location: string | null;
  period: string | null;
  duration: string | null;
  summaryHtml: string | null;
  highlightsHtml: string | null;
};
export type CvExperienceGroup = {
  /** The company as shown: its name, the display name when hidden, or the neutral "confidential" label. */
  company: string;
  industry: string | null;
  descriptionHtml: string | null;
  /** The span of the whole group, only for merged groups (more than one entry). */
  period: string | null;
  duration: string | null;
  entries: CvExperienceEntry[];
};
export type CvEducationEntry = {
  id: string;
  title: string;
  level: string | null;
  institution: string | null;
  address: string | null;
  location: string | null;
  period: string | null;
  summaryHtml: string | null;
};
export type CvQualificationEntry = { id: string; period: string | null; summaryHtml: string };
export type CvNote = { heading: string | null; html: string };

type Base<K extends string> = { kind: K; key: SectionKey; title: string };
export type CvSection =
  | (Base<'rich'> & { html: string })
  | (Base<'tags'> & { items: string[] })
  | (Base<'experience'> & { groups: CvExperienceGroup[] })
  | (Base<'education'> & { entries: CvEducationEntry[] })
  | (Base<'qualifications'> & { entries: CvQualificationEntry[] })
  | (Base<'languages'> & { items: { name: string; level: string }[] })
  | (Base<'facts'> & { items: CvFact[]; noteHtml: string | null })
  | (Base<'notes'> & { items: CvNote[] });
export type CvSectionKind = CvSection['kind'];

export type CvCover = { title: string; preparedFor: string | null; subtitle: string | null; html: string | null; facts: CvFact[] };

export type CvView = {
  version: CvVersion;
  language: CvLanguage;
  template: TemplateKey;
  /** The document's `<title>`: the name shown on the CV (the anonymous name in the anonymous version). */
  documentTitle: string;
  header: { name: string; title: string | null; contact: CvContactLine[]; avatarUrl: string | null };
  /** The info (sidebar) items in settings order; empty when the sidebar is removed. */
  info: CvFact[];
  /** False when the settings remove the sidebar: templates then lay every section out in one column. */
  sidebar: boolean;
  cover: CvCover | null;
  sections: CvSection[];
  /** Headings templates need beyond section titles, resolved for the CV language. */
  labels: { info: string; contact: string; preparedFor: string; coverSheet: string };
};

// ── Text hygiene: sanitising and anonymous scrubbing ────────────────────────────────────────────

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'h3', 'h4', 'blockquote']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Rich text reduced to an allow-list of attribute-free tags, balanced, with text escaped. The server
 * sanitises on write too; doing it here as well keeps the renderer safe for any input (drafts,
 * imports) and makes text scrubbing reliable, since no attribute can hide a value.
 */
export function sanitizeRichText(input: string | null | undefined, mapText: (text: string) => string = (t) => t): string {
  const source = (input ?? '').replace(/<(script|style|template|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  const out: string[] = [];
  const open: string[] = [];
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  let last = 0;
  const pushText = (raw: string) => {
    if (raw) out.push(escapeText(mapText(decodeEntities(raw.replace(/[<>]/g, ' ')))));
  };
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    pushText(source.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[1].toLowerCase();
    if (!ALLOWED_TAGS.has(name)) continue;
    if (name === 'br') out.push('<br>');
    else if (m[0][1] !== '/') {
      out.push(`<${name}>`);
      open.push(name);
    } else {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
    }
  }
  pushText(source.slice(last));
  while (open.length) out.push(`</${open.pop()}>`);
  const html = out.join('').trim();
  return plainText(html) ? html : '';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
/** Name particles that must not be scrubbed on their own ("de" in "Jan de Vries"). */
const NAME_PARTICLES = new Set(['de', 'der', 'den', 'van', 'von', 'la', 'le', 'du', 'di', 'da', 'del', 'dos', 'das', 'ter', 'ten', 'el', 'al', 'bin', 'ben', 'mc', 'st']);
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const LINKEDIN_URL = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/[^\s<>"')]*/gi;
/** Word boundary for alphabetic names; CJK text has no spaces, so CJK names match anywhere. */
const bounded = (literal: string) => (CJK.test(literal) ? escapeRegExp(literal) : `(?<![\\p{L}\\p{N}])${escapeRegExp(literal)}(?![\\p{L}\\p{N}])`);

/** A pattern matching a phone number however it is spaced or punctuated, with or without its country code or trunk 0. */
function phonePattern(code: string | undefined, number: string): string | null {
  const national = number.replace(/\D/g, '').replace(/^0+/, '');
  if (national.length < 6) return null;
  const sep = '[\\s().\\-/]*';
  const cc = (code ?? '').replace(/\D/g, '');
  const prefix = cc ? `(?:(?:\\+|00)${cc}${sep})?` : '(?:\\+\\d{1,3}[\\s.\\-]*)?';
  return `(?<!\\d)${prefix}(?:\\(?0\\)?${sep})?${national.split('').join(sep)}(?!\\d)`;
}

/** The values that identify the candidate, as regular-expression sources, names first. */
function identifyingPatterns(data: CvData, language: CvLanguage) {
  const first = data.first_name?.trim() ?? '';
  const last = data.last_name?.trim() ?? '';
  const nameLiterals = new Set<string>();
  for (const n of [`${first} ${last}`, `${last} ${first}`, `${last}${first}`, `${last}, ${first}`, data.name?.trim() ?? '', first, last]) {
    if (n.trim().length > 1) nameLiterals.add(n.trim());
  }
  for (const n of [first, last, data.name ?? '']) {
    for (const token of n.split(/[\s-]+/)) if (token.length > 2 && !NAME_PARTICLES.has(token.toLowerCase())) nameLiterals.add(token);
  }
  const names = [...nameLiterals].sort((a, b) => b.length - a.length).map(bounded);
  const removals: string[] = [];
  if (data.email?.trim()) removals.push(escapeRegExp(data.email.trim()));
  for (const p of data.phones ?? []) {
    const pattern = phonePattern(p.code?.code, p.number);
    if (pattern) removals.push(pattern);
  }
  const handle = /linkedin\.com\/(?:in|pub)\/([^/?#\s]+)/i.exec(data.linkedin ?? '')?.[1];
  if (handle && handle.length > 2) removals.push(bounded(decodeURIComponent(handle)));
  if (data.linkedin?.trim()) removals.push(escapeRegExp(data.linkedin.trim().replace(/^https?:\/\/(www\.)?/i, '')));
  const dob = parseIsoDate(data.dateofbirth);
  if (dob && data.dateofbirth) {
    removals.push(escapeRegExp(data.dateofbirth));
    for (const lang of new Set<CvLanguage>([language, 'en'])) removals.push(escapeRegExp(formatFullDate(lang, dob)));
    if (dob.day && dob.month) {
      const [d, m, y] = [dob.day, dob.month, dob.year];
      removals.push(`(?<!\\d)0?${d}[./-]0?${m}[./-]${y}(?!\\d)`, `(?<!\\d)0?${m}[./-]0?${d}[./-]${y}(?!\\d)`);
    }
  }
  for (const url of [data.avatar, data.agreement_avatar]) if (url) removals.push(escapeRegExp(url));
  return { names, removals };
}

/**
 * The anonymous version's text filter: the candidate's names become the anonymous name; their email,
 * phone numbers, LinkedIn URL or handle, date of birth and avatar URL are removed, as are any email
 * address and LinkedIn URL (someone else's contact details have no place in an anonymous CV either).
 */
export function makeScrubber(data: CvData, language: CvLanguage, anonName: string): (text: string) => string {
  const { names, removals } = identifyingPatterns(data, language);
  const nameRe = names.length ? new RegExp(names.join('|'), 'giu') : null;
  const removeRe = removals.length ? new RegExp(removals.join('|'), 'giu') : null;
  return (text) => {
    let t = text.normalize('NFC').replace(LINKEDIN_URL, '').replace(EMAIL, '');
    if (removeRe) t = t.replace(removeRe, '');
    if (nameRe) t = t.replace(nameRe, anonName);
    return t.replace(/[ \t]{2,}/g, ' ');
  };
}

// ── Building context ─────────────────────────────────────────────────────────────────────────────

type Ctx = {
  data: CvData;
  anonymous: boolean;
  language: CvLanguage;
  L: CvLabels;
  settings: ResolvedCvSettings;
  currency: string;
  today: CvDate;
  consultant: CvContactPerson | null;
  office: CvOffice | null;
  /** A candidate-supplied plain string, trimmed and (anonymous) scrubbed; null when empty. */
  text: (s: string | null | undefined) => string | null;
  /** Candidate-supplied rich text, sanitised and (anonymous) scrubbed; null when empty. */
  html: (s: string | null | undefined) => string | null;
};

const has = (list: readonly string[], key: string) => list.includes(key);
const isDataUrl = (url: string | null | undefined): url is string => !!url && /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,/i.test(url);
const joinNonEmpty = (parts: (string | null | undefined)[], sep = ', ') => parts.filter((p): p is string => !!p && !!p.trim()).join(sep) || null;

/**
 * The candidate's name in CV order. `add_firstname_first` decides when set; when unset, Japanese
 * CVs put the family name first (the Japanese convention) and every other language the given name.
 */
export function displayName(data: Pick<CvData, 'first_name' | 'last_name' | 'name' | 'add_firstname_first'>, language: CvLanguage): string {
  const first = data.first_name?.trim() ?? '';
  const last = data.last_name?.trim() ?? '';
  if (!first && !last) return data.name?.trim() ?? '';
  const familyFirst = data.add_firstname_first === undefined ? language === 'ja' : !data.add_firstname_first;
  return (familyFirst ? [last, first] : [first, last]).filter(Boolean).join(' ');
}

/** The anonymous name: `anon_name`, unless empty or containing the real name, then the neutral label. */
export function anonymousName(data: CvData, L: CvLabels, scrubCheck: (s: string) => string): string {
  const chosen = data.anon_name?.trim();
  return chosen && scrubCheck(chosen) === chosen ? chosen : L.misc.candidate;
}

// ── Salary (§3 preferences.salary) ───────────────────────────────────────────────────────────────

/**
 * Flags of `salary_preferences` and `salary_current`: `_hide` hides the block on every CV,
 * `_anon_hide` on the anonymous one, `_include` puts it on the cover sheet as well.
 * `salary_previous` has only `_include`: it is shown (CV and cover sheet) only when included.
 */
function salaryBlockShown(ctx: Ctx, block: { _hide?: boolean; _anon_hide?: boolean } | undefined): boolean {
  return !block?._hide && !(ctx.anonymous && block?._anon_hide);
}

function salaryPreferenceFacts(ctx: Ctx): CvFact[] {
  const s: Salary = ctx.data.preferences?.salary ?? {};
  if (!salaryBlockShown(ctx, s.salary_preferences)) return [];
  const { L, language, currency } = ctx;
  const facts: CvFact[] = [];
  const free = ctx.text(s.salary_preferences?.value);
  if (free) facts.push({ key: 'salary_preferences', label: L.salary.expectation, value: free });
  const add = (key: string, label: string, min: number | null | undefined, max: number | null | undefined, unit: string, extra?: string | null) => {
    const range = formatMoneyRange(language, min, max, currency);
    if (range) facts.push({ key, label, value: joinNonEmpty([range, unit, extra], ' ') as string });
  };
  if (s.permanent !== false) {
    add('permanent', `${L.salary.expectation} (${L.salary.permanent})`, s.permanent_min, s.permanent_max, L.salary.perYear);
    add('permanent_monthly', `${L.salary.expectation} (${L.salary.permanent})`, s.permanent_monthly, s.permanent_monthly_max, L.salary.perMonth);
  }
  if (s.contract !== false) {
    const gst = s.gst ? L.salary.gst : null;
    const rateUnit = s.is_daily_rate ? L.salary.perDay : L.salary.perHour;
    add('contract_annual', `${L.salary.expectation} (${L.salary.contract})`, s.annual_min, s.annual_max, L.salary.perYear, gst);
    add('contract_rate', `${L.salary.expectation} (${L.salary.contract})`, s.hourly_min, s.hourly_max, rateUnit, gst);
    add('contract_max_remote', L.salary.remote, s.contract_max_remote, null, rateUnit, gst);
    add('contract_max_allIn', L.salary.allIn, s.contract_max_allIn, null, rateUnit, gst);
  }
  const superannuation = ctx.text(s.superannuation);
  if (superannuation && facts.length) facts.push({ key: 'superannuation', label: L.salary.superannuation, value: superannuation });
  return facts;
}

function currentSalaryFacts(ctx: Ctx): CvFact[] {
  const s = ctx.data.preferences?.salary ?? {};
  if (!salaryBlockShown(ctx, s.salary_current)) return [];
  const value = ctx.text(s.salary_current?.value) ?? ctx.text(ctx.data.current_salary);
  return value ? [{ key: 'salary_current', label: ctx.L.salary.current, value }] : [];
}

function previousSalaryFacts(ctx: Ctx): CvFact[] {
  const prev = ctx.data.preferences?.salary?.salary_previous;
  const value = prev?._include ? ctx.text(prev.value) : null;
  return value ? [{ key: 'salary_previous', label: ctx.L.salary.previous, value }] : [];
}

// ── Info items (sidebar) ─────────────────────────────────────────────────────────────────────────

function locationText(ctx: Ctx): string | null {
  const loc = ctx.data.location;
  if (!loc) return null;
  // Anonymous: the country only; a city narrows a candidate down too far in a small market.
  return ctx.anonymous ? ctx.text(loc.country) : ctx.text(joinNonEmpty([loc.city, loc.administrative !== loc.city ? loc.administrative : null, loc.country]));
}

function infoFact(ctx: Ctx, key: string): CvFact[] {
  const { L, data, anonymous } = ctx;
  const p = data.preferences ?? {};
  const fact = (value: string | null, label = L.fields[key as keyof CvLabels['fields']]): CvFact[] => (value ? [{ key, label, value }] : []);
  switch (key) {
    case 'location':
      return fact(locationText(ctx));
    case 'visa_status':
      return fact(ctx.text(data.visa_status));
    case 'linkedin':
      return anonymous ? [] : fact(ctx.text(data.linkedin?.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')));
    case 'salary_target':
      return fact(salaryPreferenceFacts(ctx)[0]?.value ?? null);
    case 'notice_period':
      return fact(ctx.text(p.notice_period));
    case 'interview_availability':
      return fact(ctx.text(p.interview_availability));
    case 'date_of_birth': {
      const dob = parseIsoDate(data.dateofbirth);
      return anonymous || !dob ? [] : fact(formatFullDate(ctx.language, dob));
    }
    case 'recruiter':
      return data.custom_fields?.hide_consultant_info_to_cv ? [] : fact(ctx.consultant?.name?.trim() || null);
    case 'nationality':
      return anonymous ? [] : fact(ctx.text(data.custom_fields?.nationality));
    case 'gender':
      return anonymous || !data.custom_fields?.display_gender_on_cv ? [] : fact(ctx.text(data.custom_fields?.gender));
    default:
      return [];
  }
}

/** Info keys in settings order, then nationality and gender, which have no setting of their own. */
const infoItems = (ctx: Ctx, keys: readonly string[]) => [...keys, 'nationality', 'gender'].flatMap((k) => infoFact(ctx, k));

// ── Experience ───────────────────────────────────────────────────────────────────────────────────

const normalise = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
/** Entries merge on the company as shown, so a hidden name never links up with the same company shown openly. */
const companyKey = (e: Experience) => (e.hide_company_name ? `hidden:${normalise(e.display_company_name)}` : `name:${normalise(e.company?.name)}`);

/** The company as shown: hidden names give way to `display_company_name`, else a neutral label. */
function companyShown(ctx: Ctx, e: Experience): string {
  if (e.hide_company_name) return ctx.text(e.display_company_name) ?? ctx.L.misc.confidentialCompany;
  return ctx.text(e.company?.name) ?? '';
}

/**
 * The visible experiences in CV order, grouped: hidden entries are dropped; the Japanese variant
 * lists them in reverse; consecutive entries at the same company (trimmed, case-insensitive) share
 * one group unless `not_to_combine_career_history`.
 */
export function groupExperiences(list: readonly Experience[], options: { reverse: boolean; combine: boolean }): Experience[][] {
  const visible = list.filter((e) => !e.hide);
  if (options.reverse) visible.reverse();
  const groups: Experience[][] = [];
  for (const e of visible) {
    const prev = groups.at(-1);
    if (options.combine && prev && companyKey(prev[0]) === companyKey(e) && companyKey(e) !== 'name:') prev.push(e);
    else groups.push([e]);
  }
  return groups;
}

const expStart = (e: Experience) => entryDate(e.start_date, e.start_year, e.start_month);
const expEnd = (e: Experience): CvDate | 'present' | null => (e.currently_working ? 'present' : entryDate(e.end_date, e.end_year, e.end_month));
const compareDates = (a: CvDate, b: CvDate) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0) || (a.day ?? 0) - (b.day ?? 0);

function periodAndDuration(ctx: Ctx, start: CvDate | null, end: CvDate | 'present' | null) {
  const period = formatPeriod(ctx.language, start, end) || null;
  const until = end === 'present' ? ctx.today : end;
  const duration = start && until ? formatDuration(ctx.language, durationBetween(start, until)) : null;
  return { period, duration };
}

function experienceEntry(ctx: Ctx, e: Experience, fields: readonly string[]): CvExperienceEntry {
  const dates = has(fields, 'start_end_date') ? periodAndDuration(ctx, expStart(e), expEnd(e)) : { period: null, duration: null };
  return {
    id: e.id,
    title: ctx.text(e.title) ?? '',
    subtitle: ctx.text(e.title_additional_info),
    contractType: has(fields, 'contract_type') && e.contract_type ? ctx.L.employmentTypes[e.contract_type] : null,
    location: ctx.text(joinNonEmpty([e.location, e.location2, e.location3])),
    ...dates,
    summaryHtml: has(fields, 'summary') ? ctx.html(e.summary) : null,
    highlightsHtml: has(fields, 'summary') ? ctx.html(e.project_highlights) : null,
  };
}

function experienceSection(ctx: Ctx): CvExperienceGroup[] {
  const fields = ctx.settings.fields.experience;
  const groups = groupExperiences(ctx.data.experience ?? [], {
    reverse: ctx.language === 'ja',
    combine: !ctx.data.custom_fields?.not_to_combine_career_history,
  });
  return groups.map((list) => {
    const first = list[0];
    const industry = has(fields, 'company_industry') ? ctx.text(list.map((e) => e.industry ?? e.company?.industry?.name).find((i) => i?.trim())) : null;
    let span = { period: null as string | null, duration: null as string | null };
    if (list.length > 1 && has(fields, 'start_end_date')) {
      const starts = list.map(expStart).filter((d): d is CvDate => !!d);
      const ends = list.map(expEnd);
      const start = starts.sort(compareDates)[0] ?? null;
      const end = ends.includes('present') ? 'present' : (ends.filter((d): d is CvDate => !!d && d !== 'present').sort(compareDates).at(-1) ?? null);
      span = periodAndDuration(ctx, start, end);
    }
    return {
      company: companyShown(ctx, first),
      industry,
      // A hidden company keeps its description out too: it would usually name the company.
      descriptionHtml: first.hide_company_name || !has(fields, 'summary') ? null : ctx.html(first.company_description),
      ...span,
      entries: list.map((e) => experienceEntry(ctx, e, fields)),
    };
  });
}

// ── Education and qualifications ─────────────────────────────────────────────────────────────────

function educationEntry(ctx: Ctx, e: Education): CvEducationEntry {
  const fields = ctx.settings.fields.education;
  // The settings show or hide institutions for the whole CV; an entry may hide its own, or force it with show_institution.
  const showInstitution = e.hide_institution ? false : has(fields, 'institution') || !!e.show_institution;
  let period: string | null = null;
  if (has(fields, 'start_end_date')) {
    const end = e.currently_studying ? 'present' : entryDate(e.graduation_date, e.graduation_year, e.graduation_month);
    period = formatPeriod(ctx.language, e.show_only_enddate ? null : entryDate(e.start_date, e.start_year, e.start_month), end) || null;
  }
  return {
    id: e.id,
    title: ctx.text(e.title) ?? '',
    level: has(fields, 'level') && e.level ? ctx.L.educationLevels[e.level] : null,
    institution: showInstitution ? ctx.text(e.institution?.name) : null,
    address: showInstitution && e.show_institution_address ? ctx.text(e.institution_address) : null,
    location: ctx.text(e.location),
    period,
    summaryHtml: has(fields, 'summary') ? ctx.html(e.summary) : null,
  };
}

function qualificationEntries(ctx: Ctx): CvQualificationEntry[] {
  return (ctx.data.qualification ?? []).flatMap((q) => {
    const summaryHtml = ctx.html(q.summary);
    if (!summaryHtml) return [];
    const start = entryDate(q.start_date, q.start_year, q.start_month);
    const end = entryDate(q.graduation_date, q.graduation_year, q.graduation_month);
    return [{ id: q.id, period: formatPeriod(ctx.language, start, end) || null, summaryHtml }];
  });
}

// ── Sections ─────────────────────────────────────────────────────────────────────────────────────

const PACKAGE_KEYS = ['current_package', 'holidays', 'bonus', 'company_car', 'insurances', 'stock_options', 'laptop', 'meal_vouchers', 'housing_allowance'] as const;

function availabilityFacts(ctx: Ctx): CvFact[] {
  const p = ctx.data.preferences ?? {};
  const { L } = ctx;
  const options = [p.availability_immediately && L.availability.immediately, p.availability_notice && L.availability.notice, p.availability_date && L.availability.date];
  const facts: CvFact[] = [];
  const chosen = joinNonEmpty(options.map((o) => o || null), '; ');
  if (chosen) facts.push({ key: 'availability', label: L.fields.availability, value: chosen });
  const start = ctx.text(p.availability_to_start);
  if (start) facts.push({ key: 'availability_to_start', label: L.availability.start, value: start });
  return facts;
}

function contactPersonFacts(ctx: Ctx, key: string, person: CvContactPerson | CvOffice | null, label: string): CvFact[] {
  if (!person?.name?.trim()) return [];
  const facts: CvFact[] = [{ key, label, value: person.name.trim() }];
  if ('address' in person && person.address?.trim()) facts.push({ key: `${key}_address`, label: ctx.L.fields.address, value: person.address.trim() });
  if (person.email?.trim()) facts.push({ key: `${key}_email`, label: ctx.L.fields.email, value: person.email.trim() });
  if (person.phone?.trim()) facts.push({ key: `${key}_phone`, label: ctx.L.fields.phone, value: person.phone.trim() });
  return facts;
}

/** Candidate contact details: the full version only, each with its own add_*_to_cv consent. */
function candidateContactFacts(ctx: Ctx): CvFact[] {
  if (ctx.anonymous) return [];
  const { data, L } = ctx;
  const facts: CvFact[] = [];
  if (data.add_email_to_cv && data.email?.trim()) facts.push({ key: 'email', label: L.fields.email, value: data.email.trim() });
  if (data.add_phone_to_cv) for (const p of data.phones ?? []) if (p.number.trim()) facts.push({ key: 'phone', label: L.fields.phone, value: formatPhone(p) });
  return [...facts, ...infoFact(ctx, 'location'), ...infoFact(ctx, 'linkedin')];
}

function buildSection(ctx: Ctx, key: SectionKey): CvSection | null {
  const { data, L, anonymous } = ctx;
  const cf = data.custom_fields ?? {};
  const p = data.preferences ?? {};
  const title = L.sections[key];
  const rich = (html: string | null): CvSection | null => (html ? { kind: 'rich', key, title, html } : null);
  const tags = (items: string[]): CvSection | null => (items.length ? { kind: 'tags', key, title, items } : null);
  const facts = (items: CvFact[], noteHtml: string | null = null): CvSection | null => (items.length || noteHtml ? { kind: 'facts', key, title, items, noteHtml } : null);
  const nonEmpty = (list: (string | null)[]) => list.filter((s): s is string => !!s);
  switch (key) {
    case 'brief':
      // The anonymous brief never falls back to `details`: that text was written about a named person.
      return rich(anonymous ? ctx.html(data.anonymous_brief) : ctx.html(data.details));
    case 'reasons_for_interview':
      return rich(ctx.html(cf.reasons_for_interview));
    case 'motivation':
      return rich(ctx.html(cf.motivation));
    case 'other_info':
      return rich(ctx.html(cf.other_info));
    case 'top_skills':
      return tags(nonEmpty(effectiveTopSkills(data).map(ctx.text)));
    case 'skills':
      return tags(nonEmpty((data.skills ?? []).map(ctx.text)));
    case 'experience': {
      const groups = experienceSection(ctx);
      return groups.length ? { kind: 'experience', key, title, groups } : null;
    }
    case 'education': {
      const entries = (data.education ?? []).map((e) => educationEntry(ctx, e)).filter((e) => e.title || e.institution);
      return entries.length ? { kind: 'education', key, title, entries } : null;
    }
    case 'qualification':
    case 'qualifications': {
      const entries = qualificationEntries(ctx);
      return entries.length ? { kind: 'qualifications', key, title, entries } : null;
    }
    case 'languages_info': {
      const items = (cf.languages ?? []).flatMap((l) => (l.name.trim() ? [{ name: ctx.text(l.name) as string, level: L.languageLevels[l.level] }] : []));
      return items.length ? { kind: 'languages', key, title, items } : null;
    }
    case 'reasons_for_leaving': {
      const items = groupExperiences(data.experience ?? [], { reverse: ctx.language === 'ja', combine: false }).flatMap(([e]) => {
        const html = ctx.html(e.reasons_for_leaving);
        return html ? [{ heading: joinNonEmpty([ctx.text(e.title), companyShown(ctx, e)], ' — '), html }] : [];
      });
      return items.length ? { kind: 'notes', key, title, items } : null;
    }
    case 'salary_information':
      return facts(
        [...salaryPreferenceFacts(ctx), ...currentSalaryFacts(ctx), ...previousSalaryFacts(ctx)],
        joinNonEmpty([ctx.html(p.salary?.salary_information), ctx.html(anonymous ? p.salary?.consultant_anon_summary : p.salary?.consultant_summary)], ''),
      );
    case 'current_salary':
      return facts(currentSalaryFacts(ctx));
    case 'package_info':
      return facts(PACKAGE_KEYS.flatMap((k) => (ctx.text(p[k]) ? [{ key: k, label: L.package[k], value: ctx.text(p[k]) as string }] : [])));
    case 'employment_conditions': {
      const hours = joinNonEmpty([p.full_time ? L.package.full_time : null, p.part_time ? L.package.part_time : null], ', ');
      const kinds = joinNonEmpty([p.salary?.permanent ? L.salary.permanent : null, p.salary?.contract ? L.salary.contract : null], ', ');
      return facts([
        ...(hours ? [{ key: 'working_hours', label: L.package.working_hours, value: hours }] : []),
        ...(kinds ? [{ key: 'contract_type', label: L.fields.contract_type, value: kinds }] : []),
        ...availabilityFacts(ctx),
      ]);
    }
    case 'notice_period_info':
      return facts([...infoFact(ctx, 'notice_period'), ...availabilityFacts(ctx), ...infoFact(ctx, 'interview_availability')]);
    case 'relocation': {
      const items: CvFact[] = [];
      if (p.willing_relocate !== undefined) items.push({ key: 'willing_relocate', label: L.relocation.willing, value: p.willing_relocate ? L.relocation.yes : L.relocation.no });
      const cities = ctx.text(joinNonEmpty(p.relocate_cities ?? []));
      if (cities) items.push({ key: 'relocate_cities', label: L.relocation.cities, value: cities });
      const preferred = ctx.text(joinNonEmpty((p.preferred_locations ?? []).map((l) => joinNonEmpty([l.city, l.country], ' ')), '; '));
      if (preferred) items.push({ key: 'preferred_locations', label: L.relocation.preferred_locations, value: preferred });
      return facts(items);
    }
    case 'key_information':
    case 'candidate_information':
      // Chosen explicitly as a section, so every info field is listed (with the same anonymous rules).
      return facts(infoItems(ctx, FIELD_KEYS.info));
    case 'contact_section':
    case 'candidate_contact':
      return facts(candidateContactFacts(ctx));
    case 'crm_ref_info':
      return anonymous ? null : facts(ctx.text(data.ref) ? [{ key: 'ref', label: L.fields.reference, value: ctx.text(data.ref) as string }] : []);
    case 'consultant_contact':
      return cf.hide_consultant_info_to_cv ? null : facts(contactPersonFacts(ctx, 'consultant', ctx.consultant, L.misc.consultant));
    case 'office_contact':
      return facts(contactPersonFacts(ctx, 'office', ctx.office, L.misc.office));
    case 'other_information': {
      const items: CvNote[] = [];
      const personality = ctx.html(cf.personality);
      if (personality) items.push({ heading: L.misc.personality, html: personality });
      // Testimonials are signed by people who know the candidate and video shows their face: full version only.
      const testimonial = anonymous ? null : ctx.html(cf.testimonial_data);
      if (testimonial) items.push({ heading: L.misc.testimonial, html: testimonial });
      return items.length ? { kind: 'notes', key, title, items } : null;
    }
    default:
      // header_section, footer, attachments, flash reports, bookings link, client performance and
      // assessment attachments hold no CV data yet (later features): they render nothing.
      return null;
  }
}

/**
 * The sections in settings order. `qualification` and `qualifications` are one section (the first
 * wins). The custom-field options add the consultant and office blocks at the end when asked for and
 * not already placed; `hide_consultant_info_to_cv` wins over everything that shows the consultant.
 */
export function sectionOrder(settings: ResolvedCvSettings, cf: CvData['custom_fields']): SectionKey[] {
  const order: SectionKey[] = [];
  for (const key of settings.sections) {
    const alias = key === 'qualifications' ? 'qualification' : key === 'qualification' ? 'qualifications' : null;
    if (!order.includes(key) && !(alias && order.includes(alias))) order.push(key);
  }
  if (cf?.show_consultant_details_on_cv && !order.includes('consultant_contact')) order.push('consultant_contact');
  if (cf?.show_office_details_on_cv && !order.includes('office_contact')) order.push('office_contact');
  return cf?.hide_consultant_info_to_cv ? order.filter((k) => k !== 'consultant_contact') : order;
}

function coverSheet(ctx: Ctx): CvCover | null {
  const cf = ctx.data.custom_fields ?? {};
  if (!cf.add_coversheet_info_to_cv) return null;
  const client = cf.client_selection?.trim() || DEFAULT_CLIENT_SELECTION;
  const s = ctx.data.preferences?.salary ?? {};
  const salary = cf.remove_salary_from_coversheet
    ? []
    : [
        ...(s.salary_preferences?._include ? salaryPreferenceFacts(ctx) : []),
        ...(s.salary_current?._include ? currentSalaryFacts(ctx) : []),
        ...previousSalaryFacts(ctx),
      ];
  const consultant = cf.hide_consultant_info_to_cv ? [] : contactPersonFacts(ctx, 'consultant', ctx.consultant, ctx.L.misc.consultant);
  return {
    title: ctx.text(cf.desired_job_title) ?? ctx.text(ctx.data.title) ?? '',
    subtitle: ctx.text(cf.desired_job_subtitle),
    preparedFor: client.toLowerCase() === DEFAULT_CLIENT_SELECTION.toLowerCase() ? null : ctx.text(client),
    html: joinNonEmpty([ctx.html(cf.cover_info), ctx.html(cf.cover_summary)], ''),
    facts: [...salary, ...consultant],
  };
}

// ── Entry point ──────────────────────────────────────────────────────────────────────────────────

export function buildCvView(input: BuildCvViewInput): CvView {
  const { data, version, template } = input;
  const language: CvLanguage = input.language ?? data.custom_fields?.template_language_variant ?? DEFAULT_TEMPLATE_LANGUAGE;
  const L = CV_LABELS[language];
  const anonymous = version === 'anonymous';
  const settings = resolveCvSettings(input.settings);

  const probe = anonymous ? makeScrubber(data, language, '\u0000') : null;
  const anonName = probe ? anonymousName(data, L, probe) : '';
  const scrub = anonymous ? makeScrubber(data, language, anonName) : null;
  const text = (s: string | null | undefined) => {
    const t = s?.trim();
    if (!t) return null;
    return (scrub ? scrub(t).trim() : t) || null;
  };
  const html = (s: string | null | undefined) => sanitizeRichText(s, scrub ?? undefined) || null;

  const ctx: Ctx = {
    data,
    anonymous,
    language,
    L,
    settings,
    currency: data.preferences?.salary?.currency || input.organisation.default_currency || DEFAULT_CURRENCY,
    today: cvDateOf(input.today ?? new Date()),
    consultant: input.consultant ?? null,
    office: input.office ?? null,
    text,
    html,
  };

  const contact: CvContactLine[] = [];
  if (!anonymous && has(settings.fields.header, 'contact_details')) {
    if (data.add_email_to_cv && data.email?.trim()) contact.push({ kind: 'email', label: L.fields.email, value: data.email.trim() });
    if (data.add_phone_to_cv) for (const p of data.phones ?? []) if (p.number.trim()) contact.push({ kind: 'phone', label: L.fields.phone, value: formatPhone(p) });
  }
  const avatar = data.agreement_avatar || data.avatar;
  const name = anonymous ? anonName : displayName(data, language);
  // §5: with remove-sidebar the info fields are ignored; their items vanish rather than move, since the user chose to drop them.
  const sidebar = !has(settings.fields.info, REMOVE_SIDEBAR);

  return {
    version,
    language,
    template,
    documentTitle: name || L.misc.candidate,
    header: {
      name,
      title: text(data.title),
      contact,
      avatarUrl: !anonymous && data.add_avatar_to_cv && isDataUrl(avatar) ? avatar : null,
    },
    info: sidebar ? infoItems(ctx, settings.fields.info) : [],
    sidebar,
    cover: coverSheet(ctx),
    sections: sectionOrder(settings, data.custom_fields).flatMap((key) => buildSection(ctx, key) ?? []),
    labels: { info: L.sections.key_information, contact: L.sections.contact_section, preparedFor: L.misc.preparedFor, coverSheet: L.misc.coverSheet },
  };
}

export { isDataUrl };
