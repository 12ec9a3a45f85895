/**
 * Sanitises the HTML fields of CV data on write (DESIGN §2: TipTap on the web, `sanitize-html` on
 * the server). A small safe set of tags survives; scripts, event handlers, styles and every URL
 * scheme but http, https and mailto are removed. Text fields are left alone: the templates escape
 * them when they render.
 */
import sanitizeHtml from 'sanitize-html';
import type { CvData } from '../../shared/schemas/cv.js';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Content of these is dropped with the tag, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  disallowedTagsMode: 'discard',
};

export function sanitizeCvHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The HTML fields of the CV, by where they sit (kept in step with `html` in src/shared/schemas/cv.ts; a test checks). */
export const CV_HTML_FIELDS = {
  root: ['details', 'anonymous_brief'],
  experience: ['company_description', 'summary', 'project_highlights', 'reasons_for_leaving'],
  education: ['summary'],
  qualification: ['summary'],
  custom_fields: ['testimonial_data', 'cover_info', 'cover_summary', 'summary', 'personality', 'reasons_for_interview', 'motivation', 'other_info'],
  salary: ['salary_information', 'consultant_summary', 'consultant_anon_summary'],
} as const;

function cleanFields<T extends object>(value: T | undefined | null, fields: readonly string[]): T | undefined | null {
  if (!value) return value;
  const copy = { ...value } as Record<string, unknown>;
  for (const field of fields) {
    const v = copy[field];
    if (typeof v === 'string') copy[field] = sanitizeCvHtml(v);
  }
  return copy as T;
}

/** A copy of the CV with every HTML field sanitised. */
export function sanitizeCv(cv: CvData): CvData {
  const out = cleanFields(cv, CV_HTML_FIELDS.root)!;
  if (cv.experience) out.experience = cv.experience.map((e) => cleanFields(e, CV_HTML_FIELDS.experience)!);
  if (cv.education) out.education = cv.education.map((e) => cleanFields(e, CV_HTML_FIELDS.education)!);
  if (cv.qualification) out.qualification = cv.qualification.map((q) => cleanFields(q, CV_HTML_FIELDS.qualification)!);
  if (cv.custom_fields) out.custom_fields = cleanFields(cv.custom_fields, CV_HTML_FIELDS.custom_fields)!;
  if (cv.preferences?.salary) out.preferences = { ...cv.preferences, salary: cleanFields(cv.preferences.salary, CV_HTML_FIELDS.salary)! };
  return out;
}
