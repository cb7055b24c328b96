/**
 * Issue 9, item 3: an organization's administrator manages only its own organizations. The
 * permission matrix's organization axis: every user, role, assignment, audit, outbox and
 * notification route, asked by an administrator of organization 2 about organization 1's
 * records, answers 404/403/422 and no data; and the exploits that were tried all fail.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { entities } from '../../domain/entities';
import { authMessages } from '../../domain/entities/auth';
import { notificationMessages } from '../../domain/entities/notification';
import { tenancyMessages } from '../../domain/tenancy';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { sampleRecord } from '../test/samples';

type Headers = Record<string, string>;
type Body = Record<string, unknown>;
const api = (path: string) => `/api/v1/${path}`;
const filterOf = (filter: Body) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describeApp('organizations on %s', (dialect) => {
  let t: TestApp;
  let admin1: Headers; // admin@demo.test: organization 1, the product's own brokerage
  let admin2: Headers; // administrator of organization 2 only
  let admin1Id: number;
  let admin2Id: number;
  let basic: Body; // the global role every organization shares
  let general: Body; // the global cargo
  let ownRole: Body; // a role of organization 1
  let ownCargo: Body; // a cargo of organization 1
  let seq = 0;

  const get = (url: string, headers: Headers) => t.app.inject({ url: api(url), headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: Body) =>
    t.app.inject({ method, url: api(url), headers, payload });
  const idOf = async (headers: Headers) =>
    (json(await get('user/me', headers)).data as { id: number }).id;
  const created = async (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(201);
    return json(response);
  };
  const newUser = (headers: Headers, organizations: number[], extra: Body = {}) =>
    send('POST', 'auth-admin/user', headers, {
      name: `Persona ${++seq}`,
      email: `persona${seq}-${dialect}@org.test`,
      password: 'Clave2026segura',
      password_confirmation: 'Clave2026segura',
      roles: [basic.id],
      assignments: [general.id],
      organizations,
      ...extra,
    });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin1 = await t.login('admin@demo.test');
    admin2 = await t.userWith(['administrator'], [2]);
    admin1Id = await idOf(admin1);
    admin2Id = await idOf(admin2);
    [basic] = (await get(`auth-admin/role${filterOf({ q: 'basic' })}`, admin1)).json() as Body[];
    [general] = (
      await get(`auth-admin/assigment${filterOf({ q: 'general' })}`, admin1)
    ).json() as Body[];
    ownRole = await created(
      await send('POST', 'auth-admin/role', admin1, { name: 'solo_org_uno', label: 'Uno' }),
    );
    ownCargo = await created(
      await send('POST', 'auth-admin/assigment', admin1, {
        name: 'cargo_org_uno',
        label: 'Uno',
        role: ownRole.id,
      }),
    );
  });
  afterAll(() => t?.close());

  /** An organization-1 record of an entity kept apart by organization, found as the product. */
  async function organizationOneRecord(entity: Entity) {
    let query = t.database.db.selectFrom(entity.table).select('id').orderBy('id', 'desc');
    if (entity.scope) query = query.where(ORGANIZATION_COLUMN, '=', 1);
    if (entity.membersOf) query = query.where('id', '=', admin1Id);
    if (entity.ownedBy) query = query.where(entity.ownedBy, '=', admin1Id);
    return (await query.executeTakeFirst())?.id;
  }

  it('answers every route of every organization-kept entity with no data of organization 1', async () => {
    await send('POST', 'admin/team', admin1, { name: 'Equipo de la uno' });
    await send('POST', 'notifications/send', admin1, { title: 'x', text: 'y', users: [admin1Id] });
    await t.app.inject({
      method: 'POST',
      url: api('password/email'),
      payload: { email: 'supervisor@demo.test' },
    });
    const kept = entities.filter((e) => e.scope || e.membersOf || e.ownedBy);
    expect(kept.map((e) => e.name)).toEqual(
      expect.arrayContaining(['auth-admin/user', 'auth-admin/role', 'admin/audit', 'admin/outbox']),
    );
    for (const entity of kept) {
      // Catalogues whose demo rows are the product's (shared) get one of organization 1 now.
      if (!(await organizationOneRecord(entity)) && !entity.readOnly)
        await send('POST', entity.name, admin1, await sampleRecord(t.database, entity, 7));
      if (entity.name === 'admin/download')
        await send('POST', 'admin/holiday/export', admin1, { format: 'csv' });
      const id = await organizationOneRecord(entity);
      expect(id, entity.name).toBeDefined();
      const url = `${entity.name}/${id}`;
      const record = json(await get(url, admin1));
      const list = await get(`${entity.name}?range=[0,999]`, admin2);
      expect(list.statusCode, entity.name).toBe(200);
      expect(
        (list.json() as Body[]).map((r) => r.id),
        entity.name,
      ).not.toContain(id);
      for (const response of [
        await get(url, admin2),
        await send('PUT', url, admin2, { ...record }), // the record as organization 1 reads it
        await send('DELETE', url, admin2),
      ]) {
        // 404 like a record that does not exist; 405 for the product's read-only trails.
        expect([404, 405], `${entity.name} ${response.body}`).toContain(response.statusCode);
        expect(response.body).not.toContain(String(record.updated_at));
      }
    }
  });

  it('lists only the users of the administrator’s own organizations', async () => {
    const listed = (await get('auth-admin/user?range=[0,999]', admin2)).json() as Body[];
    expect(listed.map((u) => u.id)).toEqual([admin2Id]);
    const all = (await get('auth-admin/user?range=[0,999]', admin1)).json() as Body[];
    expect(all.map((u) => u.id)).toContain(admin1Id);
    expect(all.map((u) => u.id)).not.toContain(admin2Id);
    // A member of both organizations manages the people of either (all of theirs are its).
    const both = await t.userWith(['administrator'], [2, 1]);
    const seen = ((await get('auth-admin/user?range=[0,999]', both)).json() as Body[]).map(
      (u) => u.id,
    );
    expect(seen).toEqual(expect.arrayContaining([admin1Id, admin2Id]));
  });

  it('answers 404 for every route on another organization’s user, and changes nothing', async () => {
    const before = json(await get(`auth-admin/user/${admin1Id}`, admin1));
    const password = { password: 'Tomada2026clave', password_confirmation: 'Tomada2026clave' };
    const attempts = [
      await get(`auth-admin/user/${admin1Id}`, admin2),
      await get(`auth-admin/user/${admin1Id}/access`, admin2),
      await send('PUT', `auth-admin/user/${admin1Id}`, admin2, { ...before, name: 'Tomado' }),
      await send('PUT', `auth-admin/user/${admin1Id}/password`, admin2, password),
      await send('DELETE', `auth-admin/user/${admin1Id}`, admin2),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain('admin@demo.test');
    }
    expect(json(await get(`auth-admin/user/${admin1Id}`, admin1))).toEqual(before);
    // The takeover that was tried: the old password still works, the new one does not.
    await t.login('admin@demo.test');
    await expect(t.login('admin@demo.test', 'Tomada2026clave')).rejects.toThrow();
  });

  it('refuses to grant an organization the administrator does not belong to', async () => {
    const intoOne = await newUser(admin2, [1], { roles: [1], assignments: [] });
    expect(intoOne.statusCode).toBe(422);
    const superuser = await newUser(admin2, [2, 1]);
    expect(json(superuser).errors).toEqual({
      organizations: [tenancyMessages.foreignOrganization],
    });
    // Inside its own organization it manages freely, with the global role and cargo…
    const colleague = await created(await newUser(admin2, [2]));
    expect(colleague.organizations).toEqual([2]);
    // …but cannot move one of its people into organization 1 either.
    const moved = await send('PUT', `auth-admin/user/${colleague.id}`, admin2, {
      ...colleague,
      organizations: [2, 1],
    });
    expect(json(moved).errors).toEqual({ organizations: [tenancyMessages.foreignOrganization] });
    expect((await get(`auth-admin/user/${colleague.id}`, admin1)).statusCode).toBe(404);
  });

  it('hides another organization’s roles and cargos, and refuses to hand them out', async () => {
    for (const [path, record] of [
      ['auth-admin/role', ownRole],
      ['auth-admin/assigment', ownCargo],
    ] as const) {
      const listed = (await get(`${path}?range=[0,999]`, admin2)).json() as Body[];
      expect(listed.map((r) => r.id)).not.toContain(record.id);
      expect(listed.map((r) => r.id)).toContain(path.endsWith('role') ? basic.id : general.id);
      expect((await get(`${path}/${record.id}`, admin2)).statusCode).toBe(404);
      const edit = await send('PUT', `${path}/${record.id}`, admin2, { ...record, label: 'x' });
      expect(edit.statusCode).toBe(404);
      expect((await send('DELETE', `${path}/${record.id}`, admin2)).statusCode).toBe(404);
    }
    const withForeignRole = await newUser(admin2, [2], { roles: [ownRole.id] });
    expect(json(withForeignRole).errors).toHaveProperty('roles');
    const withForeignCargo = await newUser(admin2, [2], { assignments: [ownCargo.id] });
    expect(json(withForeignCargo).errors).toHaveProperty('assignments');
    const cargoOnForeignRole = await send('POST', 'auth-admin/assigment', admin2, {
      name: 'cargo_ajeno',
      label: 'x',
      role: ownRole.id,
    });
    expect(json(cargoOnForeignRole).errors).toHaveProperty('role');
  });

  it('lets only a product administrator change the global role “basic”', async () => {
    const escalation = await send('PUT', `auth-admin/role/${basic.id}`, admin2, {
      ...basic,
      permissions: ['administrator'],
    });
    expect(escalation.statusCode).toBe(403);
    expect(json(escalation).message).toBe(tenancyMessages.sharedRecord);
    expect((await send('DELETE', `auth-admin/role/${basic.id}`, admin2)).statusCode).toBe(403);
    const cargo = await send('PUT', `auth-admin/assigment/${general.id}`, admin2, {
      ...general,
      label: 'Tomado',
    });
    expect(cargo.statusCode).toBe(403);
    expect(json(await get(`auth-admin/role/${basic.id}`, admin1)).permissions).toEqual([]);
    // organization 1's basic users are still without any permission.
    const plain = await t.login('sin-permisos@demo.test');
    expect((json(await get('user/me', plain)).data as Body).access).toMatchObject({
      permission: [],
    });
  });

  it('keeps role names unique inside an organization plus the global ones', async () => {
    const globalName = await send('POST', 'auth-admin/role', admin2, {
      name: 'basic',
      label: 'x',
    });
    expect(json(globalName).errors).toEqual({ name: [authMessages.roleNameTaken] });
    // Organization 1's own role name is free in organization 2.
    const sameAsOne = await created(
      await send('POST', 'auth-admin/role', admin2, { name: 'solo_org_uno', label: 'Dos' }),
    );
    expect((await get(`auth-admin/role/${sameAsOne.id}`, admin1)).statusCode).toBe(404);
    const twice = await send('POST', 'auth-admin/role', admin2, {
      name: 'SOLO_ORG_UNO'.toLowerCase(),
      label: 'Otra',
    });
    expect(json(twice).errors).toEqual({ name: [authMessages.roleNameTaken] });
  });

  it('audits a change to a shared role in the organizations of the users it reaches', async () => {
    const holder = await created(await newUser(admin2, [2]));
    const changed = await send('PUT', `auth-admin/role/${basic.id}`, admin1, {
      ...json(await get(`auth-admin/role/${basic.id}`, admin1)),
      label: 'Básico (solo el inicio) ',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const filter = filterOf({ resource: 'auth-admin/role', record_id: String(basic.id) });
    for (const headers of [admin1, admin2]) {
      const rows = (await get(`admin/audit${filter}`, headers)).json() as Body[];
      expect(rows).toHaveLength(1);
    }
    // The holder's own record is audited in organization 2 only.
    const userFilter = filterOf({ resource: 'auth-admin/user', record_id: String(holder.id) });
    expect((await get(`admin/audit${userFilter}`, admin2)).json()).toHaveLength(1);
    expect((await get(`admin/audit${userFilter}`, admin1)).json()).toEqual([]);
  });

  it('shows each organization only its own audit trail and outbox', async () => {
    const ownRows = (await get('admin/audit?range=[0,999]', admin2)).json() as Body[];
    const foreign = (await get('admin/audit?range=[0,999]', admin1)).json() as Body[];
    const ownIds = new Set(ownRows.map((r) => r.id));
    const org1Only = foreign.filter((r) => !ownIds.has(r.id));
    expect(org1Only.length).toBeGreaterThan(0);
    // Seeded users' rows (written by the product) belong to organization 1, not to everyone.
    expect(ownRows.some((r) => r.user_id === null)).toBe(false);
    expect((await get(`admin/audit/${org1Only[0].id}`, admin2)).statusCode).toBe(404);

    await t.app.inject({
      method: 'POST',
      url: api('password/email'),
      payload: { email: 'ejecutivo@demo.test' },
    });
    const mails = (await get('admin/outbox', admin1)).json() as Body[];
    expect(mails.length).toBeGreaterThan(0);
    expect((await get('admin/outbox', admin2)).json()).toEqual([]);
    expect((await get(`admin/outbox/${mails[0].id}`, admin2)).statusCode).toBe(404);
  });

  it('sends notifications only to people of the sender’s organizations', async () => {
    const toForeign = await send('POST', 'notifications/send', admin2, {
      title: 'Hola',
      text: 'Mensaje',
      users: [admin1Id],
    });
    expect(json(toForeign).errors).toHaveProperty('users');
    const toForeignRole = await send('POST', 'notifications/send', admin2, {
      title: 'Hola',
      text: 'Mensaje',
      roles: [ownRole.id],
    });
    expect(json(toForeignRole).errors).toHaveProperty('roles');
    // The global role is held in both organizations: only organization 2's holders receive it.
    const colleague = await created(await newUser(admin2, [2]));
    const shared = await send('POST', 'notifications/send', admin2, {
      title: 'Solo la dos',
      text: 'Mensaje',
      roles: [basic.id],
      assignments: [general.id],
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const recipients = (json(shared).data as { recipients: number[] }).recipients;
    expect(recipients).toContain(colleague.id);
    // The answer lists nobody of organization 1, though they hold the same global role.
    const organizationOne = (
      (await get('auth-admin/user?range=[0,999]', admin1)).json() as Body[]
    ).map((u) => Number(u.id));
    expect(organizationOne.length).toBeGreaterThan(1);
    expect(recipients.filter((id) => organizationOne.includes(id))).toEqual([]);
    const basicUser = await t.login('sin-permisos@demo.test');
    const theirs = (await get('notifications', basicUser)).json() as Body[];
    expect(theirs.map((n) => n.title)).not.toContain('Solo la dos');

    // Nor read or mark another's notifications, whatever their rights.
    const sent = await send('POST', 'notifications/send', admin1, {
      title: 'Para la uno',
      text: 'x',
      users: [admin1Id],
    });
    expect(sent.statusCode).toBe(201);
    const [note] = (await get('notifications', admin1)).json() as Body[];
    expect(note.title).toBe('Para la uno');
    expect((await get(`notifications/${note.id}`, admin2)).statusCode).toBe(404);
    expect((await send('PUT', `notifications/${note.id}/read`, admin2)).statusCode).toBe(404);
    expect(json(await get(`notifications/${note.id}`, admin1)).read).toBe(false);
    const unheld = await created(
      await send('POST', 'auth-admin/role', admin2, { name: 'sin_titulares', label: 'x' }),
    );
    const nobody = await send('POST', 'notifications/send', admin2, {
      title: 'x',
      text: 'y',
      roles: [unheld.id],
    });
    expect(json(nobody).errors).toEqual({ users: [notificationMessages.nobodyThere] });
  });
});
