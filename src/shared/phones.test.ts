import { describe, expect, it } from 'vitest';
import {
  addPhoneRow,
  allPhoneCodes,
  defaultPhoneCountry,
  formatPhone,
  normalisePhones,
  PHONE_ERROR_MESSAGES,
  phoneCodeFor,
  phoneError,
  phoneErrors,
  removePhoneRow,
  splitInternationalNumber,
  type PhoneEntry,
} from './phones.js';

const gb = phoneCodeFor('GB')!;
const fr = phoneCodeFor('FR')!;
const row = (code: typeof gb | null, number: string): PhoneEntry => ({ code, number });

describe('phone rules (§5)', () => {
  it('uses the spec messages', () => {
    expect(PHONE_ERROR_MESSAGES.phone_number_required).toBe('Please enter a valid phone number.');
    expect(PHONE_ERROR_MESSAGES.phone_number_plausible).toBe('This phone number is not plausible.');
  });

  it('when required, needs both the code and the number', () => {
    expect(phoneError(row(null, '7400 123456'), { required: true })).toBe('phone_number_required');
    expect(phoneError(row(gb, ''), { required: true })).toBe('phone_number_required');
    expect(phoneError(row(gb, '07400 123456'), { required: true })).toBeNull();
    // Optional and empty is fine.
    expect(phoneError(row(gb, ''))).toBeNull();
    expect(phoneErrors([row(gb, '')], { required: true })).toEqual({ 0: 'phone_number_required' });
  });

  it('rejects an implausible number (valid per the /max metadata, not just the right length)', () => {
    expect(phoneError(row(gb, '1111 111111'))).toBe('phone_number_plausible');
    expect(phoneError(row(gb, '12'))).toBe('phone_number_plausible');
    expect(phoneError(row(fr, '6 12 34 56 78'))).toBeNull();
    expect(phoneError(row(gb, '+33 6 12 34 56 78'))).toBeNull();
  });

  it('splits a number starting with + and a 1–3 digit code into code and number', () => {
    expect(splitInternationalNumber('+44 7400 123456')).toEqual({ code: gb, number: '7400 123456' });
    expect(splitInternationalNumber('+447400123456')).toEqual({ code: gb, number: '7400123456' });
    expect(splitInternationalNumber('+1 202 555 0143')?.code?.country_code).toBe('US');
    expect(splitInternationalNumber('+353 85 123 4567')?.code?.code).toBe('+353');
    expect(splitInternationalNumber('07400 123456')).toBeNull();
  });

  it('removes duplicates on load and splits international numbers', () => {
    const rows = normalisePhones([
      row(gb, '07400 123456'),
      row(null, '+44 7400 123456'),
      row(gb, '7400123456'),
      row(fr, '6 12 34 56 78'),
      row(null, '+33 612345678'),
      row(gb, '020 7123 4567'),
    ]);
    expect(rows).toEqual([row(gb, '07400 123456'), row(fr, '6 12 34 56 78'), row(gb, '020 7123 4567')]);
  });

  it('starts with one empty row when there are no entries', () => {
    expect(normalisePhones([])).toEqual([row(gb, '')]);
    expect(normalisePhones(undefined, 'FR')).toEqual([row(fr, '')]);
  });

  it('removing the last row adds a new empty one', () => {
    expect(removePhoneRow([row(fr, '6 12 34 56 78')], 0, 'FR')).toEqual([row(fr, '')]);
    expect(removePhoneRow([row(gb, '1'), row(fr, '2')], 0)).toEqual([row(fr, '2')]);
  });

  it("a new row takes the previous row's country, else the organisation's, else GB", () => {
    expect(addPhoneRow([row(fr, '6 12 34 56 78')], 'DE').at(-1)).toEqual(row(fr, ''));
    expect(defaultPhoneCountry([], 'DE')).toBe('DE');
    expect(defaultPhoneCountry([row(null, '')], null)).toBe('GB');
    expect(defaultPhoneCountry([], 'XX')).toBe('GB');
  });

  it('has a full fallback country list with calling codes', () => {
    const list = allPhoneCodes();
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.country_code === 'NL')).toEqual({ name: 'Netherlands', code: '+31', country_code: 'NL' });
  });
});

describe('formatPhone: one international format wherever a phone is shown', () => {
  const nl = phoneCodeFor('NL')!;
  const be = phoneCodeFor('BE')!;
  const us = phoneCodeFor('US')!;
  it.each([
    ['the trunk 0 kept after the country code', row(nl, '06 1234 5678'), '+31 6 12345678'],
    ['a whole international number typed in the number field', row(null, '+31 06 1234 5678'), '+31 6 12345678'],
    ['00 instead of the plus', row(null, '0031 6 12345678'), '+31 6 12345678'],
    ['00 with the entry country', row(nl, '0031 6 12345678'), '+31 6 12345678'],
    ['a Belgian mobile with its trunk 0', row(be, '0470 12 34 56'), '+32 470 12 34 56'],
    ['a Belgian mobile written whole', row(null, '+32 0470 12 34 56'), '+32 470 12 34 56'],
    ['the British (0)', row(gb, '+44 (0)20 7946 0958'), '+44 20 7946 0958'],
    ['a US number in brackets', row(us, '(555) 123-4567'), '+1 555 123 4567'],
    ['an extension', row(nl, '020 123 4567 ext. 12'), '+31 20 123 4567 ext. 12'],
    ['the number of another country than the entry', row(nl, '+32 470 12 34 56'), '+32 470 12 34 56'],
  ])('%s', (_, entry, expected) => expect(formatPhone(entry)).toBe(expected));

  it('reads a number without a country code in the fallback country', () => {
    expect(formatPhone('(555) 123-4567', 'US')).toBe('+1 555 123 4567');
    expect(formatPhone('06 1234 5678', 'NL')).toBe('+31 6 12345678');
    expect(formatPhone('0031 6 1234 5678', 'US')).toBe('+31 6 12345678');
    // The entry's own code wins over the fallback.
    expect(formatPhone(row(be, '0470 12 34 56'), 'NL')).toBe('+32 470 12 34 56');
  });

  it('keeps what does not read as a phone number as written, trimmed, never losing a digit', () => {
    expect(formatPhone(row(nl, '  call me maybe '))).toBe('+31 call me maybe');
    expect(formatPhone('  ask at reception ')).toBe('ask at reception');
    expect(formatPhone('06 1234 5678 (mobiel, na 18 uur)', 'NL')).toBe('06 1234 5678 (mobiel, na 18 uur)');
    expect(formatPhone('06-12345678 / 06-87654321', 'NL')).toBe('06-12345678 / 06-87654321');
    expect(formatPhone('12', 'NL')).toBe('12');
    expect(formatPhone(row(nl, '12'))).toBe('+31 12');
    expect(formatPhone('612345678')).toBe('612345678');
  });
});
