import { describe, expect, it } from 'vitest';
import { isValidUrl } from './url';
import { company } from '../entities/company';
import { validateRecord } from '../engine/validate';

describe('isValidUrl', () => {
  it.each([
    'https://www.allianz.com.ar',
    'http://sancor.com.ar/',
    'https://example.com:8443/seguros?plan=auto#cotizar',
    'HTTPS://WWW.EJEMPLO.COM.AR',
    'https://ñandú.com.ar',
  ])('accepts %j', (value) => {
    expect(isValidUrl(value)).toBe(true);
  });

  it.each([
    '',
    'cualquier cosa',
    'www.allianz.com.ar',
    'ftp://archivos.com.ar',
    'javascript:alert(1)',
    'https://localhost',
    'https://intranet',
    'https://10.0.0.1',
    'https://-mal.com.ar',
    'https://bien.com.ar/con espacio',
    'https://usuario:clave@banco.com.ar',
    'https://',
    'http://.com',
    `https://${'a'.repeat(2050)}.com`,
  ])('refuses %j', (value) => {
    expect(isValidUrl(value)).toBe(false);
  });
});

describe('the company website (a url field)', () => {
  const valid = { name: 'Aseguradora Sur', cuit: '30-50000412-2' };

  it('refuses any text with the Spanish message, on both sides (validateRecord)', () => {
    expect(validateRecord(company, { ...valid, website: 'cualquier cosa' }).errors).toEqual({
      website: ['El campo Sitio web debe ser una URL válida.'],
    });
  });

  it('accepts a public address and an empty one', () => {
    expect(validateRecord(company, { ...valid, website: 'https://www.sur.com.ar' }).errors).toEqual(
      {},
    );
    expect(validateRecord(company, { ...valid, website: '' }).errors).toEqual({});
  });
});
