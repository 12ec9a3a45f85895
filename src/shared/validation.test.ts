import { describe, expect, it } from 'vitest';
import { EMAIL } from './patterns.js';
import { changePasswordSchema, emailSchema, generalInputSchema, MESSAGES, passwordProblems, passwordSchema } from './validation.js';

describe('the shared password rule (§5): 12 to 72 characters, upper, lower, digit', () => {
  it.each([
    ['Abcdefghijk1', []],
    [`Aa1${'x'.repeat(69)}`, []],
    [`Aa1${'x'.repeat(70)}`, [MESSAGES.passwordLength]],
    ['Abcdefghij1', [MESSAGES.passwordLength]],
    ['abcdefghijk1', [MESSAGES.passwordUpper]],
    ['ABCDEFGHIJK1', [MESSAGES.passwordLower]],
    ['Abcdefghijkl', [MESSAGES.passwordDigit]],
    ['', [MESSAGES.passwordLength, MESSAGES.passwordUpper, MESSAGES.passwordLower, MESSAGES.passwordDigit]],
    ['Ünïcödé-pass1', []],
  ])('%j → %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
    expect(passwordSchema.safeParse(password).success).toBe(problems.length === 0);
  });

  it('an empty password says it is required first', () => {
    const result = passwordSchema.safeParse('');
    expect(result.error?.issues[0].message).toBe(MESSAGES.required);
  });
});

describe('change password (§5)', () => {
  it('the old password needs at least 8 characters: "Please enter a valid password."', () => {
    const r = changePasswordSchema.safeParse({ password: 'short', new_password: 'Abcdefghijk1' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([MESSAGES.validPassword]);
    expect(changePasswordSchema.safeParse({ password: '12345678', new_password: 'Abcdefghijk1' }).success).toBe(true);
  });
  it('the new password follows the shared rule', () => {
    const r = changePasswordSchema.safeParse({ password: '12345678', new_password: 'abc' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['new_password', 'new_password', 'new_password']);
  });
});

describe('other inputs (§5)', () => {
  it('general input: required, at least 8 characters', () => {
    expect(generalInputSchema.safeParse('').error?.issues[0].message).toBe(MESSAGES.required);
    expect(generalInputSchema.safeParse('1234567').error?.issues[0].message).toBe(MESSAGES.generalInputMin);
    expect(generalInputSchema.safeParse('12345678').success).toBe(true);
  });
  it('email: trimmed, lower-cased, "Please enter a valid email."', () => {
    expect(emailSchema.parse('  Rosa@Demo.TEST ')).toBe('rosa@demo.test');
    expect(emailSchema.safeParse('rosa@').error?.issues[0].message).toBe(MESSAGES.validEmail);
  });
  it('email: the quick check of the sign-in pages (EMAIL) is the schema’s rule', () => {
    const cases = ['rosa@demo.test', ' Rosa@Demo.TEST ', 'rosa@', 'rosa@demo', 'a@b.c', 'first.last+cv@mail.example.co.uk', 'two@@at.test', 'space in@demo.test', 'rosa@demo.test.', '.rosa@demo.test'];
    for (const value of cases) expect(EMAIL.test(value.trim().toLowerCase()), value).toBe(emailSchema.safeParse(value).success);
    expect(EMAIL.test('a@b.c')).toBe(false);
  });
  it('the spec texts are kept word for word', () => {
    expect(MESSAGES).toMatchObject({
      validEmail: 'Please enter a valid email.',
      companyEmail: 'Please enter valid company email ID.',
      firstNameRequired: 'First name is required.',
      lastNameRequired: 'Last name is required.',
      validPhone: 'Please enter a valid phone number.',
      phonePlausible: 'This phone number is not plausible.',
      validPassword: 'Please enter a valid password.',
      invalidPassword: 'Invalid password.',
      nameRequired: 'Name is required.',
    });
  });
});
