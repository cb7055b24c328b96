import { describe, it, expect } from 'vitest';
import { computeCuil, cuitCheckDigit, formatCuit, isValidCuit, onlyDigits } from './cuit';

/*
 * Check digits computed by hand: sum of digit × weight over 5,4,3,2,7,6,5,4,3,2; r = sum mod 11;
 * digit = 11 - r, except r = 0 → 0 and r = 1 → no digit (CUIL falls back to prefix 23).
 *
 * 20-12345678: 2·5+0·4+1·3+2·2+3·7+4·6+5·5+6·4+7·3+8·2 = 10+0+3+4+21+24+25+24+21+16 = 148,
 *              148 mod 11 = 5 → 6.
 * 27-12345678: 10+28 + 138 (the DNI part above) = 176, 176 mod 11 = 0 → 0.
 * 23-12345678: 10+12 + 138 = 160, 160 mod 11 = 6 → 5.
 * 20-01234567: 10 + (0·3+1·2+2·7+3·6+4·5+5·4+6·3+7·2 = 106) = 116, mod 11 = 6 → 5.
 * 33-69345023 (AFIP's own CUIT): 15+12+18+18+21+24+25+0+6+6 = 145, mod 11 = 2 → 9.
 * 30-50001091 (Banco de la Nación Argentina): 15+0+15+0+0+0+5+0+27+2 = 64, mod 11 = 9 → 2.
 * 21-12345678 (prefix not in use): 10+4 + 138 = 152, mod 11 = 9 → 2.
 */

describe('cuitCheckDigit', () => {
  it.each([
    ['2012345678', 6],
    ['2712345678', 0],
    ['2312345678', 5],
    ['2001234567', 5],
    ['3369345023', 9],
    ['3050001091', 2],
    // DNI 12345676 gives, with 20, 10 + 134 = 144, 144 mod 11 = 1: no check digit.
    ['2012345676', null],
  ])('%s → %s', (first10, digit) => {
    expect(cuitCheckDigit(first10)).toBe(digit);
  });
});

describe('isValidCuit', () => {
  it.each([
    // Hyphens, spaces, nothing, dots, surrounding blanks.
    '20-12345678-6',
    '20 12345678 6',
    '20123456786',
    '20.12345678.6',
    '  20-12345678-6  ',
    // Check digit 0 (remainder 0).
    '27-12345678-0',
    '27123456780',
    '23-12345678-5',
    '20-01234567-5',
    // Companies.
    '33-69345023-9',
    '30-50001091-2',
    '30500010912',
    // CUIL fallbacks of computeCuil (see below).
    '23-12345676-9',
    '23-12345673-4',
    '24-12345670-6',
  ])('accepts %j', (value) => {
    expect(isValidCuit(value)).toBe(true);
  });

  it.each([
    // Wrong check digit.
    ['20-12345678-7', 'wrong check digit'],
    ['20-12345678-0', 'wrong check digit'],
    ['27-12345678-1', 'wrong check digit'],
    ['33-69345023-8', 'wrong check digit'],
    // Wrong length.
    ['2012345678', '10 digits'],
    ['201234567860', '12 digits'],
    ['20-1234567-6', '7 digits in the middle'],
    ['20-123456789-6', '9 digits in the middle'],
    ['', 'empty'],
    // Letters.
    ['AB-12345678-6', 'letters in the prefix'],
    ['20-1234567A-6', 'a letter in the document'],
    ['20-12345678-X', 'a letter as check digit'],
    ['20123456786a', 'trailing letter'],
    // Separators in the wrong place or doubled.
    ['201-2345678-6', 'hyphen after the third digit'],
    ['20--12345678-6', 'double hyphen'],
    ['20/12345678/6', 'slashes'],
    // Prefix not used by AFIP, even with a correct check digit.
    ['21-12345678-2', 'prefix 21'],
    ['00-00000000-0', 'prefix 00'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidCuit(value)).toBe(false);
  });

  it('refuses every check digit when the first ten digits have none', () => {
    for (let digit = 0; digit <= 9; digit++) {
      expect(isValidCuit(`20-12345676-${digit}`)).toBe(false);
    }
  });
});

describe('computeCuil', () => {
  it.each([
    ['male', '12345678', '20123456786'],
    ['female', '12345678', '27123456780'],
    ['other', '12345678', '23123456785'],
    // The document as typed: dots, a number, fewer than eight digits (left-padded with zeros).
    ['male', '12.345.678', '20123456786'],
    ['male', 12345678, '20123456786'],
    ['male', 1234567, '20012345675'],
    ['male', '1.234.567', '20012345675'],
  ] as const)('%s, %j → %s', (gender, document, cuil) => {
    expect(computeCuil(gender, document)).toBe(cuil);
    expect(isValidCuit(cuil)).toBe(true);
  });

  /*
   * Male, DNI 12345676: DNI part 3+4+21+24+25+24+21+12 = 134; with 20: 10 + 134 = 144,
   * 144 mod 11 = 1 → no digit. AFIP's rule: prefix 23, digit 9 (22 + 134 = 156, mod 11 = 2 → 9).
   * Female, DNI 12345673: DNI part 128; with 27: 38 + 128 = 166, mod 11 = 1 → no digit.
   * AFIP's rule: prefix 23, digit 4 (22 + 128 = 150, mod 11 = 7 → 4).
   * Other, DNI 12345670: DNI part 122; with 23: 22 + 122 = 144, mod 11 = 1 → no digit, so 24
   * (26 + 122 = 148, mod 11 = 5 → 6).
   */
  it.each([
    ['male', '12345676', '23123456769'],
    ['female', '12345673', '23123456734'],
    ['other', '12345670', '24123456706'],
  ] as const)(
    'falls back to 23 when %s with DNI %s has no check digit → %s',
    (gender, dni, cuil) => {
      expect(computeCuil(gender, dni)).toBe(cuil);
      expect(isValidCuit(cuil)).toBe(true);
    },
  );

  it('finds the 23 fallback by brute force and agrees with cuitCheckDigit', () => {
    const start = 30_000_000;
    let dni = start;
    while (cuitCheckDigit(`20${dni}`) !== null) dni++;
    // The first DNI from 30.000.000 whose male CUIL with prefix 20 would need check digit 10:
    // 10 + 3·3 + 2·2 = 23, 23 mod 11 = 1.
    expect(dni).toBe(30_000_002);
    const cuil = computeCuil('male', dni);
    expect(cuil).toBe(`23${dni}9`);
    expect(isValidCuit(cuil)).toBe(true);

    let femaleDni = start;
    while (cuitCheckDigit(`27${femaleDni}`) !== null) femaleDni++;
    // 38 + 3·3 + 1·3 + 3·2 = 56, 56 mod 11 = 1.
    expect(femaleDni).toBe(30_000_013);
    expect(computeCuil('female', femaleDni)).toBe(`23${femaleDni}4`);
    expect(isValidCuit(computeCuil('female', femaleDni))).toBe(true);
  });

  it('always yields a valid CUIL with the expected prefix over a range of documents', () => {
    const prefixes = { male: ['20', '23'], female: ['27', '23'], other: ['23', '24'] } as const;
    const wrong: string[] = [];
    for (let dni = 20_000_000; dni < 20_002_000; dni++) {
      for (const gender of ['male', 'female', 'other'] as const) {
        const cuil = computeCuil(gender, dni);
        const ok =
          /^\d{11}$/.test(cuil) &&
          isValidCuit(cuil) &&
          cuil.slice(2, 10) === String(dni) &&
          (prefixes[gender] as readonly string[]).includes(cuil.slice(0, 2));
        if (!ok) wrong.push(`${gender} ${dni} → ${cuil}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['only zeros', '00.000.000'],
    ['nine digits', '123456789'],
    ['letters only', 'abc'],
  ])('refuses a document that is %s', (_, document) => {
    expect(() => computeCuil('male', document)).toThrow('El documento debe tener hasta 8 dígitos');
  });
});

describe('formatCuit', () => {
  it.each([
    ['20123456786', '20-12345678-6'],
    ['20-12345678-6', '20-12345678-6'],
    ['20 12345678 6', '20-12345678-6'],
    ['20.12345678.6', '20-12345678-6'],
    ['33693450239', '33-69345023-9'],
    // Not 11 digits: returned untouched.
    ['2012345678', '2012345678'],
    ['201234567860', '201234567860'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j → %j', (value, formatted) => {
    expect(formatCuit(value)).toBe(formatted);
  });
});

describe('onlyDigits', () => {
  it.each([
    ['20-12345678-6', '20123456786'],
    ['12.345.678', '12345678'],
    ['a1b2c3', '123'],
    ['', ''],
  ])('%j → %j', (value, digits) => {
    expect(onlyDigits(value)).toBe(digits);
  });
});
