/**
 * What the user sends is what is stored, or a 422 per field (issue 9 items 15, 16 and 18):
 * exact decimals up to 15 significant digits, no lone surrogates or control characters, no
 * number taken as text, no date with trailing spaces.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, rowCount, startTestApp, type TestApp, describeDialects } from '../test/harness';

const quotations = '/api/v1/admin/currencies/currency_quotation';
const countries = '/api/v1/admin/locations/country';

describeDialects('exact input on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let day = 1;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const quote = (rate: unknown) =>
    t.app.inject({
      method: 'POST',
      url: quotations,
      headers: { ...admin, 'content-type': 'application/json' },
      // Raw JSON, so a number keeps every digit it was typed with.
      payload: `{"currency_id":2,"date":"2040-01-${String(day++).padStart(2, '0')}","rate":${rate}}`,
    });
  const count = (table: string) => rowCount(t, table);

  it.each([
    ['12345678901.1234', 12345678901.1234],
    ['"12345678901.1234"', 12345678901.1234],
    ['"99999999999,9999"', 99999999999.9999],
    ['0.0001', 0.0001],
    ['1465.5', 1465.5],
  ])('rate %s is stored and read back digit for digit', async (sent, expected) => {
    const created = await quote(sent);
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).rate).toBe(expected);
    const read = await t.app.inject({ url: `${quotations}/${json(created).id}`, headers: admin });
    expect(read.body).toContain(`"rate":${expected}`);
  });

  it.each([
    ['12345678901.123456', 'El campo Tipo de cambio admite como máximo 4 decimales.'],
    ['123456789012.1234', 'El campo Tipo de cambio admite como máximo 11 dígitos enteros.'],
    ['"123456789012"', 'El campo Tipo de cambio admite como máximo 11 dígitos enteros.'],
    ['1e20', 'El campo Tipo de cambio admite como máximo 11 dígitos enteros.'],
  ])('rate %s is a 422, never silently altered', async (sent, message) => {
    const before = await count('currency_quotations');
    const response = await quote(sent);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ rate: [message] });
    expect(await count('currency_quotations')).toBe(before);
  });

  it.each([
    ['a lone surrogate', '"Tierra \\ud800"', 'El campo Nombre contiene caracteres no válidos.'],
    ['a NUL', '"Tierra \\u0000"', 'El campo Nombre contiene caracteres no válidos.'],
    ['a number', '123', 'El campo Nombre debe ser un texto.'],
    ['a huge number', '1e400', 'El campo Nombre debe ser un texto.'],
    ['a list', '["Tierra"]', 'El campo Nombre debe ser un texto.'],
  ])('a text field given %s is a 422 for that field; nothing stored', async (_, value, message) => {
    const before = await count('countries');
    const response = await t.app.inject({
      method: 'POST',
      url: countries,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: `{"name":${value},"iso_code":"QQ"}`,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response).errors).toEqual({ name: [message] });
    expect(await count('countries')).toBe(before);
  });

  it('a date with trailing spaces is a 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: quotations,
      headers: admin,
      payload: { currency_id: 2, date: '2041-01-01  ', rate: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ date: ['El campo Fecha no es una fecha válida.'] });
  });
});
