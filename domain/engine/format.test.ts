import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  NUMBER_LOCALE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatNumberText,
  intlFormat,
  numberForApi,
  parseNumberText,
  isoDateOf,
  dateOfIso,
} from './format';
import { CURRENCY_SYMBOL_BY_ID } from '../enums/catalogues';

describe('formatNumber', () => {
  it('uses the es-ES locale of spec section 9', () => {
    expect(NUMBER_LOCALE).toBe('es-ES');
  });

  it.each([
    [1234567.891, '1.234.567,89'],
    // es-ES leaves four-digit numbers ungrouped by default; the money mask always groups.
    [1234, '1.234,00'],
    [1000, '1.000,00'],
    [999, '999,00'],
    [0, '0,00'],
    [0.5, '0,50'],
    [12.3, '12,30'],
    [1_000_000, '1.000.000,00'],
    [1234567890.12, '1.234.567.890,12'],
    // Rounding to two decimals.
    [0.005, '0,01'],
    [9.999, '10,00'],
    [999.999, '1.000,00'],
    // Negatives: hyphen-minus, grouping kept.
    [-1234.5, '-1.234,50'],
    [-0.5, '-0,50'],
    [-1234567.891, '-1.234.567,89'],
    // A value that rounds to zero has no sign.
    [-0.001, '0,00'],
    [-0, '0,00'],
  ])('%d → %j', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it.each([
    [1234.5678, 0, '1.235'],
    [1234.5678, 1, '1.234,6'],
    [1234.5678, 3, '1.234,568'],
    [1234.5678, 4, '1.234,5678'],
    [1234, 4, '1.234,0000'],
    [-1234.5678, 0, '-1.235'],
    [-0.4, 0, '0'],
    [12, 0, '12'],
  ])('%d with %d decimals → %j', (value, decimals, text) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });

  it('keeps one formatter per number of decimals', () => {
    expect(formatNumber(1.5, 1)).toBe('1,5');
    expect(formatNumber(1.5, 3)).toBe('1,500');
    expect(formatNumber(1.5)).toBe('1,50');
  });

  it("writes what Intl's es-ES format writes, for any number and decimals", () => {
    const decimals = fc.integer({ min: 0, max: 6 });
    const values = fc.oneof(
      fc.double({ noNaN: true, min: -1e22, max: 1e22 }),
      // Amounts of cents and ties at the rounding digit (0,125 → 0,13; 2,5 → 3).
      fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 8),
    );
    fc.assert(
      fc.property(values, decimals, (value, scale) => {
        expect(formatNumber(value, scale)).toBe(intlFormat(value, scale));
      }),
      { numRuns: 5000 },
    );
    for (const value of [Infinity, -Infinity, NaN, 1e21, -0.0049, 0.125, 2.5, -2.5])
      expect(formatNumber(value, 2)).toBe(intlFormat(value, 2));
  });
});

describe('formatMoney', () => {
  it('has the currency symbols of spec section 9', () => {
    expect(CURRENCY_SYMBOL_BY_ID).toEqual({ 1: '$', 2: 'u$s' });
  });

  it.each([
    [1234.5, undefined, undefined, '$ 1.234,50'],
    [1234.5, 1, undefined, '$ 1.234,50'],
    [1234.5, 2, undefined, 'u$s 1.234,50'],
    [1234567.891, 2, undefined, 'u$s 1.234.567,89'],
    [0, 1, undefined, '$ 0,00'],
    [-1234.5, 1, undefined, '-$ 1.234,50'],
    [-0.001, 1, undefined, '$ 0,00'],
    [-0.001, 1, undefined, '$ 0,00'],
    [1234.5, 2, 0, 'u$s 1.235'],
    // An unknown currency falls back to the peso symbol.
    [1234.5, 99, undefined, '$ 1.234,50'],
  ])('%d, currency %s, %s decimals → %j', (value, currency, decimals, text) => {
    expect(formatMoney(value, currency, decimals)).toBe(text);
  });

  it('separates the symbol with a plain space', () => {
    expect(formatMoney(1, 2).charAt(3)).toBe(' ');
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-03-09', '09/03/2026'],
    ['2026-12-31', '31/12/2026'],
    ['2024-02-29', '29/02/2024'],
    ['1999-01-01', '01/01/1999'],
    // ISO date-times without an offset are local: the calendar day never moves.
    ['2026-03-09T00:00:00', '09/03/2026'],
    ['2026-03-09T23:59:59', '09/03/2026'],
    ['2026-03-09T14:30', '09/03/2026'],
    ['2026-03-09T14:30:00.000', '09/03/2026'],
    // With an offset, noon UTC is the same day in every time zone from UTC-11 to UTC+11.
    ['2026-03-09T12:00:00Z', '09/03/2026'],
    ['2026-03-09T12:00:00.000Z', '09/03/2026'],
    ['2026-03-09T09:00:00-03:00', '09/03/2026'],
  ])('%j → %j', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it('formats a Date object', () => {
    expect(formatDate(new Date(2026, 2, 9, 15, 45))).toBe('09/03/2026');
  });

  it.each([
    '',
    'hola',
    '09/03/2026',
    '2026-02-30',
    '2026-13-01',
    '2026-03-32',
    '2025-02-29',
    '2026-03-09T25:00:00',
  ])('returns %j as is', (value) => {
    expect(formatDate(value)).toBe(value);
  });

  it('returns an invalid Date as its text', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('Invalid Date');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-03-09T14:05', '09/03/2026 14:05'],
    ['2026-03-09T14:05:59', '09/03/2026 14:05'],
    ['2026-03-09T00:00:00', '09/03/2026 00:00'],
    ['2026-03-09', '09/03/2026 00:00'],
  ])('%j → %j', (value, text) => {
    expect(formatDateTime(value)).toBe(text);
  });

  it('formats a Date object in local time', () => {
    expect(formatDateTime(new Date(2026, 2, 9, 15, 45))).toBe('09/03/2026 15:45');
  });

  it.each(['', 'hola', '2026-02-30T10:00:00'])('returns %j as is', (value) => {
    expect(formatDateTime(value)).toBe(value);
  });
});

describe('parseNumberText (the Argentine format, whatever the browser language)', () => {
  it.each([
    ['1.465,50', '1465.50'],
    ['1465,50', '1465.50'],
    ['1465,5', '1465.5'],
    ['1465', '1465'],
    ['1.465', '1465'],
    ['1.000.000', '1000000'],
    ['1.234.567,891', '1234567.891'],
    ['  12,3 ', '12.3'],
    ['0,5', '0.5'],
    [',5', '0.5'],
    ['12,', '12'],
    ['-1.465,50', '-1465.50'],
    ['−3', '-3'],
    ['-0', '0'],
    ['007', '7'],
    ['99999999999999999999,99', '99999999999999999999.99'],
  ])('%j → %j', (text, canonical) => {
    expect(parseNumberText(text)).toBe(canonical);
  });

  it('reads an empty text as no value', () => {
    expect(parseNumberText('   ')).toBeNull();
  });

  it.each([
    // A dot is never a decimal separator: refused instead of guessing 146550 or 1465.5.
    '1465.50',
    '1.46',
    '1.4650',
    '12.34.567',
    '1,465,50',
    '1.465.50',
    'abc',
    '12a',
    '1e5',
    '-',
    ',',
    '$ 100',
    '1 465',
    'Infinity',
  ])('refuses %j', (text) => {
    expect(parseNumberText(text)).toBeUndefined();
  });
});

describe('formatNumberText (a stored value shown back in an input)', () => {
  it.each([
    [1465.5, 2, '1.465,50'],
    ['1465.5', 2, '1.465,50'],
    ['1465.50', 2, '1.465,50'],
    [1234567.891, 3, '1.234.567,891'],
    [-1465.5, 2, '-1.465,50'],
    [0, 2, '0,00'],
    [12, 0, '12'],
    ['99999999999999999999.99', 2, '99.999.999.999.999.999.999,99'],
    // More decimals than the scale are shown, never rounded away.
    [1.005, 2, '1,005'],
    [1e-7, 2, '0,0000001'],
  ])('%j with scale %d → %j', (value, scale, text) => {
    expect(formatNumberText(value, scale)).toBe(text);
  });

  it('shows integers as plain digits when asked not to group', () => {
    expect(formatNumberText(12345, 0, false)).toBe('12345');
  });

  it.each([null, undefined, ''])('shows %j as an empty input', (value) => {
    expect(formatNumberText(value, 2)).toBe('');
  });

  it('round-trips through parseNumberText', () => {
    for (const value of ['1465.50', '-0.25', '1000000.00', '7'])
      expect(parseNumberText(formatNumberText(value, 2))).toBe(
        value.includes('.') ? value : `${value}.00`,
      );
  });
});

describe('numberForApi', () => {
  it.each([
    ['1465.50', 1465.5],
    ['1465', 1465],
    ['-0.25', -0.25],
    ['0', 0],
  ])('%j → the number %d (exact)', (canonical, number) => {
    expect(numberForApi(canonical)).toBe(number);
  });

  it('keeps a decimal no double holds exactly as its string', () => {
    expect(numberForApi('99999999999999999999.99')).toBe('99999999999999999999.99');
    expect(numberForApi('12345678901234567')).toBe('12345678901234567');
  });
});

describe('isoDateOf and dateOfIso (the date pickers and the API)', () => {
  it('keeps the calendar day both ways', () => {
    expect(isoDateOf(new Date(2026, 2, 15, 23, 59))).toBe('2026-03-15');
    expect(isoDateOf(new Date(2026, 2, 15, 0, 0))).toBe('2026-03-15');
    // Years of fewer than four digits keep four, as the API and the pickers write them.
    const early = new Date(2026, 0, 5);
    early.setFullYear(987);
    expect(isoDateOf(early)).toBe('0987-01-05');
    expect(formatDate(early)).toBe('05/01/0987');
    expect(formatDateTime(new Date(2026, 11, 31, 7, 5))).toBe('31/12/2026 07:05');
    const date = dateOfIso('2026-03-15');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 2, 15]);
  });

  it('reads an ISO date-time', () => {
    expect(dateOfIso('2026-03-15T12:00:00.000Z')?.toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });

  it.each([null, undefined, '', 'hola', '2026-02-30', 17])('reads %j as no date', (value) => {
    expect(dateOfIso(value)).toBeNull();
  });
});
