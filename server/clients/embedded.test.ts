/**
 * Embedded lists through the API (issue 12, section 1): a client's phones and addresses saved
 * with the client in one transaction, under the client's optimistic lock; each bad item a 422
 * on its own input; the address cascade (country → province → locality → zip code) enforced.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { embeddedMessages } from '../../domain/engine/embedded';
import { ARGENTINE_PHONE_MESSAGES } from '../../domain/validators/argentinePhone';
import { rowCount, startTestApp, type TestApp, answer as json, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const ARGENTINA = 1;
const CABA = 1;
const BUENOS_AIRES = 2;
const PALERMO = 1;
const LA_PLATA = 5;

const company = {
  person_type: LEGAL,
  business_name: 'Transportes del Plata S.A.',
  cuit: '30-71234567-1',
};
const mobile = { phone_type: 1, area_code: '011', number: '15 5555-1234', whatsapp: true };
const office = { phone_type: 3, area_code: '351', number: '422-1234', extension: '12' };
const legalAddress = {
  address_class: 2,
  street: 'Av. Corrientes',
  street_number: '1234',
  detail: 'piso 3 B',
  country_id: ARGENTINA,
  state_id: CABA,
  locality_id: PALERMO,
};

describeApp('embedded phones and addresses on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const create = (payload: Row) =>
    t.app.inject({ method: 'POST', url: '/api/v1/account', headers: admin, payload });
  const read = async (id: string) =>
    json(await t.app.inject({ method: 'GET', url: `/api/v1/account/${id}`, headers: admin }));
  const update = (id: string, payload: Row) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/account/${id}`, headers: admin, payload });

  it('creates a company with two phones and an address, read back in order', async () => {
    const response = await create({
      ...company,
      phones: [mobile, office],
      addresses: [legalAddress],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = json(response);
    expect(created.phones).toMatchObject([
      { area_code: '011', number: '15 5555-1234', display: '(011) 15 5555-1234', whatsapp: true },
      { display: '(0351) 422-1234 int. 12' },
    ]);
    const stored = await read(created.id);
    expect(stored.phones).toEqual(created.phones);
    expect(stored.addresses).toMatchObject([{ display: 'Av. Corrientes 1234, piso 3 B' }]);
    expect(stored.addresses[0]).not.toHaveProperty('account_id');
  });

  it('refuses a bad item with the message on its own input, saving nothing', async () => {
    const before = await rowCount(t, 'accounts');
    const phonesBefore = await rowCount(t, 'account_phones');
    const response = await create({
      ...company,
      phones: [mobile, { ...office, number: '422-123' }],
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      'phones.1.number': [ARGENTINE_PHONE_MESSAGES.length],
    });
    expect(await rowCount(t, 'accounts')).toBe(before);
    expect(await rowCount(t, 'account_phones')).toBe(phonesBefore);
  });

  it.each([
    [
      'a locality of another province',
      { locality_id: LA_PLATA },
      'locality_id',
      'La localidad elegida no pertenece a la provincia.',
    ],
    [
      'a province of another country',
      { country_id: 2 },
      'state_id',
      'La provincia elegida no pertenece al país.',
    ],
    [
      'a locality that does not exist',
      { locality_id: 99999 },
      'locality_id',
      'El valor seleccionado en Localidad no existe.',
    ],
  ])('refuses %s in an address', async (_case, change, field, message) => {
    const response = await create({ ...company, addresses: [{ ...legalAddress, ...change }] });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ [`addresses.0.${field}`]: [message] });
  });

  it.each([
    ['a list that is not one', { phones: 'x' }, 'phones'],
    ['an item that is not a record', { phones: ['011 4555-1234'] }, 'phones.0'],
    ['the link to the parent', { phones: [{ ...mobile, account_id: 'x' }] }, 'phones.0.account_id'],
    ['too many items', { phones: Array(11).fill(mobile) }, 'phones'],
    ['a missing street', { addresses: [{ ...legalAddress, street: ' ' }] }, 'addresses.0.street'],
  ])('answers %s with a 422 on that path', async (_case, change, path) => {
    const response = await create({ ...company, cuit: null, ...change });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(json(response).errors)).toContain(path);
  });

  it('updates, adds and deletes items by id, in the client’s transaction and audit', async () => {
    const created = json(
      await create({
        ...company,
        cuit: null,
        business_name: 'Ítems S.A.',
        phones: [mobile, office],
      }),
    );
    const [first] = created.phones as Row[];
    const response = await update(created.id, {
      ...created,
      phones: [
        { ...first, number: '15 6666-1234' },
        { phone_type: 2, area_code: '11', number: '4555-1234' },
      ],
      addresses: [{ ...legalAddress, state_id: BUENOS_AIRES, locality_id: LA_PLATA }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = json(response);
    expect(updated.phones).toHaveLength(2);
    expect(updated.phones[0]).toMatchObject({ id: first.id, display: '(011) 15 6666-1234' });
    expect(updated.phones[1].id).not.toBe(created.phones[1].id);
    const audit = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ record_id: created.id }))}&sort=["id","DESC"]`,
        headers: admin,
      }),
    ) as Row[];
    expect(JSON.stringify(audit[0])).toContain('6666-1234');
  });

  it('answers 409 to a stale client, changing none of its items', async () => {
    const created = json(
      await create({ ...company, cuit: null, business_name: 'Lock S.A.', phones: [mobile] }),
    );
    const first = await update(created.id, { ...created, notes: 'primera' });
    expect(first.statusCode).toBe(200);
    const stale = await update(created.id, { ...created, phones: [] });
    expect(stale.statusCode).toBe(409);
    expect((await read(created.id)).phones).toHaveLength(1);
  });

  it('refuses an item id of another client', async () => {
    const a = json(
      await create({ ...company, cuit: null, business_name: 'A S.A.', phones: [mobile] }),
    );
    const b = json(await create({ ...company, cuit: null, business_name: 'B S.A.' }));
    const response = await update(b.id, { ...b, phones: [a.phones[0]] });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ 'phones.0.id': [embeddedMessages.unknownItem] });
    expect((await read(a.id)).phones).toHaveLength(1);
  });

  it('keeps the items of a partial update that does not name them, deletes them with the client', async () => {
    const created = json(
      await create({
        ...company,
        cuit: null,
        business_name: 'Parcial S.A.',
        phones: [mobile],
        addresses: [legalAddress],
      }),
    );
    const partial = await update(created.id, { notes: 'sin listas' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect((await read(created.id)).phones).toHaveLength(1);
    const phonesBefore = await rowCount(t, 'account_phones');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/${created.id}`,
      headers: admin,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await rowCount(t, 'account_phones')).toBe(phonesBefore - 1);
  });

  it('refuses to delete a locality an address uses', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/locations/locality/${PALERMO}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toContain('domicilios');
  });
});
