/** Decimal round trips (issue 9 item 15): whatever validation accepts comes back digit for digit. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal } from '../../domain/engine/fields';
import { MAX_DIGITS, validateRecord } from '../../domain/engine/validate';
import { defineEntity } from '../../domain/engine/entity';
import { integerToDecimal, scaleToInteger } from './codec';

const rates = defineEntity({
  name: 'test/rates',
  table: 'rates',
  label: { one: 'Tasa', many: 'Tasas' },
  fields: { rate: decimal({ label: 'Tipo de cambio', scale: 4 }) },
  recordLabel: 'rate',
});

describe('scaleToInteger and back', () => {
  it.each<[number, number, number]>([
    [1.1, 2, 110],
    [0.07, 2, 7],
    [1234.5, 4, 12345000],
    [-2.5, 4, -25000],
    [12345678901.1234, 4, 123456789011234],
    [99999999999.9999, 4, 999999999999999],
    [9999999999999.99, 2, 999999999999999],
    [0.0001, 4, 1],
  ])('%d at scale %d is %d', (value, scale, stored) => {
    expect(scaleToInteger(value, scale)).toBe(stored);
    expect(integerToDecimal(stored, scale)).toBe(value);
  });

  it('every decimal text validation accepts is stored and read back exactly', () => {
    const digitsText = fc
      .tuple(
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 10n ** BigInt(MAX_DIGITS - 4) - 1n }),
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 4 }),
      )
      .map(([negative, whole, fraction, places]) => {
        const decimals = String(fraction).padStart(4, '0').slice(0, places);
        return `${negative ? '-' : ''}${whole}${places ? `.${decimals}` : ''}`;
      });
    fc.assert(
      fc.property(digitsText, (text) => {
        const { values, errors } = validateRecord(rates, { rate: text });
        expect(errors).toEqual({});
        const stored = scaleToInteger(values.rate as number, 4);
        // The stored integer is the text's digits, and the JSON number reads as the same text.
        const [whole, fraction = ''] = text.replace('-', '').split('.');
        expect(Math.abs(stored)).toBe(Number(`${whole}${fraction.padEnd(4, '0')}`));
        const back = integerToDecimal(stored, 4);
        expect(JSON.parse(JSON.stringify(back)) === Number(text)).toBe(true);
        expect(back === Number(text)).toBe(true); // -0 and 0 alike
      }),
      { numRuns: 2000 },
    );
  });

  it('more than 15 significant digits is a 422 in Spanish, never a silent rounding', () => {
    for (const value of ['12345678901.123456', '123456789012.1234', 123456789012, '1e20']) {
      const { errors } = validateRecord(rates, { rate: value });
      expect(errors.rate, String(value)).toBeDefined();
    }
    expect(validateRecord(rates, { rate: '123456789012' }).errors.rate).toEqual([
      'El campo Tipo de cambio admite como máximo 11 dígitos enteros.',
    ]);
  });
});
