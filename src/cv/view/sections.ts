/**
 * One builder per CV section, and the order the settings give them. A builder answers null when its
 * section has nothing to show, so an empty section never renders a lone heading.
 */
import { effectiveTopSkills, FIELD_KEYS, type CvData, type ResolvedCvSettings, type SectionKey } from '../../shared/schemas/cv.js';
import { localCountry } from '../countries.js';
import { joinNonEmpty, type Ctx } from './context.js';
import { educationEntry, qualificationEntries } from './education.js';
import { companyShown, experienceGroups, groupExperiences } from './experience.js';
import { availabilityFacts, candidateContactFacts, contactPersonFacts, infoFact, infoItems } from './facts.js';
import { currentSalaryFacts, previousSalaryFacts, salaryPreferenceFacts } from './salary.js';
import type { AttachmentCategory } from '../../shared/schemas/attachments.js';
import { isCvImageSource } from './context.js';
import type { CvFact, CvNote, CvSection } from './types.js';

const PACKAGE_KEYS = ['current_package', 'holidays', 'bonus', 'company_car', 'insurances', 'stock_options', 'laptop', 'meal_vouchers', 'housing_allowance'] as const;

type Builder = (ctx: Ctx, key: SectionKey, title: string) => CvSection | null;

const rich =
  (pick: (ctx: Ctx) => string | null | undefined): Builder =>
  (ctx, key, title) => {
    const html = ctx.html(pick(ctx));
    return html ? { kind: 'rich', key, title, html } : null;
  };
const tags = (key: SectionKey, title: string, items: (string | null)[]): CvSection | null => {
  const shown = items.filter((s): s is string => !!s);
  return shown.length ? { kind: 'tags', key, title, items: shown } : null;
};
const facts = (key: SectionKey, title: string, items: CvFact[], noteHtml: string | null = null): CvSection | null =>
  items.length || noteHtml ? { kind: 'facts', key, title, items, noteHtml } : null;
const notes = (key: SectionKey, title: string, items: CvNote[]): CvSection | null => (items.length ? { kind: 'notes', key, title, items } : null);

const qualifications: Builder = (ctx, key, title) => {
  const entries = qualificationEntries(ctx);
  return entries.length ? { kind: 'qualifications', key, title, entries } : null;
};
const factsOf =
  (pick: (ctx: Ctx) => CvFact[]): Builder =>
  (ctx, key, title) =>
    facts(key, title, pick(ctx));

/**
 * The assessment report images of a category (§3 Attachment), full version only: a report prints
 * the candidate's name and other identifying details inside the picture, which the anonymous
 * version cannot scrub (decision 018).
 */
const reportImages =
  (category: AttachmentCategory): Builder =>
  (ctx, key, title) => {
    if (ctx.anonymous) return null;
    const items = ctx.attachments
      .filter((a) => a.category === category && isCvImageSource(a.src) && a.width > 0 && a.height > 0)
      .map((a, i, all) => ({ src: a.src, width: a.width, height: a.height, alt: all.length > 1 ? `${title} ${i + 1}` : title }));
    return items.length ? { kind: 'images', key, title, items } : null;
  };

/**
 * header_section, footer, attachments, flash reports, bookings link and client performance hold no
 * CV data yet (later features): they have no builder and render nothing.
 */
const BUILDERS: Partial<Record<SectionKey, Builder>> = {
  // The anonymous brief never falls back to `details`: that text was written about a named person.
  brief: rich((ctx) => (ctx.anonymous ? ctx.data.anonymous_brief : ctx.data.details)),
  reasons_for_interview: rich((ctx) => ctx.data.custom_fields?.reasons_for_interview),
  motivation: rich((ctx) => ctx.data.custom_fields?.motivation),
  other_info: rich((ctx) => ctx.data.custom_fields?.other_info),
  top_skills: (ctx, key, title) => tags(key, title, effectiveTopSkills(ctx.data).map(ctx.text)),
  skills: (ctx, key, title) => tags(key, title, (ctx.data.skills ?? []).map(ctx.text)),
  experience: (ctx, key, title) => {
    const groups = experienceGroups(ctx);
    return groups.length ? { kind: 'experience', key, title, groups } : null;
  },
  education: (ctx, key, title) => {
    const entries = (ctx.data.education ?? []).map((e) => educationEntry(ctx, e)).filter((e) => e.title || e.institution);
    return entries.length ? { kind: 'education', key, title, entries } : null;
  },
  qualification: qualifications,
  qualifications,
  languages_info: (ctx, key, title) => {
    const items = (ctx.data.custom_fields?.languages ?? []).flatMap((l) => (l.name.trim() ? [{ name: ctx.text(l.name) as string, level: ctx.L.languageLevels[l.level] }] : []));
    return items.length ? { kind: 'languages', key, title, items } : null;
  },
  reasons_for_leaving: (ctx, key, title) =>
    notes(
      key,
      title,
      groupExperiences(ctx.data.experience ?? [], { reverse: ctx.language === 'ja', combine: false }).flatMap(([e]) => {
        const html = ctx.html(e.reasons_for_leaving);
        return html ? [{ heading: joinNonEmpty([ctx.text(e.title), companyShown(ctx, e)], ' — '), html }] : [];
      }),
    ),
  salary_information: (ctx, key, title) => {
    const salary = ctx.data.preferences?.salary;
    return facts(
      key,
      title,
      [...salaryPreferenceFacts(ctx), ...currentSalaryFacts(ctx), ...previousSalaryFacts(ctx)],
      joinNonEmpty([ctx.html(salary?.salary_information), ctx.html(ctx.anonymous ? salary?.consultant_anon_summary : salary?.consultant_summary)], ''),
    );
  },
  current_salary: factsOf(currentSalaryFacts),
  package_info: factsOf((ctx) => {
    const p = ctx.data.preferences ?? {};
    return PACKAGE_KEYS.flatMap((k) => (ctx.text(p[k]) ? [{ key: k, label: ctx.L.package[k], value: ctx.text(p[k]) as string }] : []));
  }),
  employment_conditions: factsOf((ctx) => {
    const { L } = ctx;
    const p = ctx.data.preferences ?? {};
    const hours = joinNonEmpty([p.full_time ? L.package.full_time : null, p.part_time ? L.package.part_time : null], ', ');
    const kinds = joinNonEmpty([p.salary?.permanent ? L.salary.permanent : null, p.salary?.contract ? L.salary.contract : null], ', ');
    return [
      ...(hours ? [{ key: 'working_hours', label: L.package.working_hours, value: hours }] : []),
      ...(kinds ? [{ key: 'contract_type', label: L.fields.contract_type, value: kinds }] : []),
      ...availabilityFacts(ctx),
    ];
  }),
  notice_period_info: factsOf((ctx) => [...infoFact(ctx, 'notice_period'), ...availabilityFacts(ctx), ...infoFact(ctx, 'interview_availability')]),
  relocation: factsOf((ctx) => {
    const { L } = ctx;
    const p = ctx.data.preferences ?? {};
    const items: CvFact[] = [];
    if (p.willing_relocate !== undefined) items.push({ key: 'willing_relocate', label: L.relocation.willing, value: p.willing_relocate ? L.relocation.yes : L.relocation.no });
    const cities = ctx.text(joinNonEmpty(p.relocate_cities ?? []));
    if (cities) items.push({ key: 'relocate_cities', label: L.relocation.cities, value: cities });
    const preferred = ctx.text(joinNonEmpty((p.preferred_locations ?? []).map((l) => joinNonEmpty([l.city, localCountry(ctx.language, l)])), '; '));
    if (preferred) items.push({ key: 'preferred_locations', label: L.relocation.preferred_locations, value: preferred });
    return items;
  }),
  // Chosen explicitly as a section, so every info field is listed (with the same anonymous rules).
  key_information: factsOf((ctx) => infoItems(ctx, FIELD_KEYS.info)),
  candidate_information: factsOf((ctx) => infoItems(ctx, FIELD_KEYS.info)),
  contact_section: factsOf(candidateContactFacts),
  candidate_contact: factsOf(candidateContactFacts),
  crm_ref_info: (ctx, key, title) => {
    if (ctx.anonymous) return null;
    const ref = ctx.text(ctx.data.ref);
    return facts(key, title, ref ? [{ key: 'ref', label: ctx.L.fields.reference, value: ref }] : []);
  },
  consultant_contact: (ctx, key, title) =>
    ctx.data.custom_fields?.hide_consultant_info_to_cv ? null : facts(key, title, contactPersonFacts(ctx, 'consultant', ctx.consultant, ctx.L.misc.consultant)),
  office_contact: factsOf((ctx) => contactPersonFacts(ctx, 'office', ctx.office, ctx.L.misc.office)),
  arctic_shores_attachments: reportImages('arctic'),
  ikm_reports_attachments: reportImages('ikm'),
  other_information: (ctx, key, title) => {
    const cf = ctx.data.custom_fields ?? {};
    const items: CvNote[] = [];
    const personality = ctx.html(cf.personality);
    if (personality) items.push({ heading: ctx.L.misc.personality, html: personality });
    // Testimonials are signed by people who know the candidate and video shows their face: full version only.
    const testimonial = ctx.anonymous ? null : ctx.html(cf.testimonial_data);
    if (testimonial) items.push({ heading: ctx.L.misc.testimonial, html: testimonial });
    return notes(key, title, items);
  },
};

export function buildSection(ctx: Ctx, key: SectionKey): CvSection | null {
  return BUILDERS[key]?.(ctx, key, ctx.L.sections[key]) ?? null;
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
