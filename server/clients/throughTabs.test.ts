/**
 * Through-tabs through the API (domain/engine/detailTabs.ts): an economic group's contacts and
 * executives are the account contacts and bindings of its clients, asked for with the dotted
 * filter `account_id.economic_group_id`. Only declared dotted keys filter; the list's own scope
 * (organization, an executive's clients) still applies, and total and export agree with it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, answer as json, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const ACCOUNTANT = 3;
const THROUGH = 'account_id.economic_group_id';

describeApp('through-tabs of an economic group on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let executiveId: number;
  let supervisorId: number;
  /** A group with one client of the executive and one of the supervisor. */
  let group: string;
  let accounts: { mine: string; theirs: string };

  const send = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: Row) => {
    const response = await t.app.inject({ method, url: `/api/v1/${url}`, headers, payload });
    return { status: response.statusCode, body: json(response), headers: response.headers };
  };
  const created = async (url: string, payload: Row) => {
    const response = await send('POST', url, admin, payload);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as Row;
  };
  const list = (entity: string, filter: Row, headers = admin) =>
    send(
      'GET',
      `${entity}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`,
      headers,
    );
  const totalOf = (response: { headers: Record<string, unknown> }) =>
    Number(String(response.headers['content-range']).split('/').pop());
  const ids = (rows: Row[]) => rows.map((r) => r.id).sort();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const me = async (h: Headers) => (await send('GET', 'user/me', h)).body.data.id as number;
    executiveId = await me(executive);
    supervisorId = await me(await t.login('supervisor@demo.test'));
    group = (await created('economic_group', { name: 'Grupo Vía Test' })).id as string;
    const client = async (name: string, executive_id: number) =>
      (
        await created('account', {
          person_type: LEGAL,
          business_name: name,
          executive_id,
          economic_group_id: group,
        })
      ).id as string;
    accounts = {
      mine: await client('Propia del Grupo S.A.', executiveId),
      theirs: await client('Ajena del Grupo S.A.', supervisorId),
    };
    const contact = await created('contact', { first_name: 'Marta', last_name: 'Contadora' });
    for (const account_id of Object.values(accounts))
      await created('account_contact', { account_id, contact_id: contact.id, role: ACCOUNTANT });
  });
  afterAll(() => t?.close());

  it('lists exactly the contacts of the clients of a demo group, total included', async () => {
    const [seeded] = (await list('economic_group', { name: 'Sierras Chicas' })).body as Row[];
    const clients = (await list('account', { economic_group_id: seeded.id })).body as Row[];
    expect(clients.length).toBeGreaterThan(1);
    const expected = (await list('account_contact', { account_id: ids(clients) })).body as Row[];
    expect(expected.length).toBeGreaterThan(0);
    const tab = await list('account_contact', { [THROUGH]: seeded.id });
    expect(tab.status).toBe(200);
    expect(ids(tab.body)).toEqual(ids(expected));
    expect(totalOf(tab)).toBe(expected.length);
    // The tab's own filter on the client narrows it further.
    const one = await list('account_contact', { [THROUGH]: seeded.id, account_id: clients[0].id });
    expect((one.body as Row[]).every((r) => r.account_id === clients[0].id)).toBe(true);
  });

  it('lists the bindings of the group’s clients on its executives tab', async () => {
    const tab = await list('bindings', { [THROUGH]: group });
    expect(tab.status).toBe(200);
    expect((tab.body as Row[]).map((r) => r.user_id).sort()).toEqual(
      [executiveId, supervisorId].sort(),
    );
  });

  it('keeps the list’s scope: an executive sees only their clients’ contacts', async () => {
    const all = await list('account_contact', { [THROUGH]: group });
    expect((all.body as Row[]).map((r) => r.account_id).sort()).toEqual(
      Object.values(accounts).sort(),
    );
    const own = await list('account_contact', { [THROUGH]: group }, executive);
    expect(own.status).toBe(200);
    expect((own.body as Row[]).map((r) => r.account_id)).toEqual([accounts.mine]);
    expect(totalOf(own)).toBe(1);
    const outsider = await t.userWith(['administrator'], [5]);
    const none = await list('account_contact', { [THROUGH]: group }, outsider);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect(totalOf(none)).toBe(0);
  });

  it('refuses an undeclared dotted key and a value that is no group id with a 400', async () => {
    for (const key of ['account_id.executive_id', 'contact_id.economic_group_id', 'a.b.c']) {
      const refused = await list('account_contact', { [key]: group });
      expect(refused.status, key).toBe(400);
      expect(refused.body.message).toBe(`No se puede filtrar por ${key}.`);
    }
    // Declared on account_contact, not on the accounts themselves.
    expect((await list('account', { [THROUGH]: group })).status).toBe(400);
    for (const value of [7, 'grupo', { id: group }, [group, { id: 1 }]]) {
      const wrong = await list('account_contact', { [THROUGH]: value });
      expect(wrong.status, JSON.stringify(value)).toBe(400);
      expect(wrong.body.message).toMatch(/^El filtro .* no tiene un valor válido\.$/);
    }
    const several = await list('account_contact', { [THROUGH]: [group] });
    expect(ids(several.body)).toEqual(
      ids((await list('account_contact', { [THROUGH]: group })).body),
    );
  });

  it('exports the same rows the tab lists', async () => {
    const started = await send('POST', 'account_contact/export', admin, {
      format: 'csv',
      filter: { [THROUGH]: group },
    });
    expect(started.status).toBe(202);
    let download: Row = {};
    for (let i = 0; i < 100 && download.status !== 2; i++) {
      download = (await send('GET', `admin/download/${started.body.download_id}`, admin)).body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(download).toMatchObject({ status: 2, rows: 2 });
    const refused = await send('POST', 'account_contact/export', admin, {
      filter: { 'account_id.executive_id': executiveId },
    });
    expect(refused.status).toBe(400);
  });

  // Last: it moves a client out of the group.
  it('drops a client’s contacts from the tab, total included, when it leaves the group', async () => {
    expect(totalOf(await list('account_contact', { [THROUGH]: group }))).toBe(2);
    const theirs = (await send('GET', `account/${accounts.theirs}`, admin)).body as Row;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/account/${accounts.theirs}`,
      headers: admin,
      payload: { ...theirs, economic_group_id: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Only the accounts table changed: the cached total must follow it too.
    const after = await list('account_contact', { [THROUGH]: group });
    expect((after.body as Row[]).map((r) => r.account_id)).toEqual([accounts.mine]);
    expect(totalOf(after)).toBe(1);
  });
});
