/**
 * The insurer, vehicle and payment catalogues beyond the generated CRUD: the BIN look-up of
 * spec 7, who may create and change organizations, the spec's rows that cannot be deleted, and
 * producers (scoped) seen only inside their organization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binLookupMessages } from '../../domain/binLookup';
import { catalogueRuleMessages } from '../../domain/catalogueRules';
import { startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Answer = Record<string, unknown> & { errors?: Record<string, string[]>; message?: string };
const VALIDATE = '/api/v1/general/bincode/validate';

describeApp('insurer, vehicle and payment catalogues on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const get = async (url: string, headers?: Headers) => {
    const response = await t.app.inject({ url, headers });
    return { status: response.statusCode, body: response.json() as Answer };
  };
  const write = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => {
    const response = await t.app.inject({ method, url: `/api/v1/${url}`, headers, payload });
    return { status: response.statusCode, body: response.json() as Answer };
  };

  describe('general/bincode/validate', () => {
    it('needs a session and answers any logged-in user with brand, bank, type and country', async () => {
      expect((await get(`${VALIDATE}?bincode=450799`)).status).toBe(401);
      const nobody = await t.login('sin-permisos@demo.test');
      const { status, body } = await get(`${VALIDATE}?bincode=450799`, nobody);
      expect(status).toBe(200);
      expect(body).toEqual({
        valid: true,
        bin: '450799',
        brand: 'Visa',
        bank: 'Banco Santander Argentina',
        type: 'Crédito',
        type_id: 1,
        country: 'Argentina',
      });
    });

    it('reads a whole card number and prefers the longest BIN that matches', async () => {
      const bin8 = await write('POST', 'admin/bincode', admin, {
        bin: '45079912',
        payment_company_id: 1,
        bank: 'Banco Santander Argentina',
        card_type: 3,
        country_id: 1,
        active: true,
      });
      expect(bin8.status).toBe(201);
      expect((await get(`${VALIDATE}?bincode=4507991234567890`, admin)).body).toMatchObject({
        valid: true,
        bin: '45079912',
        type: 'Prepaga',
      });
      expect((await get(`${VALIDATE}?bincode=4507990000000000`, admin)).body).toMatchObject({
        bin: '450799',
        type: 'Crédito',
      });
    });

    it('answers valid: false to an unknown or inactive BIN', async () => {
      expect((await get(`${VALIDATE}?bincode=999999`, admin)).body).toEqual({
        valid: false,
        message: binLookupMessages.unknown,
      });
      const created = await write('POST', 'admin/bincode', admin, {
        bin: '123456',
        payment_company_id: 2,
        bank: 'Banco Macro',
        card_type: 1,
        country_id: 1,
        active: false,
      });
      expect(created.status).toBe(201);
      expect((await get(`${VALIDATE}?bincode=123456`, admin)).body.valid).toBe(false);
    });

    it.each([
      ['bincode=', binLookupMessages.required],
      ['', binLookupMessages.required],
      ['bincode=4507-99', binLookupMessages.digitsOnly],
      ['bincode=45O799', binLookupMessages.digitsOnly],
      ['bincode=%20450799', binLookupMessages.digitsOnly],
      ['bincode=45079', binLookupMessages.length],
      ['bincode=45079912345678901234', binLookupMessages.length],
    ])('refuses %j with a Spanish 422', async (query, message) => {
      const { status, body } = await get(`${VALIDATE}?${query}`, admin);
      expect(status).toBe(422);
      expect(body.errors).toEqual({ bincode: [message] });
    });

    it('refuses an unknown parameter and a repeated one', async () => {
      const unknown = await get(`${VALIDATE}?bincode=450799&extra=1`, admin);
      expect(unknown.status).toBe(422);
      expect(Object.keys(unknown.body.errors ?? {})).toContain('extra');
      expect((await get(`${VALIDATE}?bincode=450799&bincode=454659`, admin)).status).toBe(422);
    });
  });

  describe('organizations', () => {
    const newOrganization = (n: number) => ({
      name: `Organización de prueba ${n}`,
      business_name: `Prueba ${n} S.A.`,
      cuit: ['30-71234561-2', '30-71234562-0', '30-71234564-7'][n],
      primary_colour: '#00897b',
    });

    it('lets only a product administrator create one, stored with its colour in capitals', async () => {
      const created = await write('POST', 'admin/organization', admin, newOrganization(0));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.primary_colour).toBe('#00897B');
      const foreignAdmin = await t.userWith(['administrator'], [2]);
      const refused = await write('POST', 'admin/organization', foreignAdmin, newOrganization(1));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(catalogueRuleMessages.organizationCreate);
    });

    it('lets an organization administrator change their own organization only', async () => {
      const theirs = await t.userWith(['admin: full_access'], [2]);
      const own = (await get('/api/v1/admin/organization/2', theirs)).body;
      const changed = await write('PUT', 'admin/organization/2', theirs, {
        ...own,
        address: 'Av. Corrientes 1300, piso 4',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const other = (await get('/api/v1/admin/organization/3', theirs)).body;
      const refused = await write('PUT', 'admin/organization/3', theirs, {
        ...other,
        address: 'X 1',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(catalogueRuleMessages.organizationForeign);
    });

    it('never deletes one of the seven of the spec, and refuses a bad colour', async () => {
      const refused = await write('DELETE', 'admin/organization/7', admin);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(catalogueRuleMessages.organizationSpecDelete);
      expect((await get('/api/v1/admin/organization/7', admin)).status).toBe(200);
      const bad = await write('POST', 'admin/organization', admin, {
        ...newOrganization(2),
        primary_colour: 'rojo',
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors ?? {})).toEqual(['primary_colour']);
    });
  });

  describe('payment types', () => {
    it('keeps the twelve of spec 3: no delete, no code change; other fields change', async () => {
      const refused = await write('DELETE', 'admin/payment/payment_type/6', admin);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(catalogueRuleMessages.paymentTypeSpecDelete);
      const current = (await get('/api/v1/admin/payment/payment_type/6', admin)).body;
      expect(current).toMatchObject({ name: 'Pago Fácil', code: 'pago_facil' });
      const recoded = await write('PUT', 'admin/payment/payment_type/6', admin, {
        ...current,
        code: 'pagofacil',
      });
      expect(recoded.status).toBe(422);
      expect(recoded.body.errors).toEqual({ code: [catalogueRuleMessages.paymentTypeSpecCode] });
      const renamed = await write('PUT', 'admin/payment/payment_type/6', admin, {
        ...current,
        notes: 'Cobro en efectivo en locales adheridos.',
      });
      expect(renamed.status).toBe(200);
    });
  });

  describe('producers and quote campaigns', () => {
    it('shows producers only inside their organization', async () => {
      const outsider = await t.userWith(['admin: full_access'], [2]);
      const mine = await get('/api/v1/admin/producer', admin);
      expect((mine.body as unknown as unknown[]).length).toBe(5);
      const theirs = await get('/api/v1/admin/producer', outsider);
      expect(theirs.body).toEqual([]);
      expect((await get('/api/v1/admin/producer/1', outsider)).status).toBe(404);
    });

    it('refuses a quote campaign that ends before it starts', async () => {
      const bad = await write('POST', 'admin/quote_campaign', admin, {
        name: 'Campaña al revés',
        company_id: 3,
        branch_id: 1,
        discount: 10,
        date_from: '2027-03-01',
        date_to: '2027-02-01',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        date_to: ['La fecha Hasta no puede ser anterior a la fecha Desde.'],
      });
    });
  });
});
