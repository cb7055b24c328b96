import { describe, expect, it } from 'vitest';
import { MASKED_LINK, maskSecretText, REDACTED } from './secrets';

describe('maskSecretText', () => {
  it('hides links, reset paths, bcrypt hashes and token-like strings, and keeps the rest', () => {
    const token = 'Zx8_qW-3vB7nM2kL9pR4tY6uI1oP5aS0dF';
    const text = [
      `Abra https://broker.test/password/reset/${token}?email=a%40b.c hoy.`,
      `Ruta /password/reset/${token}`,
      'Hash $2b$10$abcdefghijklmnopqrstuuVwXyZ0123456789abcdefghijklmnopq',
      `Token ${token}`,
      'Hola Eugenia: nada secreto aquí, 60 minutos.',
    ].join('\n');
    const masked = maskSecretText(text);
    expect(masked).not.toContain(token);
    expect(masked).not.toContain('$2b$');
    expect(masked).not.toContain('https://');
    expect(masked).toContain(MASKED_LINK);
    expect(masked).toContain(REDACTED);
    expect(masked).toContain('Hola Eugenia: nada secreto aquí, 60 minutos.');
  });

  it('leaves a text without secrets as it is', () => {
    expect(maskSecretText('Póliza 1234-5678 vence el 01/02/2027')).toBe(
      'Póliza 1234-5678 vence el 01/02/2027',
    );
  });
});
