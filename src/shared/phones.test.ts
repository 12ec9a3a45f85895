import { describe, expect, it } from 'vitest';
import {
  addPhoneRow,
  allPhoneCodes,
  defaultPhoneCountry,
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
