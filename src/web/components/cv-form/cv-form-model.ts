/**
 * The CV form's values and rules: the agreement data made ready for editing (lists with ids, the
 * §5 phone rows, the §3 defaults), the cleaned CV that is saved or previewed, and the resolver that
 * checks the shape (zod, cvDataSchema) and then the §5 save rules (validateCvForSave and the phone
 * rules).
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Path, Resolver } from 'react-hook-form';
import { cvDataSchema, emptyCv, newEntryId, validateCvForSave, type CustomFields, type CvData, type CvErrors } from '../../../shared/schemas/cv.js';
import { DEFAULT_CURRENCY } from '../../../shared/constants.js';
import { filledPhones, normalisePhones, PHONE_ERROR_MESSAGES, phoneError } from '../../../shared/phones.js';
import { translatedIssues } from '../../lib/zod-messages.js';

/** `custom_fields` without its index signature: the known fields, whose paths react-hook-form can type. */
type KnownCustomFields = { [K in keyof CustomFields as string extends K ? never : K]: CustomFields[K] };

/**
 * The CV data as the form edits it. The organisation's own custom fields (§3) ride along in
 * `custom_fields` untyped; the known ones have typed paths (`custom_fields.languages.0.level`).
 */
export type CvFormValues = Omit<CvData, 'custom_fields'> & { custom_fields?: KnownCustomFields };

export { newEntryId as newId } from '../../../shared/schemas/cv.js';

const withId = <T extends { id?: string }>(item: T): T & { id: string } => ({ ...item, id: item.id || newEntryId() });

type OrganisationDefaults = { default_country_code?: string | null; default_currency?: string | null };

/** The agreement's CV as the form edits it. */
export function toFormValues(data: CvData | null | undefined, organisation: OrganisationDefaults, locale = 'en'): CvFormValues {
  const base = emptyCv();
  const cv = data ?? {};
  return {
    ...base,
    ...cv,
    first_name: cv.first_name ?? '',
    last_name: cv.last_name ?? '',
    phones: normalisePhones(cv.phones, organisation.default_country_code, locale),
    skills: cv.skills ?? [],
    top_skills: cv.top_skills ?? [],
    location: cv.location ?? null,
    experience: (cv.experience ?? []).map(withId),
    education: (cv.education ?? []).map(withId),
    qualification: (cv.qualification ?? []).map(withId),
    custom_fields: { ...base.custom_fields, ...cv.custom_fields },
    preferences: {
      ...cv.preferences,
      salary: { ...cv.preferences?.salary, currency: cv.preferences?.salary?.currency || organisation.default_currency || DEFAULT_CURRENCY },
    },
  };
}

const isoMonth = (year: number | null | undefined, month: number | null | undefined) =>
  year ? (month ? `${year}-${String(month).padStart(2, '0')}` : null) : null;

/** The CV to save or preview: empty phone rows dropped, ISO dates kept in step with year and month. */
export function toCvData(values: CvFormValues): CvData {
  return {
    ...values,
    phones: filledPhones(values.phones ?? []),
    experience: values.experience?.map((e) => ({
      ...e,
      start_date: isoMonth(e.start_year, e.start_month),
      end_date: e.currently_working ? null : isoMonth(e.end_year, e.end_month),
      ...(e.currently_working ? { end_year: null, end_month: null } : {}),
    })),
    education: values.education?.map((e) => ({
      ...e,
      start_date: isoMonth(e.start_year, e.start_month),
      graduation_date: e.currently_studying ? null : isoMonth(e.graduation_year, e.graduation_month),
    })),
    qualification: values.qualification?.map((q) => ({
      ...q,
      start_date: isoMonth(q.start_year, q.start_month),
      graduation_date: isoMonth(q.graduation_year, q.graduation_month),
    })),
  };
}

/** Every §5 problem of a save, by field path: the CV rules plus each phone row's rule. */
export function saveErrors(values: CvFormValues): CvErrors {
  const errors = validateCvForSave(toCvData(values));
  (values.phones ?? []).forEach((row, i) => {
    const e = phoneError(row);
    if (e) errors[`phones.${i}.number`] = [PHONE_ERROR_MESSAGES[e]];
  });
  return errors;
}

/**
 * zod first (a value of the wrong shape: the first issue of each field), then the §5 rules. The
 * form's values are the CV data as the schema gives it (entries carry their ids), so the shape is
 * checked on them as they are.
 */
export const cvFormResolver: Resolver<CvFormValues> = async (values, _context, options) => {
  const flat: Record<string, FieldError> = {};
  const shaped = cvDataSchema.safeParse(values, translatedIssues);
  if (!shaped.success) {
    for (const issue of shaped.error.issues) flat[issue.path.map(String).join('.')] ??= { type: issue.code, message: issue.message };
  } else {
    for (const [path, messages] of Object.entries(saveErrors(values))) flat[path] = { type: 'cv', message: messages[0] };
  }
  if (!Object.keys(flat).length) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** The messages of a form's errors, in the form's order, each once (as the resolver wrote them: §5's English texts). */
export function formMessages(errors: FieldErrors): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message && !found.includes(message)) found.push(message);
    for (const [key, value] of Object.entries(node)) if (key !== 'ref' && key !== 'message') walk(value);
  };
  walk(errors);
  return found;
}

/**
 * Server 422 paths (`data.first_name`, `agreement.data.education.0.title`) as form paths: the form's
 * values are the CV data, so the rest of a server path is a path of the form.
 */
export const formPath = (serverPath: string): Path<CvFormValues> | null => (serverPath.replace(/^(agreement\.)?(data\.)?/, '') || null) as Path<CvFormValues> | null;
