/**
 * The shared password rule of spec §5 as plain predicates, without zod, so the web can show the
 * on-screen hints without loading a schema library.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.js';

export const PASSWORD_MESSAGES = {
  passwordLength: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
  passwordUpper: 'Password must contain at least one upper case letter.',
  passwordLower: 'Password must contain at least one lower case letter.',
  passwordDigit: 'Password must contain at least one digit.',
} as const;

/** The on-screen hints of the password rule, each with the test that satisfies it. */
export const PASSWORD_HINTS = [
  { key: 'length', message: PASSWORD_MESSAGES.passwordLength, test: (p: string) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX },
  { key: 'upper', message: PASSWORD_MESSAGES.passwordUpper, test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'lower', message: PASSWORD_MESSAGES.passwordLower, test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'digit', message: PASSWORD_MESSAGES.passwordDigit, test: (p: string) => /\d/.test(p) },
] as const;
export type PasswordHintKey = (typeof PASSWORD_HINTS)[number]['key'];

/** Messages of the password rules the password breaks; empty when it is valid. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_HINTS.filter((h) => !h.test(password)).map((h) => h.message);
}
