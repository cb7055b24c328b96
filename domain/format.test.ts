import { describe, it, expect } from 'vitest';
import { NUMBER_LOCALE, formatDate, formatDateTime, formatMoney, formatNumber } from './format';
import { CURRENCY_SYMBOL_BY_ID } from './enums/catalogues';

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
    [-1234.5, 1, undefined, '$ -1.234,50'],
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
