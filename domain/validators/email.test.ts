import { describe, it, expect } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'juan.perez@example.com',
    'JUAN.PEREZ@EXAMPLE.COM.AR',
    'maria+seguros@broker.com.ar',
    "o'brien@mail.example.org",
    'user_1@mail-server.com',
    'a@b.co',
    '1234@123.ar',
    'x@sub.domain.example.com',
    // 64-character local part and a long but legal domain.
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.com`,
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['juan', 'no @'],
    ['juan@', 'no domain'],
    ['@example.com', 'no local part'],
    ['juan@example', 'domain without a dot'],
    ['juan perez@example.com', 'space in the local part'],
    ['juan@exam ple.com', 'space in the domain'],
    [' juan@example.com', 'leading blank'],
    ['juan@example.com ', 'trailing blank'],
    ['juan@@example.com', 'two @'],
    ['juan@perez@example.com', 'two @ apart'],
    ['juan..perez@example.com', 'consecutive dots in the local part'],
    ['.juan@example.com', 'leading dot in the local part'],
    ['juan.@example.com', 'trailing dot in the local part'],
    ['juan@example..com', 'consecutive dots in the domain'],
    ['juan@.example.com', 'leading dot in the domain'],
    ['juan@example.com.', 'trailing dot in the domain'],
    ['juan@-example.com', 'label starting with a hyphen'],
    ['juan@example-.com', 'label ending with a hyphen'],
    ['juan@exam_ple.com', 'underscore in the domain'],
    ['josé@example.com', 'accented letter'],
    ['juan@example.com,ana@example.com', 'two addresses'],
    [`a@${'b'.repeat(64)}.com`, 'domain label longer than 63'],
    [`${'a'.repeat(245)}@example.com`, 'longer than 254 characters'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
