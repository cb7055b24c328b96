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
  ])('%j / %j', (password, confirmation, expected) => {
    expect(validatePasswordPair(password, confirmation)).toEqual(expected);
  });
});
