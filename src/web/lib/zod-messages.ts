/**
 * The web's zod error map, apart from ./i18n.ts so that a page without schema forms (the sign-in
 * page) does not load the issue catalogue.
 */
import type { z } from 'zod';
import { describeIssue } from '../../shared/issue-messages.js';
import { formatValues, i18next } from './i18n.js';

/**
 * The web's zod error map: a zod issue without a message of its schema's own, as the `validation`
 * catalogue's text in the interface language with its limits ("At most 100 characters."). Every
 * zod parse of the web passes it (`translatedIssues`, the parse options of `zodResolver`).
 */
export function translateIssue(issue: z.core.$ZodRawIssue): string {
  const { key, values } = describeIssue(issue);
  return i18next.t(`validation:${key}`, formatValues(values));
}

/** zod parse options that put every message without a schema message through `translateIssue`. */
export const translatedIssues = { error: translateIssue } as const;
