import { describe, expect, it } from 'vitest';
import {
  ARGENTINE_PHONE_MESSAGES,
  canonicalPhone,
  formatArgentinePhone,
  internationalArgentinePhone,
  nationalPhoneDigits,
  phoneDigitSpellings,
  readArgentinePhone,
} from './argentinePhone';

describe('readArgentinePhone', () => {
  it.each([
    // area, number, stored area, stored number, mobile
    ['011', '4555-1234', '11', '45551234', false],
    ['11', '15 5555-1234', '11', '55551234', true],
    ['0351', '422 1234', '351', '4221234', false],
    ['351', '15-555-1234', '351', '5551234', true],
    ['(02944)', '42-1234', '2944', '421234', false],
    ['2944', '15421234', '2944', '421234', true],
  ])('reads (%s) %s as %s %s', (area, number, storedArea, storedNumber, mobile) => {
    expect(readArgentinePhone(area, number)).toEqual({
      phone: { area: storedArea, number: storedNumber, mobile },
    });
  });

  it('keeps a number marked as mobile without its 15 as a mobile', () => {
    expect(readArgentinePhone('11', '5555-1234', true)).toEqual({
      phone: { area: '11', number: '55551234', mobile: true },
    });
  });

  it('does not take a local number that starts with 15 for a mobile when the total says no', () => {
    // 11 + 8 digits is already 10: "1555..." would be a number starting with 1, refused.
    expect(readArgentinePhone('11', '1555-1234')).toEqual({
      field: 'number',
      message: ARGENTINE_PHONE_MESSAGES.start,
    });
  });

  it.each([
    ['', '4555-1234', 'area', ARGENTINE_PHONE_MESSAGES.area],
    ['1', '4555-1234', 'area', ARGENTINE_PHONE_MESSAGES.area],
    ['035141', '4555-1234', 'area', ARGENTINE_PHONE_MESSAGES.area],
    ['11', '455-1234', 'number', ARGENTINE_PHONE_MESSAGES.length],
    ['11', '15 555-1234', 'number', ARGENTINE_PHONE_MESSAGES.length],
    ['351', '4555-1234', 'number', ARGENTINE_PHONE_MESSAGES.length],
    ['11', '0555-1234', 'number', ARGENTINE_PHONE_MESSAGES.start],
  ])('refuses (%s) %s on the %s with its reason', (area, number, field, message) => {
    expect(readArgentinePhone(area, number)).toEqual({ field, message });
  });
});

describe('formatting a stored number', () => {
  const landline = { area: '11', number: '45551234', mobile: false };
  const mobile = { area: '351', number: '5551234', mobile: true };
  it('shows it the way staff read it and dials it the international way', () => {
    expect(formatArgentinePhone(landline)).toBe('(011) 4555-1234');
    expect(formatArgentinePhone(mobile)).toBe('(0351) 15 555-1234');
    expect(internationalArgentinePhone(landline)).toBe('+541145551234');
    expect(internationalArgentinePhone(mobile)).toBe('+5493515551234');
  });
});

describe('the ways a number is stored', () => {
  it.each(['3514987731', '1145551234', '2944421234', '2915151234'])(
    'spells %s every way that reads back as it, and no other',
    (national) => {
      const spellings = phoneDigitSpellings(national);
      expect(spellings).toContain(national);
      expect(spellings).toContain(`0${national}`);
      expect(spellings).toContain(`549${national}`);
      for (const spelling of spellings) expect(nationalPhoneDigits(spelling)).toEqual([national]);
    },
  );

  it('includes the 15 after the area code, with and without the trunk 0', () => {
    const spellings = phoneDigitSpellings('3514987731');
    expect(spellings).toContain('351154987731');
    expect(spellings).toContain('0351154987731');
  });

  it('spells nothing for what is not ten national digits', () => {
    expect(phoneDigitSpellings('351498773')).toEqual([]);
    expect(phoneDigitSpellings('35149877311')).toEqual([]);
  });

  it('reads a number shown with its extension without the extension', () => {
    expect(nationalPhoneDigits('(0261) 429-5518 int. 12')).toEqual(['2614295518']);
  });
});

describe('canonicalPhone', () => {
  it.each([
    ['011 4555-1234', '(011) 4555-1234'],
    ['(0351) 15 498 7654', '(0351) 15 498-7654'],
    ['+54 9 351 498-7654', '(0351) 15 498-7654'],
    ['+54 11 4555 1234', '(011) 4555-1234'],
    ['2944 42-1234', '(02944) 42-1234'],
  ])('stores %s as the phones list does: %s', (typed, stored) => {
    expect(canonicalPhone(typed)).toBe(stored);
  });

  it.each([
    '1145551234', // digits run together: the area code is not told apart
    '+34 91 123 45 67', // foreign
    '011 455-1234', // a digit missing
    '(011) 4555-1234 int. 12',
  ])('keeps %s as typed', (typed) => {
    expect(canonicalPhone(typed)).toBe(typed);
  });
});
