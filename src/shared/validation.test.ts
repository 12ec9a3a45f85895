import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL } from './patterns.js';
import { changePasswordSchema, emailSchema, englishIssueMessage, generalInputSchema, MESSAGES, passwordProblems, passwordSchema, requiredString } from './validation.js';

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

describe('the server’s English issue messages (englishIssueMessage)', () => {
  const english = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value, { error: englishIssueMessage });
    if (result.success) throw new Error('expected the value to be refused');
    return result.error.issues[0].message;
  };

  it.each([
    ['string too long', z.string().max(100), 'x'.repeat(101), 'At most 100 characters.'],
    ['string too short', z.string().min(3), 'ab', 'At least 3 characters.'],
    ['empty string', z.string().min(1), '', MESSAGES.required],
    ['number too big', z.number().max(2100), 2200, 'At most 2100.'],
    ['number too small, exclusive', z.number().gt(0), 0, 'More than 0.'],
    ['too many items', z.array(z.number()).max(40), Array.from({ length: 41 }, (_, i) => i), 'At most 40 items.'],
    ['no items', z.array(z.number()).min(1), [], 'Add at least one.'],
    ['missing', z.object({ a: z.number() }), {}, MESSAGES.required],
    ['not a whole number', z.number().int(), 2.5, 'Enter a whole number.'],
    ['email', z.email(), 'x', MESSAGES.validEmail],
    ['url', z.url(), 'x', 'Enter a web address starting with https://.'],
    ['regex', z.string().regex(/^a$/), 'b', 'This value is not in the expected format.'],
    ['enum', z.enum(['a']), 'b', 'Choose one of the options.'],
    ['custom without a message', z.string().refine(() => false), 'a', 'This value is not valid.'],
  ])('%s', (_, schema, value, message) => {
    expect(english(schema, value)).toBe(message);
  });

  it('a required string answers its own message only when absent; its checks keep theirs', () => {
    const name = requiredString(MESSAGES.firstNameRequired).trim().min(1, MESSAGES.firstNameRequired).max(100);
    expect(english(name, undefined)).toBe(MESSAGES.firstNameRequired);
    expect(english(name, ' ')).toBe(MESSAGES.firstNameRequired);
    expect(english(name, 'N'.repeat(101))).toBe('At most 100 characters.');
  });
});
