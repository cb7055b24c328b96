import { describe, expect, it } from 'vitest';
import { passwordMessages, validatePasswordPair } from './passwords';

describe('validatePasswordPair', () => {
  it.each([
    ['', '', { password: [passwordMessages.required] }],
    ['Clave1234', undefined, { password: [passwordMessages.required] }],
    ['corta1', 'corta1', { password: [passwordMessages.weak] }],
    ['sololetras', 'sololetras', { password: [passwordMessages.weak] }],
    ['12345678', '12345678', { password: [passwordMessages.weak] }],
    ['Clave1234', 'Clave12345', { password_confirmation: [passwordMessages.mismatch] }],
    ['Clave1234', 'Clave1234', {}],
    ['ñandú2026', 'ñandú2026', {}],
    // bcrypt would silently cut anything past 72 bytes: refused, never truncated.
    ['a1'.repeat(36), 'a1'.repeat(36), {}],
    ['a1'.repeat(36) + 'x', 'a1'.repeat(36) + 'x', { password: [passwordMessages.tooLong] }],
    // 36 ñ are 36 characters but 72 bytes; one more letter makes 73.
    ['ñ'.repeat(35) + '1x', 'ñ'.repeat(35) + '1x', {}],
    ['ñ'.repeat(36) + '1', 'ñ'.repeat(36) + '1', { password: [passwordMessages.tooLong] }],
  ])('%j / %j', (password, confirmation, expected) => {
    expect(validatePasswordPair(password, confirmation)).toEqual(expected);
  });
});
