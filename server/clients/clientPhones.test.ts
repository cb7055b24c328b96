/**
 * A client's other phones (the embedded list) count as its phone: the search box finds the
 * client by any of them however the number is typed (+54 9, 0, 15), a duplicate lookup from a
 * client's or a lead's form warns of them, and a phone taken off the client stops finding it.
 * Another organization learns nothing; a number with digits missing finds nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, answer as json, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const MOBILE = 1;
const WORK = 3;
const mobile = { phone_type: MOBILE, area_code: '0351', number: '15 498-7731', whatsapp: true };
const office = { phone_type: WORK, area_code: '0261', number: '429-5518', extension: '12' };

describeDialects('a client’s other phones on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let client: Row;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account',
      headers: admin,
      payload: {
        person_type: LEGAL,
        business_name: 'Bodegas del Cerro S.A.',
        cuit: '30-71555124-8',
        phones: [mobile, office],
      },
    });
    expect(created.statusCode).toBe(201);
    client = json(created);
  });
  afterAll(() => t?.close());

  const search = async (q: string, headers = admin) => {
    const response = await t.app.inject({
      url: `/api/v1/search?q=${encodeURIComponent(q)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const groups = (response.json() as { groups: { resource: string; records: Row[] }[] }).groups;
    return groups.find((g) => g.resource === 'account')?.records.map((r) => r.id) ?? [];
  };
  const duplicates = async (entity: string, phone: string, headers = admin) => {
    const query = new URLSearchParams({ phone });
    const response = await t.app.inject({
      url: `/api/v1/duplicates/${entity}?${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Row[];
  };

  it.each(['+54 9 351 498-7731', '0351 15 4987731', '3514987731', '(0261) 429-5518', '2614295518'])(
    'finds the client by an item phone typed as %s',
    async (typed) => {
      expect(await search(typed)).toContain(client.id);
    },
  );

  it('warns a client’s and a lead’s form of a number held as the client’s other phone', async () => {
    const named = { field: 'phone', id: client.id, label: 'Bodegas del Cerro S.A.' };
    expect(await duplicates('account', '+54 9 351 498 7731')).toContainEqual(named);
    expect(await duplicates('account', '261 4295518')).toContainEqual(named);
    expect(await duplicates('lead', '0351 15-498-7731')).toContainEqual({
      ...named,
      entity: 'account',
    });
  });

  it('finds nothing for a number a digit off, nor for another organization', async () => {
    expect(await duplicates('account', '0351 15 498-773')).toEqual([]);
    // The search box matches a part as typed, so a different digit, not a missing one.
    expect(await search('3514987739')).not.toContain(client.id);
    const outsider = await t.userWith(['accounts: full_access'], [5]);
    expect(await duplicates('account', '+54 9 351 498 7731', outsider)).toEqual([]);
    expect(await search('3514987731', outsider)).toEqual([]);
  });

  it('stops finding the client by a phone taken off it', async () => {
    const stored = json(
      await t.app.inject({ url: `/api/v1/account/${client.id}`, headers: admin }),
    );
    const [kept] = stored.phones as Row[];
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/account/${client.id}`,
      headers: admin,
      payload: { ...stored, phones: [kept] },
    });
    expect(saved.statusCode).toBe(200);
    expect(await search('2614295518')).not.toContain(client.id);
    expect(await duplicates('account', '261 4295518')).toEqual([]);
    expect(await search('3514987731')).toContain(client.id);
  });
});
