/**
 * A contact's "Clientes" tab (`account_contact.contact_id`, detailTab `accounts`): the page asks
 * for the account contacts filtered by the contact, as react-admin's getManyReference does.
 * Contacts are the organization's shared directory, but each link is scoped as its client is
 * (`assignedTo.through`): an executive sees the contact and only its links to the clients
 * assigned to them; a user of another organization sees neither the contact nor its links.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validationMessage } from '../../domain/engine/messages';
import { apiCalls, json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const ACCOUNTANT = 3;

describeApp('the Clientes tab of a contact on %s', (dialect) => {
  let t: TestApp;
  const { call, send, refused } = apiCalls(() => t);
  let admin: Headers;
  let executive: Headers;
  let contact: string;
  let accounts: { mine: string; theirs: string };
  let links: { mine: string; theirs: string };

  /** The tab's request: the account contacts narrowed to the contact, sorted as the list is. */
  const tab = (id: unknown, headers: Headers) =>
    call(
      headers,
      'GET',
      `account_contact?filter=${encodeURIComponent(JSON.stringify({ contact_id: id }))}&range=[0,24]&sort=${encodeURIComponent('["account_id","ASC"]')}`,
    );
  const idsOf = (response: Awaited<ReturnType<typeof tab>>) =>
    (response.json() as Row[]).map((r) => r.id).sort();
  const totalOf = (response: Awaited<ReturnType<typeof tab>>) =>
    Number(String(response.headers['content-range']).split('/').pop());

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const me = async (h: Headers) => (json(await call(h, 'GET', 'user/me')).data as Row).id;
    const executiveId = await me(executive);
    const supervisorId = await me(await t.login('supervisor@demo.test'));
    const client = async (business_name: string, executive_id: unknown) =>
      (await send(admin, 'POST', 'account', { person_type: LEGAL, business_name, executive_id }))
        .id as string;
    accounts = {
      mine: await client('Cliente de la Ejecutiva S.A.', executiveId),
      theirs: await client('Cliente del Supervisor S.A.', supervisorId),
    };
    contact = (await send(admin, 'POST', 'contact', { first_name: 'Ramón', last_name: 'Contable' }))
      .id as string;
    const link = async (account_id: string) =>
      (
        await send(admin, 'POST', 'account_contact', {
          account_id,
          contact_id: contact,
          role: ACCOUNTANT,
        })
      ).id as string;
    links = { mine: await link(accounts.mine), theirs: await link(accounts.theirs) };
  });
  afterAll(() => t?.close());

  it('lists every client the contact acts for to who sees them all, total included', async () => {
    const listed = await tab(contact, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(idsOf(listed)).toEqual(Object.values(links).sort());
    expect(totalOf(listed)).toBe(2);
    expect((listed.json() as Row[]).map((r) => r.account_id).sort()).toEqual(
      Object.values(accounts).sort(),
    );
    // Another contact's links are not this one's.
    const other = (
      await send(admin, 'POST', 'contact', { first_name: 'Otra', last_name: 'Persona' })
    ).id as string;
    const none = await tab(other, admin);
    expect(none.json()).toEqual([]);
    expect(totalOf(none)).toBe(0);
  });

  it('shows an executive the contact but only its links to the clients assigned to them', async () => {
    expect((await call(executive, 'GET', `contact/${contact}`)).statusCode).toBe(200);
    const own = await tab(contact, executive);
    expect(own.statusCode).toBe(200);
    expect(idsOf(own)).toEqual([links.mine]);
    expect(totalOf(own)).toBe(1);
    expect((await call(executive, 'GET', `account_contact/${links.theirs}`)).statusCode).toBe(404);
    expect((await call(executive, 'GET', `account_contact/${links.mine}`)).statusCode).toBe(200);
  });

  it('shows a user of another organization neither the contact nor its links', async () => {
    const outsider = await t.userWith(['administrator'], [5]);
    expect((await call(outsider, 'GET', `contact/${contact}`)).statusCode).toBe(404);
    const listed = await tab(contact, outsider);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([]);
    expect(totalOf(listed)).toBe(0);
    expect((await call(outsider, 'GET', `account_contact/${links.mine}`)).statusCode).toBe(404);
    // Nor may they link it to a client of theirs.
    const theirOwn = await send(outsider, 'POST', 'account', {
      person_type: LEGAL,
      business_name: 'Cliente de Otra Organización S.A.',
    });
    const errors = await refused(outsider, 'POST', 'account_contact', {
      account_id: theirOwn.id,
      contact_id: contact,
      role: ACCOUNTANT,
    });
    expect(errors.contact_id).toEqual([validationMessage('exists', { attribute: 'Contacto' })]);
  });

  it('refuses a contact that is no id, a link to a client not theirs, and a second link', async () => {
    for (const value of [7, 'contacto', [contact, { id: 1 }]]) {
      const wrong = await tab(value, admin);
      expect(wrong.statusCode, JSON.stringify(value)).toBe(400);
      expect(json(wrong).message).toBe('El filtro Contacto no tiene un valor válido.');
    }
    const notTheirs = await refused(executive, 'POST', 'account_contact', {
      account_id: accounts.theirs,
      contact_id: contact,
      role: ACCOUNTANT,
    });
    expect(notTheirs.account_id).toEqual([validationMessage('exists', { attribute: 'Cliente' })]);
    const twice = await refused(executive, 'POST', 'account_contact', {
      account_id: accounts.mine,
      contact_id: contact,
      role: ACCOUNTANT,
    });
    expect(twice.contact_id).toEqual(['Ese contacto ya está vinculado a este cliente.']);
    expect(totalOf(await tab(contact, admin))).toBe(2);
  });
});
