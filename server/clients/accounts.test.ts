/**
 * Accounts through the API: a person of spec 3 with its rules answered as Spanish 422s on the
 * field to fix (issue 12, section 6), the display name the product computes, the demo data.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { personMessages } from '../../domain/person';
import { json, rowCount, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;

const PHYSICAL = 13;
const MALE = 29;
const DNI = 1;
const juan = {
  person_type: PHYSICAL,
  first_name: 'Juan Carlos',
  last_name: 'Pérez',
  document_type: DNI,
  document_number: '25123456',
  gender: MALE,
  cuit: '20-25123456-7',
  birthdate: '1976-05-14',
};

describeApp('accounts on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/account', headers: admin, payload });

  it('saves a person named "Apellido, Nombre" with the CUIL as sent', async () => {
    const response = await create(juan);
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({
      display_name: 'Pérez, Juan Carlos',
      cuit: '20-25123456-7',
      executive_id: null,
    });
  });

  it.each([
    ['an invalid CUIT', { cuit: '20-25123456-0' }, 'cuit', personMessages.taxDocument],
    ['a CUIL of another DNI', { cuit: '20-25123457-5' }, 'cuit', personMessages.cuilDocument],
    ['a woman’s prefix for a man', { cuit: '27-25123456-1' }, 'cuit', personMessages.cuilGender],
    [
      'a birthdate in the future',
      { birthdate: '2999-01-01' },
      'birthdate',
      personMessages.birthdateFuture,
    ],
    [
      'a birthdate 121 years ago',
      { birthdate: '1890-01-01' },
      'birthdate',
      personMessages.birthdateTooOld,
    ],
    [
      'a PEP without the sworn statement date',
      { politically_exposed: true },
      'pep_declared_on',
      personMessages.pepDate,
    ],
    [
      'a DNI with dots out of place',
      { document_number: '2.51.23456', cuit: null },
      'document_number',
      personMessages.nationalDocument,
    ],
  ])(
    'refuses %s with the message on the field to fix, storing nothing',
    async (_case, change, field, message) => {
      const before = await rowCount(t, 'accounts');
      const response = await create({ ...juan, ...change });
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({ [field]: [message] });
      expect(await rowCount(t, 'accounts')).toBe(before);
    },
  );

  it('reads a DNI written with dots as its digits', async () => {
    const response = await create({ ...juan, document_number: '30.111.222', cuit: null });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response).document_number).toBe('30111222');
  });

  it('refuses a display name sent by the caller: the product computes it', async () => {
    const response = await create({ ...juan, display_name: 'Otro nombre' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors as object)).toEqual(['display_name']);
  });

  it('asks a company for its razón social and a CUIT of a company', async () => {
    const response = await create({ person_type: 14, cuit: '20-25123456-7' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      business_name: [personMessages.businessName],
      cuit: [personMessages.legalPrefix],
    });
  });
});
