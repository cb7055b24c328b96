/**
 * Record-level scope on clients (domain/engine/recordScope.ts): an executive sees, searches, reads and
 * changes only the accounts assigned to them (and the contacts linked to those), creates them
 * assigned to themselves and never hands one over; a supervisor with `accounts: full_access`
 * sees the whole organization; a user of another organization sees none of it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordScopeMessages } from '../../domain/engine/recordScope';
import { DEMO_ACCOUNTS } from '../../fixtures/clients';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const ACCOUNTS = '/api/v1/account';
const list = (filter: Row = {}, range = [0, 4]) =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;

describeApp('client record scope on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let supervisor: Headers;
  let executiveId: number;
  let supervisorId: number;

  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
  const totalOf = (response: { headers: Record<string, unknown> }) =>
    Number(String(response.headers['content-range']).split('/').pop());
  const idOf = async (headers: Headers) =>
    Number((json(await get('/api/v1/user/me', headers)).data as Row).id);
  /** The first account of the demo data assigned to `userId`. */
  const accountOf = async (userId: number) =>
    (await get(`${ACCOUNTS}${list({ executive_id: userId }, [0, 0])}`, admin)).json()[0] as Row;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    supervisor = await t.login('supervisor@demo.test');
    executiveId = await idOf(executive);
    supervisorId = await idOf(supervisor);
  });
  afterAll(() => t?.close());

  it('lists to an executive only their accounts; the supervisor and the administrator see all', async () => {
    const own = await get(`${ACCOUNTS}${list({}, [0, 999])}`, executive);
    expect(own.statusCode).toBe(200);
    const rows = own.json() as Row[];
    expect(rows.length).toBeGreaterThan(600);
    expect(rows.every((r) => r.executive_id === executiveId)).toBe(true);
    expect(totalOf(await get(`${ACCOUNTS}${list()}`, supervisor))).toBe(DEMO_ACCOUNTS);
    expect(totalOf(await get(`${ACCOUNTS}${list()}`, admin))).toBe(DEMO_ACCOUNTS);
  });

  it('answers 404 when an executive opens or changes another executive’s account by id', async () => {
    const theirs = await accountOf(supervisorId);
    const url = `${ACCOUNTS}/${theirs.id}`;
    expect((await get(url, executive)).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: executive,
      payload: { ...theirs, notes: 'intento' },
    });
    expect(put.statusCode).toBe(404);
    // Removing a client needs the full access of the section, whoever it belongs to.
    const mine = await accountOf(executiveId);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${ACCOUNTS}/${mine.id}`,
      headers: executive,
    });
    expect(del.statusCode).toBe(403);
    expect((await get(url, supervisor)).statusCode).toBe(200);
  });

  it('leaves another executive’s account out of the search from anywhere and of the list search', async () => {
    const theirs = await accountOf(supervisorId);
    const mine = await accountOf(executiveId);
    const cuitOf = (r: Row) => String(r.cuit).replace(/-/g, '');
    const found = async (cuit: string) => {
      const response = await get(`/api/v1/search?q=${cuit}`, executive);
      const groups = (response.json() as { groups: { resource: string; records: Row[] }[] }).groups;
      return groups.find((g) => g.resource === 'account')?.records.map((r) => r.id) ?? [];
    };
    expect(await found(cuitOf(mine))).toEqual([mine.id]);
    expect(await found(cuitOf(theirs))).toEqual([]);
    const listed = await get(`${ACCOUNTS}${list({ q: cuitOf(theirs) })}`, executive);
    expect(listed.json()).toEqual([]);
  });

  it('assigns an executive’s new account to them and refuses to hand one to someone else', async () => {
    const person = {
      person_type: 14,
      business_name: 'Forrajería La Pampa S.R.L.',
      cuit: '30-71234567-1',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS,
      headers: executive,
      payload: person,
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = json(created);
    expect(record.executive_id).toBe(executiveId);
    expect(record.display_name).toBe('Forrajería La Pampa S.R.L.');

    const toOther = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS,
      headers: executive,
      payload: { ...person, executive_id: supervisorId },
    });
    expect(toOther.statusCode).toBe(422);
    expect(json(toOther).errors).toEqual({ executive_id: [recordScopeMessages.onlySelf] });

    const handOver = await t.app.inject({
      method: 'PUT',
      url: `${ACCOUNTS}/${record.id}`,
      headers: executive,
      payload: { ...record, executive_id: supervisorId },
    });
    expect(handOver.statusCode).toBe(422);
    expect(json(handOver).errors).toEqual({ executive_id: [recordScopeMessages.onlySelf] });
    // The supervisor reassigns.
    const reassigned = await t.app.inject({
      method: 'PUT',
      url: `${ACCOUNTS}/${record.id}`,
      headers: supervisor,
      payload: { ...record, executive_id: supervisorId },
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect((await get(`${ACCOUNTS}/${record.id}`, executive)).statusCode).toBe(404);
  });

  it('shows an executive the contact links of their accounts only', async () => {
    const links = await get(`/api/v1/account_contact${list({}, [0, 999])}`, executive);
    expect(links.statusCode).toBe(200);
    const accounts = new Set(
      ((await get(`${ACCOUNTS}${list({}, [0, 999])}`, executive)).json() as Row[]).map((r) => r.id),
    );
    const rows = links.json() as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => accounts.has(r.account_id))).toBe(true);
    expect(totalOf(links)).toBeLessThan(totalOf(await get('/api/v1/account_contact', admin)));
  });

  it('refuses to link a contact to another executive’s client, and hides that client’s links', async () => {
    const theirs = await accountOf(supervisorId);
    const contact = (await get('/api/v1/contact?range=[0,0]', executive)).json()[0] as Row;
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account_contact',
      headers: executive,
      payload: { account_id: theirs.id, contact_id: contact.id, role: 1 },
    });
    expect(linked.statusCode).toBe(422);
    expect(Object.keys(json(linked).errors as Row)).toEqual(['account_id']);
    // The supervisor links the same contact to their client: a link the executive must not see.
    const theirLink = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account_contact',
      headers: supervisor,
      payload: { account_id: theirs.id, contact_id: contact.id, role: 1 },
    });
    expect(theirLink.statusCode).toBeLessThan(300);
    const filter = encodeURIComponent(JSON.stringify({ account_id: theirs.id }));
    const theirLinks = (
      await get(`/api/v1/account_contact?filter=${filter}&range=[0,9]`, supervisor)
    ).json() as Row[];
    // Their links include the one just made, or the loop below would check nothing.
    expect(theirLinks.map((link) => link.id)).toContain(json(theirLink).id);
    for (const link of theirLinks)
      expect((await get(`/api/v1/account_contact/${link.id}`, executive)).statusCode).toBe(404);
    expect((await get(`/api/v1/account_contact?filter=${filter}`, executive)).json()).toEqual([]);
  });

  it('names for an executive only the clients they see (labels route)', async () => {
    const theirs = await accountOf(supervisorId);
    const mine = await accountOf(executiveId);
    const labels = (ids: unknown[]) =>
      get(
        `/api/v1/labels/account?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`,
        executive,
      );
    expect((await labels([mine.id, theirs.id])).json()).toEqual([
      { id: mine.id, label: mine.display_name },
    ]);
  });

  it('gives an executive their own tasks, new ones theirs, and their clients’ interactions', async () => {
    const tasks = (await get('/api/v1/task?range=[0,999]', executive)).json() as Row[];
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((r) => r.assignee_id === executiveId)).toBe(true);
    const mine = await accountOf(executiveId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/task',
      headers: executive,
      payload: {
        title: 'Llamar por la renovación',
        account_id: mine.id,
        due_at: '2031-03-09T13:00:00.000Z',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).assignee_id).toBe(executiveId);
    const accounts = new Set(
      ((await get(`${ACCOUNTS}${list({}, [0, 999])}`, executive)).json() as Row[]).map((r) => r.id),
    );
    const interactions = (
      await get('/api/v1/interaction?range=[0,999]', executive)
    ).json() as Row[];
    expect(interactions.length).toBeGreaterThan(0);
    expect(interactions.every((r) => accounts.has(r.account_id))).toBe(true);
  });

  it('shows a user of another organization none of these clients', async () => {
    const outsider = await t.userWith(['accounts: full_access'], [5]);
    const response = await get(`${ACCOUNTS}${list({}, [0, 99])}`, outsider);
    expect(response.statusCode).toBe(200);
    expect(totalOf(response)).toBe(40);
    const theirs = await accountOf(executiveId);
    expect((await get(`${ACCOUNTS}/${theirs.id}`, outsider)).statusCode).toBe(404);
  });
});
