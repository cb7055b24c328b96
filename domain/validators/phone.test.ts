import { describe, it, expect } from 'vitest';
import { dialLink, isValidPhone } from './phone';

describe('isValidPhone', () => {
  it.each([
    '1144445555',
    '11 4444-5555',
    '(011) 4444-5555',
    '011.4444.5555',
    '+54 11 4444-5555',
    '+54 9 11 4444-5555',
    '+5491144445555',
    '4444-5555',
    '123456', // six digits: the shortest accepted
    '123456789012345', // fifteen digits: the longest accepted (E.164)
    '  +54 (351) 422-1234  ',
  ])('accepts %j', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['12345', 'five digits'],
    ['1234567890123456', 'sixteen digits'],
    ['abc', 'letters'],
    ['11-4444-555a', 'a letter among digits'],
    ['11 4444 5555 int 2', 'an extension in words'],
    ['54+11 4444 5555', 'plus sign in the middle'],
    ['++54 11 4444 5555', 'two plus signs'],
    ['11/4444/5555', 'slashes'],
    ['11_4444_5555', 'underscores'],
    ['------', 'separators only'],
    ['+', 'plus sign only'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('dialLink', () => {
  it('dials the digits as typed, keeping the international +', () => {
    expect(dialLink('(011) 4444-5555')).toBe('tel:01144445555');
    expect(dialLink(' +54 9 351 422-1234')).toBe('tel:+5493514221234');
  });
});
