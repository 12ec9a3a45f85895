/**
 * Validation rules of spec §5 that are not tied to one entity: password, general input, change
 * password, phone messages. Messages are the spec's own texts; the web translates them by key.
 */
import { z } from 'zod';
import { EMAIL } from './patterns.js';
import { GENERAL_INPUT_MIN, OLD_PASSWORD_MIN } from './constants.js';
import { describeIssue, interpolate, ISSUE_MESSAGES } from './issue-messages.js';
import { PASSWORD_MESSAGES, passwordProblems } from './password-rules.js';

export { PASSWORD_HINTS, PASSWORD_MESSAGES, passwordProblems, type PasswordHintKey } from './password-rules.js';

export const MESSAGES = {
  required: 'This field is required.',
  validEmail: 'Please enter a valid email.',
  companyEmail: 'Please enter valid company email ID.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  validPhone: 'Please enter a valid phone number.',
  phonePlausible: 'This phone number is not plausible.',
  validPassword: 'Please enter a valid password.',
  invalidPassword: 'Invalid password.',
  nameRequired: 'Name is required.',
  invalidCredentials: 'Invalid email or password.',
  ...PASSWORD_MESSAGES,
  generalInputMin: `Please enter at least ${GENERAL_INPUT_MIN} characters.`,
} as const;

/**
 * The English text of a zod issue its schema gave no message of its own (./issue-messages.ts): the
 * server's error map, so a 422 carries the product's words, which the web translates back.
 */
export function englishIssueMessage(issue: z.core.$ZodRawIssue): string {
  const { key, values } = describeIssue(issue);
  const text = key.startsWith('issues.') ? ISSUE_MESSAGES[key.slice('issues.'.length) as keyof typeof ISSUE_MESSAGES] : MESSAGES[key as 'required' | 'validEmail'];
  return interpolate(text, values);
}

/**
 * A string whose absence (missing, or not text) answers with `message`. A schema-wide `error` would
 * answer every check of the string too — a name too long would read "First name is required." — so
 * only the type issue gets it; each check keeps its own message or the error map's.
 */
export const requiredString = (message: string) => z.string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) });

/** The shared password rule: required, 12 to 72 characters, upper, lower and digit. */
export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

/** General input rule: required, at least 8 characters. */
export const generalInputSchema = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).min(GENERAL_INPUT_MIN, MESSAGES.generalInputMin);

/** An email address: the one rule for a field that holds one. */
export const emailSchema = z
  .string({ error: MESSAGES.validEmail })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.validEmail)
  .pipe(z.email({ pattern: EMAIL, error: MESSAGES.validEmail }));

/**
 * An email address found inside other text (a resume's lines, a CV's free text to scrub): letters of
 * any script, a dot-separated domain and a top-level domain of letters. Not anchored, no flags: add `g`
 * with `new RegExp(EMAIL_IN_TEXT.source, 'gu')` to find every one.
 */
export const EMAIL_IN_TEXT = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;

/** Change-password form (§5): old password min 8, new password by the shared rule. */
export const changePasswordSchema = z.object({
  password: z.string({ error: MESSAGES.validPassword }).min(OLD_PASSWORD_MIN, MESSAGES.validPassword),
  new_password: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
