/**
 * Validation rules of spec §5 that are not tied to one entity: password, general input, change
 * password, phone messages. Messages are the spec's own texts; the web translates them by key.
 */
import { z } from 'zod';
import { GENERAL_INPUT_MIN, OLD_PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants.js';

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
  passwordLength: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
  passwordUpper: 'Password must contain at least one upper case letter.',
  passwordLower: 'Password must contain at least one lower case letter.',
  passwordDigit: 'Password must contain at least one digit.',
  generalInputMin: `Please enter at least ${GENERAL_INPUT_MIN} characters.`,
} as const;

/** The on-screen hints of the shared password rule, each with the test that satisfies it. */
export const PASSWORD_HINTS = [
  { key: 'length', message: MESSAGES.passwordLength, test: (p: string) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX },
  { key: 'upper', message: MESSAGES.passwordUpper, test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'lower', message: MESSAGES.passwordLower, test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'digit', message: MESSAGES.passwordDigit, test: (p: string) => /\d/.test(p) },
] as const;
export type PasswordHintKey = (typeof PASSWORD_HINTS)[number]['key'];

/** Messages of the password rules the password breaks; empty when it is valid. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_HINTS.filter((h) => !h.test(password)).map((h) => h.message);
}

/** The shared password rule: required, 12 to 72 characters, upper, lower and digit. */
export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

/** General input rule: required, at least 8 characters. */
export const generalInputSchema = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).min(GENERAL_INPUT_MIN, MESSAGES.generalInputMin);

export const emailSchema = z
  .string({ error: MESSAGES.validEmail })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.validEmail)
  .pipe(z.email({ error: MESSAGES.validEmail }));

/** Change-password form (§5): old password min 8, new password by the shared rule. */
export const changePasswordSchema = z.object({
  password: z.string({ error: MESSAGES.validPassword }).min(OLD_PASSWORD_MIN, MESSAGES.validPassword),
  new_password: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
