import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardExpiryProblem,
  cardNumberProblem,
  cbuProblem,
  passesLuhn,
  paymentNumberMessages as m,
} from './paymentNumbers';

describe('card numbers', () => {
  it.each([
    // The card networks' published test numbers.
    '4111 1111 1111 1111',
    '4507-9900-0000-4905',
    '5500005555555559',
    '378282246310005',
    '6011111111111117',
  ])('%s passes', (number) => expect(cardNumberProblem(number)).toBeNull());

  it.each([
    ['4111 1111 1111 1112', m.cardCheck],
    ['4111111111111', m.cardCheck],
    ['41111111111', m.cardDigits],
    ['41111111111111111111', m.cardDigits],
    ['4111 1111 1111 111a', m.cardDigits],
    ['', m.cardDigits],
    [4111111111111111, m.cardDigits],
  ])('%s is refused', (number, message) => expect(cardNumberProblem(number)).toBe(message));

  it('any single mistyped digit fails the check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, by) => {
        const digits = '4111111111111111'.split('');
        digits[at] = String((Number(digits[at]) + by) % 10);
        return !passesLuhn(digits.join(''));
      }),
    );
  });

  it('is shown by its last four digits only', () => {});
});

describe('card expiry', () => {
  const today = '2026-11-29';
  it.each([
    ['11/26', null],
    ['12/26', null],
    ['01/2031', null],
    [' 08 / 29 ', null],
    ['10/26', m.expired],
    ['12/2025', m.expired],
    ['13/27', m.expiryFormat],
    ['00/27', m.expiryFormat],
    ['1/27', null],
    ['12/46', null],
    ['12/99', m.expiryFar],
    ['01/2047', m.expiryFar],
    ['123/27', m.expiryFormat],
    ['11-27', m.expiryFormat],
    [undefined, m.expiryFormat],
  ])('%s on %s', (value, problem) => expect(cardExpiryProblem(value, today)).toBe(problem));
});

describe('CBU', () => {
  it.each([
    // Banco Macro's example in its own forms. Then a Banco Nación (011) branch 0599 account
    // 2000000123456, by hand: 0·7+1·1+1·3+0·9+5·7+9·1+9·3 = 75 → 5; 2·3+1·1+2·3+3·9+4·7+5·1+6·3
    // = 91 → 9.
    '2850590940090418135201',
    '0110599520000001234569',
    '0110-5995 2000 0001 2345 69',
  ])('%s passes', (cbu) => expect(cbuProblem(cbu)).toBeNull());

  it.each([
    ['2850590840090418135201', m.cbuBank],
    ['2850590940090418135202', m.cbuAccount],
    ['285059094009041813520', m.cbuDigits],
    ['28505909400904181352011', m.cbuDigits],
    ['285059094009041813520A', m.cbuDigits],
  ])('%s is refused', (cbu, problem) => expect(cbuProblem(cbu)).toBe(problem));
});
