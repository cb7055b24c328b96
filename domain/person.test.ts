/** The person of spec 3 as any declaration spreads it: its rules and the proposed CUIL. */
import { describe, expect, it } from 'vitest';
import { defineEntity } from './engine/entity';
import { argentineToday } from './engine/format';
import { personFields, personMessages, personProposals, personRules, proposedCuil } from './person';
import { proposedChanges } from './engine/rules';
import { validateRecord } from './engine/validate';

const holder = defineEntity({
  name: 'test/person',
  table: 'test_people',
  label: { one: 'Persona', many: 'Personas' },
  fields: personFields,
  recordLabel: 'last_name',
  rules: personRules,
  proposals: personProposals,
});

// Ids of spec 3: person types 13/14, genders 29/30/31, document types DNI 1, CUIT 4.
const juana = {
  person_type: 13,
  first_name: 'Juana',
  last_name: 'Ibarguren',
  document_type: 1,
  document_number: '28512405',
  gender: 30,
  cuit: '27-28512405-6',
  birthdate: '1981-04-02',
};
const acme = { person_type: 14, business_name: 'Acme Agro S.A.', cuit: '30-71234567-1' };

const errorsOf = (input: Record<string, unknown>) => validateRecord(holder, input).errors;
const shifted = (years: number, days = 0) => {
  const today = new Date(`${argentineToday()}T12:00:00Z`);
  today.setUTCFullYear(today.getUTCFullYear() + years);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
};

describe('person rules', () => {
  it('accept a consistent persona humana and persona jurídica', () => {
    expect(errorsOf(juana)).toEqual({});
    expect(errorsOf(acme)).toEqual({});
  });

  it('ask a persona humana for name and surname, and a jurídica for its razón social', () => {
    expect(errorsOf({ person_type: 13 })).toEqual({
      first_name: [personMessages.firstName],
      last_name: [personMessages.lastName],
    });
    expect(errorsOf({ person_type: 14 })).toEqual({ business_name: [personMessages.businessName] });
  });

  it('refuse a CUIL that does not match the DNI or the gender, on the CUIL', () => {
    expect(errorsOf({ ...juana, document_number: '28512407' })).toEqual({
      cuit: [personMessages.cuilDocument],
    });
    expect(errorsOf({ ...juana, gender: 29 })).toEqual({ cuit: [personMessages.cuilGender] });
    // 23 serves either gender (AFIP's fallback when 20 or 27 gives no check digit).
    expect(
      errorsOf({ ...juana, document_number: '28512406', cuit: '23-28512406-9' }).cuit,
    ).toBeUndefined();
  });

  it('refuse a company prefix for a person and a person prefix for a company', () => {
    expect(errorsOf({ ...juana, cuit: '30-71234567-1' })).toEqual({
      cuit: [personMessages.physicalPrefix],
    });
    expect(errorsOf({ ...acme, cuit: '27-28512405-6' })).toEqual({
      cuit: [personMessages.legalPrefix],
    });
  });

  it('say "El CUIT ingresado no es válido" for a wrong check digit, and check a DNI’s digits', () => {
    expect(errorsOf({ ...juana, cuit: '27-28512405-7' }).cuit).toEqual([
      'El CUIT ingresado no es válido',
    ]);
    expect(errorsOf({ ...juana, document_number: '28.51.2405' })).toEqual({
      document_number: [personMessages.nationalDocument],
    });
    expect(errorsOf({ ...acme, document_type: 4, document_number: '30-71234567-2' })).toEqual({
      document_number: [personMessages.taxDocument],
    });
  });

  it('read a DNI written with dots or spaces between its groups as its digits', () => {
    for (const typed of ['28.512.405', '28 512 405']) {
      const result = validateRecord(holder, { ...juana, document_number: typed });
      expect(result.errors).toEqual({});
      expect(result.values.document_number).toBe('28512405');
    }
    // A passport keeps its own spelling.
    const passport = validateRecord(holder, {
      ...juana,
      document_type: 2,
      document_number: 'AB.123',
    });
    expect(passport.values.document_number).toBe('AB.123');
  });

  it('take a birthdate from today back to 120 years, not after nor before', () => {
    expect(errorsOf({ ...juana, birthdate: argentineToday() })).toEqual({});
    expect(errorsOf({ ...juana, birthdate: shifted(-120) })).toEqual({});
    expect(errorsOf({ ...juana, birthdate: shifted(0, 1) })).toEqual({
      birthdate: [personMessages.birthdateFuture],
    });
    expect(errorsOf({ ...juana, birthdate: shifted(-120, -1) })).toEqual({
      birthdate: [personMessages.birthdateTooOld],
    });
    // A company's founding date may be older (Bunge y Born, 1884).
    expect(errorsOf({ ...acme, birthdate: '1884-01-01' })).toEqual({});
  });

  it('ask a politically exposed person for the date of the declaration', () => {
    expect(errorsOf({ ...juana, politically_exposed: true })).toEqual({
      pep_declared_on: [personMessages.pepDate],
    });
    expect(
      errorsOf({ ...juana, politically_exposed: true, pep_declared_on: '2026-03-01' }),
    ).toEqual({});
    expect(errorsOf({ ...juana, pep_declared_on: shifted(0, 1) })).toEqual({
      pep_declared_on: [personMessages.pepDateFuture],
    });
  });

  it('ask for the Ingresos Brutos number of a registered taxpayer only', () => {
    expect(errorsOf({ ...acme, gross_income_situation: 2 })).toEqual({
      gross_income_number: [personMessages.grossIncomeNumber],
    });
    expect(errorsOf({ ...acme, gross_income_situation: 5 })).toEqual({});
    expect(
      errorsOf({ ...acme, gross_income_situation: 2, gross_income_number: '901-123456-7' }),
    ).toEqual({});
  });
});

describe('the proposed CUIL', () => {
  it('is built from a DNI and gender with the 20/27 prefixes, and 23 when the digit demands it', () => {
    expect(proposedCuil(juana)).toBe('27-28512405-6');
    expect(proposedCuil({ ...juana, gender: 29 })).toBe('20-28512405-1');
    expect(proposedCuil({ ...juana, document_number: '12345678', gender: 29 })).toBe(
      '20-12345678-6',
    );
    expect(proposedCuil({ ...juana, document_number: '28512403' })).toBe('23-28512403-4');
  });

  it('is not proposed without a whole DNI, a gender, or for a company', () => {
    expect(proposedCuil({ ...juana, document_number: '285124' })).toBeNull();
    expect(proposedCuil({ ...juana, gender: null })).toBeNull();
    expect(proposedCuil({ ...juana, document_type: 2 })).toBeNull();
    expect(
      proposedCuil({ ...acme, document_type: 1, document_number: '28512403', gender: 30 }),
    ).toBeNull();
  });

  it('fills an empty CUIL and follows the DNI while untouched, never over the user’s own', () => {
    const typing = { ...juana, cuit: null, document_number: '285124' };
    const done = { ...typing, document_number: '28512405' };
    expect(proposedChanges(holder, typing, done)).toEqual({ cuit: '27-28512405-6' });
    const regendered = { ...done, cuit: '27-28512405-6', gender: 29 };
    expect(proposedChanges(holder, { ...done, cuit: '27-28512405-6' }, regendered)).toEqual({
      cuit: '20-28512405-1',
    });
    const own = { ...done, cuit: '27-28512405-6', document_number: '28512406' };
    expect(proposedChanges(holder, own, { ...own, gender: 29 })).toEqual({});
    // A change elsewhere proposes nothing.
    expect(proposedChanges(holder, done, { ...done, first_name: 'Juana María' })).toEqual({});
  });
});
