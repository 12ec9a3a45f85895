/**
 * The CV data model of spec §3 (an agreement's `data`), the CV settings and the enumerations, as zod
 * schemas shared by server and web, plus the §5 rules a CV must meet to be saved.
 *
 * Two levels: `cvDataSchema` is the shape every stored CV has (drafts included: everything is
 * optional, unknown keys of `preferences` and `custom_fields` are kept); `validateCvForSave` adds the
 * §5 completeness rules that a save must pass.
 */
import { z } from 'zod';
import { CV_MIN_SKILLS, DEFAULT_CLIENT_SELECTION, DEFAULT_TEMPLATE_LANGUAGE, SKILLS_LIMIT, TOP_SKILLS_DEFAULT } from '../constants.js';
import { plainText } from '../html.js';
import { MESSAGES } from '../validation.js';

// ── Enumerations (§3) ────────────────────────────────────────────────────────────────────────────

export const EMPLOYMENT_TYPES = ['contract', 'permanent', 'part_time', 'freelance', 'internship', 'military_service', 'trainee', 'temporary_staff'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Language levels 1 to 5. */
export const LANGUAGE_LEVELS = { 1: 'Native', 2: 'Fluent', 3: 'Business level', 4: 'Conversational level', 5: 'Basic' } as const;
export type LanguageLevel = keyof typeof LANGUAGE_LEVELS;

export const EDUCATION_LEVELS = [
  'highschool',
  'certificate',
  'diploma',
  'bachelor',
  'post-graduate',
  'master',
  'doctoral',
  'mba',
  'in_process',
  'complete',
  'incomplete',
  'university',
  'highschool2',
  'vocational_school',
  'college_institute',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const ETHNICITIES = ['African', 'Asian', 'Caucasian', 'Coloured', 'Mixed Race', 'Indian'] as const;

/** The CV languages (`custom_fields.template_language_variant`). */
export const CV_LANGUAGES = ['en', 'nl', 'de', 'fr', 'it', 'ja'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];

export const CV_VERSIONS = ['full', 'anonymous'] as const;
export type CvVersion = (typeof CV_VERSIONS)[number];

// ── CV settings (§3) ─────────────────────────────────────────────────────────────────────────────

export const SECTION_KEYS = [
  'brief',
  'reasons_for_leaving',
  'reasons_for_interview',
  'top_skills',
  'skills',
  'experience',
  'education',
  'qualification',
  'attachments',
  'other_info',
  'contact_section',
  'employment_conditions',
  'package_info',
  'other_information',
  'key_information',
  'flash_report',
  'microsoft_bookings_link',
  'motivation',
  'relocation',
  'header_section',
  'footer',
  'current_salary',
  'salary_information',
  'notice_period_info',
  'crm_ref_info',
  'client_performance',
  'candidate_information',
  'languages_info',
  'office_contact',
  'candidate_contact',
  'consultant_contact',
  'qualifications',
  'flash_report_header',
  'flash_report_footer',
  'arctic_shores_attachments',
  'ikm_reports_attachments',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const DEFAULT_VISIBLE_SECTIONS: readonly SectionKey[] = [
  'brief',
  'reasons_for_leaving',
  'reasons_for_interview',
  'top_skills',
  'skills',
  'experience',
  'education',
  'other_info',
];

export const FIELD_KEYS = {
  info: ['location', 'visa_status', 'linkedin', 'salary_target', 'notice_period', 'interview_availability', 'date_of_birth', 'recruiter'],
  experience: ['company_industry', 'contract_type', 'start_end_date', 'summary'],
  education: ['institution', 'level', 'start_end_date', 'summary'],
  header: ['contact_details'],
} as const;
export type FieldGroup = keyof typeof FIELD_KEYS;
/** The info option that removes the sidebar; when chosen the info fields are ignored (§5). */
export const REMOVE_SIDEBAR = 'remove_sidebar';

const fieldList = <G extends FieldGroup>(group: G) =>
  z.array(z.enum(group === 'info' ? ([...FIELD_KEYS.info, REMOVE_SIDEBAR] as [string, ...string[]]) : (FIELD_KEYS[group] as unknown as [string, ...string[]])));

/** Saved CV settings; null means "the defaults" (a reset saves nulls, §7). */
export const cvSettingsSchema = z.object({
  sections: z.array(z.enum(SECTION_KEYS)).max(SECTION_KEYS.length).nullable(),
  fields: z
    .object({
      header: fieldList('header').nullable(),
      info: fieldList('info').nullable(),
      experience: fieldList('experience').nullable(),
      education: fieldList('education').nullable(),
    })
    .nullable(),
});
export type CvSettings = z.infer<typeof cvSettingsSchema>;

export const DEFAULT_CV_SETTINGS: { sections: SectionKey[]; fields: Record<FieldGroup, string[]> } = {
  sections: [...DEFAULT_VISIBLE_SECTIONS],
  fields: {
    header: [...FIELD_KEYS.header],
    info: [...FIELD_KEYS.info],
    experience: [...FIELD_KEYS.experience],
    education: [...FIELD_KEYS.education],
  },
};

/** The settings in force: saved values where set, defaults elsewhere. */
export function resolveCvSettings(saved: CvSettings | null | undefined) {
  return {
    sections: saved?.sections ?? DEFAULT_CV_SETTINGS.sections,
    fields: {
      header: saved?.fields?.header ?? DEFAULT_CV_SETTINGS.fields.header,
      info: saved?.fields?.info ?? DEFAULT_CV_SETTINGS.fields.info,
      experience: saved?.fields?.experience ?? DEFAULT_CV_SETTINGS.fields.experience,
      education: saved?.fields?.education ?? DEFAULT_CV_SETTINGS.fields.education,
    },
  };
}
export type ResolvedCvSettings = ReturnType<typeof resolveCvSettings>;

// ── Building blocks ──────────────────────────────────────────────────────────────────────────────

const text = (max = 500) => z.string().max(max);
/** Rich text (HTML); sanitised by the server on write. */
const html = z.string().max(50_000);
const year = z.number().int().min(1900).max(2100);
const month = z.number().int().min(1).max(12);
/** Dates are kept as ISO `YYYY-MM-DD` or `YYYY-MM`. */
const isoDate = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'Use a date like 2024-05 or 2024-05-31.');

export const phoneSchema = z.object({
  code: z.object({ name: z.string(), code: z.string().regex(/^\+\d{1,4}$/), country_code: z.string().length(2) }).nullable(),
  number: z.string().max(30),
});
export type Phone = z.infer<typeof phoneSchema>;

export const locationSchema = z.object({
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  city: text(200).optional(),
  administrative: text(200).optional(),
  country: text(200).optional(),
  country_code: z.string().length(2).optional(),
});
export type Location = z.infer<typeof locationSchema>;

/**
 * A fresh id for an experience, education or qualification entry: 128 random bits as 32 hex digits.
 * `crypto.getRandomValues` exists in every browser (secure context or not) and in Node.
 */
export function newEntryId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The id of an entry: kept when given, made on the server when the client sends none. */
const entryId = z.string().max(64).default(newEntryId);

const companySchema = z.object({ name: text(300), logo_url: z.string().max(2000).nullable().optional(), industry: z.object({ name: text(200) }).nullable().optional() });
const institutionSchema = z.object({ name: text(300) });

export const experienceSchema = z.object({
  id: entryId,
  title: text(300).optional(),
  title_additional_info: text(500).optional(),
  company: companySchema.optional(),
  company_description: html.optional(),
  company_address: text(500).optional(),
  currently_working: z.boolean().optional(),
  start_date: isoDate.nullable().optional(),
  start_year: year.nullable().optional(),
  start_month: month.nullable().optional(),
  end_date: isoDate.nullable().optional(),
  end_year: year.nullable().optional(),
  end_month: month.nullable().optional(),
  contract_type: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  industry: text(200).nullable().optional(),
  location: text(300).nullable().optional(),
  location2: text(300).nullable().optional(),
  location3: text(300).nullable().optional(),
  summary: html.optional(),
  project_highlights: html.optional(),
  reasons_for_leaving: html.optional(),
  main_jobtitle: text(300).optional(),
  hide: z.boolean().optional(),
  hide_company_name: z.boolean().optional(),
  /** What to show instead of the company name when it is hidden (e.g. "A leading logistics group"). */
  display_company_name: text(300).optional(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const educationSchema = z.object({
  id: entryId,
  title: text(300).optional(),
  level: z.enum(EDUCATION_LEVELS).nullable().optional(),
  institution: institutionSchema.optional(),
  start_date: isoDate.nullable().optional(),
  start_year: year.nullable().optional(),
  start_month: month.nullable().optional(),
  graduation_date: isoDate.nullable().optional(),
  graduation_year: year.nullable().optional(),
  graduation_month: month.nullable().optional(),
  currently_studying: z.boolean().optional(),
  hide_institution: z.boolean().optional(),
  show_institution: z.boolean().optional(),
  show_only_enddate: z.boolean().optional(),
  institution_address: text(500).optional(),
  show_institution_address: z.boolean().optional(),
  location: text(300).nullable().optional(),
  summary: html.optional(),
});
export type Education = z.infer<typeof educationSchema>;

export const qualificationSchema = z.object({
  id: entryId,
  start_date: isoDate.nullable().optional(),
  start_year: year.nullable().optional(),
  start_month: month.nullable().optional(),
  graduation_date: isoDate.nullable().optional(),
  graduation_year: year.nullable().optional(),
  graduation_month: month.nullable().optional(),
  summary: html.optional(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

// ── Entry dates ──────────────────────────────────────────────────────────────────────────────────
// An entry stores each date twice: an ISO date (`start_date`, `YYYY-MM` or `YYYY-MM-DD`) and year and
// month fields (`start_year`, `start_month`), which the web form edits. Readers go through
// `experienceDates`, `educationDates` and `qualificationDates`; writers store both with
// `normaliseEntryDates`.

/** A calendar date of a CV: a year, with month and day when known (a year alone is common on CVs). */
export type CvDate = { year: number; month?: number | null; day?: number | null };
/** An entry's span; `end` is 'present' while the candidate still works or studies there. */
export type EntryDates = { start: CvDate | null; end: CvDate | 'present' | null };

/** Reads `YYYY-MM` or `YYYY-MM-DD`; null when absent or malformed. */
export function parseIsoDate(iso: string | null | undefined): CvDate | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(iso ?? '');
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]), day: m[3] ? Number(m[3]) : null };
}

/** One date of an entry: its ISO date when set (it may carry a day), else its year and month. */
const dateOf = (iso: string | null | undefined, year: number | null | undefined, month: number | null | undefined): CvDate | null =>
  parseIsoDate(iso) ?? (year ? { year, month: month ?? null } : null);

export const experienceDates = (e: Experience): EntryDates => ({
  start: dateOf(e.start_date, e.start_year, e.start_month),
  end: e.currently_working ? 'present' : dateOf(e.end_date, e.end_year, e.end_month),
});
export const educationDates = (e: Education): EntryDates => ({
  start: dateOf(e.start_date, e.start_year, e.start_month),
  end: e.currently_studying ? 'present' : dateOf(e.graduation_date, e.graduation_year, e.graduation_month),
});
export const qualificationDates = (q: Qualification): EntryDates => ({
  start: dateOf(q.start_date, q.start_year, q.start_month),
  end: dateOf(q.graduation_date, q.graduation_year, q.graduation_month),
});

const two = (n: number) => String(n).padStart(2, '0');
/** Both forms of one date from the one reading; a date that is not set stays as it is. */
function bothForms(iso: string | null | undefined, year: number | null | undefined, month: number | null | undefined) {
  const d = dateOf(iso, year, month);
  if (!d) return {};
  // A year alone has no ISO form: the ISO date is then left as it was.
  const date = parseIsoDate(iso) ? iso : d.month ? `${d.year}-${two(d.month)}` : iso;
  return { date, year: d.year, month: d.month ?? null };
}
const pair = <P extends string>(prefix: P, iso: string | null | undefined, year: number | null | undefined, month: number | null | undefined) => {
  const f = bothForms(iso, year, month);
  if (f.year === undefined) return {};
  return { ...(f.date !== undefined && { [`${prefix}_date`]: f.date }), [`${prefix}_year`]: f.year, [`${prefix}_month`]: f.month } as Partial<
    Record<`${P}_date`, string | null> & Record<`${P}_year` | `${P}_month`, number | null>
  >;
};

/**
 * The CV with every entry date in both forms, agreeing: the ISO date from year and month when only
 * those are set, year and month from the ISO date otherwise (the ISO date wins, as it does for
 * readers). Dates that are not set, and everything else, stay as they are.
 */
export function normaliseEntryDates<T extends Pick<CvData, 'experience' | 'education' | 'qualification'>>(cv: T): T {
  return {
    ...cv,
    ...(cv.experience && {
      experience: cv.experience.map((e) => ({ ...e, ...pair('start', e.start_date, e.start_year, e.start_month), ...pair('end', e.end_date, e.end_year, e.end_month) })),
    }),
    ...(cv.education && {
      education: cv.education.map((e) => ({ ...e, ...pair('start', e.start_date, e.start_year, e.start_month), ...pair('graduation', e.graduation_date, e.graduation_year, e.graduation_month) })),
    }),
    ...(cv.qualification && {
      qualification: cv.qualification.map((q) => ({ ...q, ...pair('start', q.start_date, q.start_year, q.start_month), ...pair('graduation', q.graduation_date, q.graduation_year, q.graduation_month) })),
    }),
  };
}

const money = z.number().min(0).max(1e9).nullable().optional();
const salaryBlock = z.object({ value: text(500).optional(), _hide: z.boolean().optional(), _anon_hide: z.boolean().optional(), _include: z.boolean().optional() });

export const salarySchema = z.looseObject({
  permanent: z.boolean().optional(),
  permanent_min: money,
  permanent_max: money,
  permanent_monthly: money,
  permanent_monthly_max: money,
  contract: z.boolean().optional(),
  annual_min: money,
  annual_max: money,
  hourly_min: money,
  hourly_max: money,
  is_daily_rate: z.boolean().optional(),
  superannuation: text(200).optional(),
  contract_max_remote: money,
  contract_max_allIn: money,
  salary_information: html.optional(),
  salary_preferences: salaryBlock.optional(),
  salary_current: salaryBlock.optional(),
  salary_previous: salaryBlock.pick({ value: true, _include: true }).optional(),
  consultant_summary: html.optional(),
  consultant_anon_summary: html.optional(),
  gst: z.boolean().optional(),
  currency: z.string().length(3).optional(),
});
export type Salary = z.infer<typeof salarySchema>;

export const preferencesSchema = z.looseObject({
  salary: salarySchema.optional(),
  notice_period: text(300).optional(),
  interview_availability: text(500).optional(),
  availability_immediately: z.boolean().optional(),
  availability_notice: z.boolean().optional(),
  availability_date: z.boolean().optional(),
  availability_to_start: text(300).optional(),
  current_package: text(1000).optional(),
  holidays: text(300).optional(),
  bonus: text(300).optional(),
  company_car: text(300).optional(),
  insurances: text(300).optional(),
  stock_options: text(300).optional(),
  laptop: text(300).optional(),
  meal_vouchers: text(300).optional(),
  housing_allowance: text(300).optional(),
  part_time: z.boolean().optional(),
  full_time: z.boolean().optional(),
  willing_relocate: z.boolean().optional(),
  relocate_cities: z.array(text(200)).max(50).optional(),
  preferred_locations: z.array(locationSchema).max(20).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const languageSkillSchema = z.object({ name: text(100), level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]) });

export const customFieldsSchema = z.looseObject({
  testimonial_data: html.optional(),
  video_url: z.string().max(2000).optional(),
  desired_job_title: text(300).optional(),
  desired_job_subtitle: text(300).optional(),
  cover_info: html.optional(),
  cover_summary: html.optional(),
  summary: html.optional(),
  personality: html.optional(),
  languages: z.array(languageSkillSchema).max(30).optional(),
  nationality: text(100).optional(),
  gender: text(50).optional(),
  reasons_for_interview: html.optional(),
  motivation: html.optional(),
  other_info: html.optional(),
  template_language_variant: z.enum(CV_LANGUAGES).optional(),
  client_selection: text(100).optional(),
  template_icon_option: text(50).optional(),
  template_color_option: text(50).optional(),
  add_coversheet_info_to_cv: z.boolean().optional(),
  hide_consultant_info_to_cv: z.boolean().optional(),
  remove_salary_from_coversheet: z.boolean().optional(),
  display_gender_on_cv: z.boolean().optional(),
  show_consultant_details_on_cv: z.boolean().optional(),
  show_office_details_on_cv: z.boolean().optional(),
  not_to_combine_career_history: z.boolean().optional(),
});
export type CustomFields = z.infer<typeof customFieldsSchema>;

// ── The CV ───────────────────────────────────────────────────────────────────────────────────────

export const cvDataSchema = z.object({
  id: z.string().max(64).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  anon_name: text(200).optional(),
  name: text(200).optional(),
  title: text(300).optional(),
  email: z.string().max(254).optional(),
  phones: z.array(phoneSchema).max(10).optional(),
  dateofbirth: isoDate.nullable().optional(),
  ee_status: text(100).optional(),
  avatar: z.string().max(2000).nullable().optional(),
  agreement_avatar: z.string().max(2000).nullable().optional(),
  add_email_to_cv: z.boolean().optional(),
  add_phone_to_cv: z.boolean().optional(),
  add_avatar_to_cv: z.boolean().optional(),
  add_firstname_first: z.boolean().optional(),
  anonymous_brief: html.optional(),
  location: locationSchema.nullable().optional(),
  visa_status: text(200).optional(),
  linkedin: z.string().max(500).optional(),
  skills: z.array(text(100)).max(SKILLS_LIMIT, `Add at most ${SKILLS_LIMIT} skills.`).optional(),
  top_skills: z.array(text(100)).max(SKILLS_LIMIT).optional(),
  ref: text(100).optional(),
  current_salary: text(200).optional(),
  /** The brief: the description block of the CV (HTML). */
  details: html.optional(),
  experience: z.array(experienceSchema).max(100).optional(),
  education: z.array(educationSchema).max(50).optional(),
  qualification: z.array(qualificationSchema).max(100).optional(),
  custom_fields: customFieldsSchema.optional(),
  preferences: preferencesSchema.optional(),
});
export type CvData = z.infer<typeof cvDataSchema>;

/** A new, empty CV. */
export function emptyCv(): CvData {
  return {
    first_name: '',
    last_name: '',
    phones: [],
    skills: [],
    top_skills: [],
    experience: [],
    education: [],
    qualification: [],
    custom_fields: { template_language_variant: DEFAULT_TEMPLATE_LANGUAGE, client_selection: DEFAULT_CLIENT_SELECTION },
    preferences: {},
  };
}

/** Top skills: the chosen ones, else the first five skills (§3). */
export const effectiveTopSkills = (cv: Pick<CvData, 'skills' | 'top_skills'>) =>
  cv.top_skills && cv.top_skills.length ? cv.top_skills : (cv.skills ?? []).slice(0, TOP_SKILLS_DEFAULT);

// ── §5 rules for a save ──────────────────────────────────────────────────────────────────────────

export const CV_MESSAGES = {
  firstNameRequired: MESSAGES.firstNameRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  experienceRequired: 'Add at least one experience.',
  skillsMinimum: `Add at least ${CV_MIN_SKILLS} skills.`,
  skillsMaximum: `Add at most ${SKILLS_LIMIT} skills.`,
  descriptionRequired: 'A description is required.',
  titleRequired: 'Title is required.',
  institutionRequired: 'Institution is required.',
  companyRequired: 'Company name is required.',
  summaryRequired: 'Summary is required.',
} as const;

/** The web's form reads a summary's text through the model, as the rules below do. */
export { plainText };

export type CvErrors = Record<string, string[]>;

/**
 * The §5 rules of the CV form for a save: name required; at least 1 experience; at least 5 skills
 * (limit 40); a non-empty description; each education needs title and institution. Answers errors
 * by field path. (Entries being added have their own rules: `validateNewExperience`,
 * `validateNewQualification`.)
 */
export function validateCvForSave(cv: CvData): CvErrors {
  const errors: CvErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  if (!cv.first_name?.trim()) add('first_name', CV_MESSAGES.firstNameRequired);
  if (!cv.last_name?.trim()) add('last_name', CV_MESSAGES.lastNameRequired);
  if (!plainText(cv.details)) add('details', CV_MESSAGES.descriptionRequired);
  const skills = cv.skills ?? [];
  if (skills.length < CV_MIN_SKILLS) add('skills', CV_MESSAGES.skillsMinimum);
  if (skills.length > SKILLS_LIMIT) add('skills', CV_MESSAGES.skillsMaximum);
  const experience = cv.experience ?? [];
  if (experience.length < 1) add('experience', CV_MESSAGES.experienceRequired);
  (cv.education ?? []).forEach((e, i) => {
    if (!e.title?.trim()) add(`education.${i}.title`, CV_MESSAGES.titleRequired);
    if (!e.institution?.name?.trim()) add(`education.${i}.institution.name`, CV_MESSAGES.institutionRequired);
  });
  return errors;
}

/** §5: a new experience needs a title, a company name and a summary. */
export function validateNewExperience(e: Experience): CvErrors {
  const errors: CvErrors = {};
  if (!e.title?.trim()) errors.title = [CV_MESSAGES.titleRequired];
  if (!e.company?.name?.trim()) errors['company.name'] = [CV_MESSAGES.companyRequired];
  if (!plainText(e.summary)) errors.summary = [CV_MESSAGES.summaryRequired];
  return errors;
}

/** §5: a new qualification needs a summary. */
export function validateNewQualification(q: Qualification): CvErrors {
  return plainText(q.summary) ? {} : { summary: [CV_MESSAGES.summaryRequired] };
}
