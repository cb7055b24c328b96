import { describe, it, expect } from 'vitest';
import { isValidCarDomain, isValidMotorcycleDomain } from './vehicleDomain';

describe('isValidCarDomain', () => {
  it.each([
    // Old format: three letters, three digits.
    'ABC123',
    'abc-123',
    'ABC-123',
    'aBc123',
    '  ABC123  ',
    // Mercosur: two letters, three digits, two letters; each hyphen optional.
    'AB123CD',
    'AB-123-CD',
    'ab123cd',
    'AB-123CD',
    'AB123-CD',
  ])('accepts %j', (value) => {
    expect(isValidCarDomain(value)).toBe(true);
  });

  it.each([
    'AB12CD', // two digits only
    'ABCD123', // four letters
    '123ABC', // motorcycle, old format
    'A123BCD', // motorcycle, Mercosur
    'A/D', // motorcycle "to be assigned"
    'AB1234CD',
    'ABC12',
    'ABC1234',
    'AB123C',
    'AB123CDE',
    'ABC 123', // spaces are not separators
    'ABC--123',
    'ABC_123',
    'ÑBC123',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(isValidCarDomain(value)).toBe(false);
  });
});

describe('isValidMotorcycleDomain', () => {
  it.each([
    // To be assigned.
    'A/D',
    'a/d',
    ' A/D ',
    // Old format: three digits, three letters.
    '123ABC',
    '123-ABC',
    '123abc',
    // Mercosur: one letter, three digits, three letters.
    'A123BCD',
    'A-123-BCD',
    'a-123bcd',
    'A123-BCD',
  ])('accepts %j', (value) => {
    expect(isValidMotorcycleDomain(value)).toBe(true);
  });

  it.each([
    'ABC123', // car, old format
    'AB123CD', // car, Mercosur
    'abc-123',
    'AD',
    'A-D',
    'A//D',
    '12ABC',
    '1234ABC',
    '123AB',
    '123ABCD',
    'A12BCD',
    'AB123BCD',
    '123 ABC',
    '',
  ])('refuses %j', (value) => {
    expect(isValidMotorcycleDomain(value)).toBe(false);
  });
});
