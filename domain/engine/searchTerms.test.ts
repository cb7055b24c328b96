import { describe, expect, it } from 'vitest';
import { email, phone, text } from './fields';
import { defineEntity } from './entity';
import {
  foldSearch,
  MAX_SEARCH_WORDS,
  matchesSearchText,
  recordMatches,
  searchGroups,
  searchTerms,
  storedSpellings,
} from './searchTerms';
import { nationalPhoneDigits } from '../validators/argentinePhone';

const phoneField = phone({ label: 'Teléfono' });

describe('the spellings a search meets in', () => {
  it('reads an Argentine phone as its ten national digits, however written', () => {
    for (const written of [
      '(0351) 15 555-1234',
      '0351 155551234',
      '+54 9 351 555-1234',
      '5493515551234',
      '351 555 1234',
    ])
      expect(nationalPhoneDigits(written), written).toContain('3515551234');
    expect(nationalPhoneDigits('+54 11 4555-1234')).toEqual(['1145551234']);
    // Too short to be a whole number: no reading.
    expect(nationalPhoneDigits('555-1234')).toEqual([]);
    // Without a 15 where a mobile has it, 12 digits are no number.
    expect(nationalPhoneDigits('0351 99 555 1234')).toEqual([]);
    // "15 15…" after a 2-digit area code: either 15 dropped reads the same.
    expect(nationalPhoneDigits('011 15 1512 3456')).toEqual(['1115123456']);
  });

  it('stores a value with its other spellings, never the same one twice', () => {
    expect(storedSpellings('(0351) 15 555-1234', phoneField)).toEqual([
      '0351155551234',
      '3515551234',
    ]);
    expect(storedSpellings('20-12345678-6', text({ label: 'CUIT' }))).toEqual(['20123456786']);
    expect(storedSpellings('Fletes Rápidos S.R.L.', text({ label: 'Razón social' }))).toEqual([
      'Fletes Rápidos SRL',
    ]);
    expect(storedSpellings('Pérez', text({ label: 'Apellido' }))).toEqual([]);
    // A phone-like text that is not a phone keeps only its digits.
    expect(storedSpellings('4555-1234', text({ label: 'Interno' }))).toEqual(['45551234']);
    expect(storedSpellings('ana.b@x.com', email({ label: 'Correo' }))).toEqual([]);
    expect(storedSpellings('Av. Colón 1200', text({ label: 'Calle' }))).toEqual([]);
    expect(storedSpellings('J. M. Pérez S.A.', text({ label: 'Razón social' }))).toEqual([
      'J M Pérez SA',
    ]);
  });

  it('looks a query up with its other spellings, the typed one first', () => {
    expect(searchTerms('+54 9 351 555-1234')).toEqual([
      '+54 9 351 555-1234',
      '5493515551234',
      // A number in groups (a policy's), which stored phones never hold: it finds no phone.
      '54-9-351-555-1234',
      '3515551234',
    ]);
    expect(searchTerms('s.r.l.')).toEqual(['s.r.l.', 'srl']);
    // Not "s.a." as "sa", which half the names hold, nor an e-mail without its dots.
    expect(searchTerms('s.a.')).toEqual(['s.a.']);
    expect(searchTerms('j.p.perez@x.com')).toEqual(['j.p.perez@x.com']);
    // Punctuation alone looks for itself only.
    expect(searchTerms('-')).toEqual(['-']);
    expect(searchTerms('()')).toEqual(['()']);
    expect(searchTerms('.')).toEqual(['.']);
    expect(searchTerms('srl')).toEqual(['srl']);
    expect(searchTerms('20-1234')).toEqual(['20-1234', '201234']);
    expect(searchTerms(foldSearch('GÓMEZ'))).toEqual(['gomez']);
  });
});

describe('a query of several words', () => {
  const people = defineEntity({
    name: 'test/people',
    table: 'test_people',
    label: { one: 'Persona', many: 'Personas' },
    fields: { name: text({ label: 'Nombre' }), cuit: text({ label: 'CUIT' }) },
    list: ['name'],
    search: ['name', 'cuit'],
    sort: { field: 'name', order: 'ASC' },
    recordLabel: 'name',
  });
  const matches = (q: string) =>
    matchesSearchText(people, { name: 'Acosta, Graciela', cuit: '27-23456789-4' }, q);

  it('needs every word, in any order, accents and case aside', () => {
    expect(searchGroups('graciela acosta')).toEqual([['graciela'], ['acosta']]);
    for (const q of [
      'Graciela Acosta',
      'ACOSTA graciela',
      'Acosta, Graciela',
      'acosta 27234567894',
    ])
      expect(matches(q), q).toBe(true);
    expect(matches('Graciela Ferreyra')).toBe(false);
    expect(matches('Lucía')).toBe(false);
  });

  it('keeps a number or a plate typed with spaces as one, and a word its other spellings', () => {
    expect(searchGroups('351 555 1234')).toEqual([searchTerms('351 555 1234')]);
    expect(searchGroups('fletes s.r.l.')).toEqual([['fletes'], ['s.r.l.', 'srl']]);
    // A plate is one plate, also without its spaces (issue 28 item 19).
    expect(searchGroups('af 512 kd')).toEqual([['af 512 kd', 'af512kd']]);
    expect(searchGroups('ford ka')).toEqual([['ford'], ['ka']]);
    expect(searchGroups('  ')).toEqual([]);
    expect(searchGroups('a b c d e f g h').length).toBe(MAX_SEARCH_WORDS);
  });
});

describe('a policy number (issue 31)', () => {
  const policy = defineEntity({
    name: 'policy_spellings',
    table: 'policy_spellings',
    label: { one: 'Póliza', many: 'Pólizas' },
    fields: { number: text({ label: 'Número de póliza' }) },
    search: ['number'],
    recordLabel: 'number',
  });
  const finds = (typed: string) =>
    recordMatches(policy, { number: '003-01-0089908' }, searchGroups(foldSearch(typed)));

  it('is found whatever zeros and separators the insurer or the user spelled it with', () => {
    for (const typed of [
      '003-01-0089908',
      '3-1-89908',
      '003 1 089908',
      '03-01-89908',
      '003010089908',
      '0089908',
      '89908',
    ])
      expect(finds(typed), typed).toBe(true);
    for (const typed of ['3-2-89908', '004-01-0089908', '89909'])
      expect(finds(typed), typed).toBe(false);
  });
});
