/**
 * auth-admin through the API: roles, assignments and users an administrator manages, the
 * session access derived from them, user states, and the spec's section 5 messages.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccessLists } from '../../domain/engine/access';
import { authMessages } from '../../domain/entities/auth';
import { accountNotices } from '../../domain/entities/notification';
import { errorMessages } from '../../domain/engine/messages';
import { passwordMessages } from '../../domain/passwords';
import { REDACTED } from '../../domain/engine/secrets';
import {
  json,
  startTestApp,
  type TestApp,
  describeApp,
  describeDialects,
  useTestApp,
} from '../test/harness';

type Headers = Record<string, string>;
type Body = Record<string, unknown>;

describeApp('auth-admin on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, as = admin) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: as, payload });
  const get = (url: string, as = admin) => t.app.inject({ url: `/api/v1/${url}`, headers: as });
  const errorsOf = (response: { json(): unknown }) =>
    (response.json() as { errors: Record<string, string[]> }).errors;
  const profileOf = async (as: Headers) =>
    (json(await get('user/me', as)).data as { access: AccessLists }).access;

  async function createRole(permissions: string[], extra: Body = {}) {
    const response = await send('POST', 'auth-admin/role', {
      name: `rol_prueba_${++seq}`,
      label: `Rol de prueba ${seq}`,
      permissions,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json(response);
  }

  async function createAssignment(roleId: unknown, extra: Body = {}) {
    const response = await send('POST', 'auth-admin/assigment', {
      name: `cargo_prueba_${++seq}`,
      label: `Cargo de prueba ${seq}`,
      role: roleId,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return json(response);
  }

  async function createUser(
    roles: unknown[],
    assignments: unknown[],
    extra: Body = {},
  ): Promise<Body & { email: string; password: string }> {
    const email = `persona${++seq}@broker.com.ar`;
    const response = await send('POST', 'auth-admin/user', {
      name: `Persona ${seq}`,
      email,
      password: 'Clave2026segura',
      password_confirmation: 'Clave2026segura',
      roles,
      assignments,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return Object.assign(json(response), { email, password: 'Clave2026segura' });
  }

  /** The demo's role and assignment that grant nothing beyond home. */
  async function basicGrants() {
    const [role] = (
      await get('auth-admin/role?filter=%7B%22q%22%3A%22basic%22%7D')
    ).json() as Body[];
    const [cargo] = (
      await get('auth-admin/assigment?filter=%7B%22q%22%3A%22general%22%7D')
    ).json() as Body[];
    return { role, cargo };
  }

  const tokenGrant = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'password',
        username: email,
        password,
        client_id: t.config.oauthClientId,
      },
    });

  it('derives a new user’s session from its role, its assignment’s role and its own permissions', async () => {
    const tickets = await createRole(['tickets: view', 'tickets: create']);
    const holidays = await createRole(['admin: holidays']);
    const cargo = await createAssignment(holidays.id);
    const created = await createUser([tickets.id], [cargo.id], {
      permissions: ['reports: analytics_tickets'],
    });
    expect(created).not.toHaveProperty('password_hash');
    expect(created.roles).toEqual([tickets.id]);

    const session = await t.login(created.email, 'Clave2026segura');
    const access = await profileOf(session);
    expect([...access.permission].sort()).toEqual(
      ['admin: holidays', 'reports: analytics_tickets', 'tickets: create', 'tickets: view'].sort(),
    );
    expect([...access.role].sort()).toEqual([tickets.name, holidays.name].sort());
    expect(access.assigment).toEqual([cargo.name]);
    expect((await get('admin/holiday', session)).statusCode).toBe(200);
    expect((await get('admin/company', session)).statusCode).toBe(403);

    // A role's new permission reaches the open session.
    await send('PUT', `auth-admin/role/${tickets.id}`, {
      ...tickets,
      permissions: ['tickets: view', 'admin: companies'],
    });
    expect((await get('admin/company', session)).statusCode).toBe(200);
  });

  it('previews a user’s access for the {name}/vista sub-view, administrators only', async () => {
    const role = await createRole(['checks: show']);
    const cargo = await createAssignment(role.id);
    const created = await createUser([role.id], [cargo.id]);
    const preview = await get(`auth-admin/user/${created.id}/access`);
    expect(preview.statusCode).toBe(200);
    expect((json(preview).data as { access: AccessLists }).access.permission).toEqual([
      'checks: show',
    ]);
    const other = await t.login('cobranzas@demo.test');
    expect((await get(`auth-admin/user/${created.id}/access`, other)).statusCode).toBe(403);
    expect((await get('auth-admin/user/999999/access')).statusCode).toBe(404);
  });

  it('answers the spec’s messages for roles and assignments', async () => {
    const role = await createRole([]);
    const duplicate = await send('POST', 'auth-admin/role', {
      name: role.name,
      label: 'Otro',
    });
    expect(errorsOf(duplicate).name).toEqual([authMessages.roleNameTaken]);
    const unknownPermission = await send('POST', 'auth-admin/role', {
      name: 'rol_con_inventos',
      label: 'Con inventos',
      permissions: ['admin: companies', 'poderes: todos'],
    });
    expect(unknownPermission.statusCode).toBe(422);
    expect(errorsOf(unknownPermission).permissions[0]).toMatch(/Permisos/);
    const badName = await send('POST', 'auth-admin/role', { name: 'Con Espacios', label: 'x' });
    expect(errorsOf(badName).name[0]).toMatch(/minúsculas/);

    const noRole = await send('POST', 'auth-admin/assigment', { name: 'sin_rol', label: 'x' });
    expect(errorsOf(noRole)).toEqual({ role: [authMessages.assignmentNeedsRole] });
    const cargo = await createAssignment(role.id);
    const sameName = await send('POST', 'auth-admin/assigment', {
      name: cargo.name,
      label: 'y',
      role: role.id,
    });
    expect(errorsOf(sameName).name).toEqual([authMessages.assignmentNameTaken]);
  });

  it('keeps the named assignments subscriber (4) and subscriber_back (81)', async () => {
    const listed = (
      await get(`auth-admin/assigment?filter=${encodeURIComponent('{"q":"subscriber"}')}`)
    ).json() as Body[];
    const numbers = Object.fromEntries(listed.map((a) => [a.name, a.number]));
    expect(numbers).toMatchObject({ subscriber: 4, subscriber_back: 81 });
  });

  it('refuses to change or delete a primary role, and to mark one primary through the API', async () => {
    const roles = (await get('auth-admin/role?filter=%7B%22primary%22%3Atrue%7D')).json() as Body[];
    const primary = roles.find((r) => r.name === 'administrator')!;
    expect(primary).toBeDefined();
    const edit = await send('PUT', `auth-admin/role/${primary.id}`, {
      ...primary,
      label: 'Otro nombre',
    });
    expect(edit.statusCode).toBe(403);
    expect(json(edit).message).toBe(authMessages.primaryRole);
    const remove = await send('DELETE', `auth-admin/role/${primary.id}`);
    expect(json(remove).message).toBe(authMessages.primaryRole);
    const marked = await send('POST', 'auth-admin/role', {
      name: 'rol_primario_falso',
      label: 'x',
      primary: true,
    });
    expect(marked.statusCode).toBe(422);
    expect(errorsOf(marked)).toHaveProperty('primary');
  });

  it('refuses to delete a role or assignment still given to a user', async () => {
    const role = await createRole([]);
    const cargo = await createAssignment(role.id);
    await createUser([role.id], [cargo.id]);
    const roleDelete = await send('DELETE', `auth-admin/role/${role.id}`);
    expect(roleDelete.statusCode).toBe(409);
    expect(json(roleDelete).message).toMatch(/cargos, usuarios|usuarios/);
    const cargoDelete = await send('DELETE', `auth-admin/assigment/${cargo.id}`);
    expect(cargoDelete.statusCode).toBe(409);
    expect(json(cargoDelete).message).toMatch(/usuarios/);
  });

  it('answers the spec’s messages for users', async () => {
    const { role, cargo } = await basicGrants();
    const base = { name: 'Nueva Persona', roles: [role.id], assignments: [cargo.id] };
    const used = await send('POST', 'auth-admin/user', {
      ...base,
      email: 'EJECUTIVO@demo.test',
      password: 'Clave2026segura',
      password_confirmation: 'Clave2026segura',
    });
    expect(errorsOf(used)).toEqual({ email: [passwordMessages.emailTaken] });
    const noPassword = await send('POST', 'auth-admin/user', { ...base, email: 'a@b.com.ar' });
    expect(errorsOf(noPassword)).toEqual({ password: [passwordMessages.required] });
    const mismatch = await send('POST', 'auth-admin/user', {
      ...base,
      email: 'a@b.com.ar',
      password: 'Clave2026segura',
      password_confirmation: 'Clave2026segurx',
    });
    expect(errorsOf(mismatch)).toEqual({ password_confirmation: [passwordMessages.mismatch] });
    const noGrants = await send('POST', 'auth-admin/user', {
      ...base,
      roles: [],
      assignments: [],
      email: 'a@b.com.ar',
      password: 'Clave2026segura',
      password_confirmation: 'Clave2026segura',
    });
    expect(errorsOf(noGrants)).toEqual({
      roles: [authMessages.roleAndAssignment],
      assignments: [authMessages.roleAndAssignment],
    });
    const created = await createUser([role.id], [cargo.id]);
    const sneaky = await send('PUT', `auth-admin/user/${created.id}`, {
      ...created,
      password: 'OtraClave2026',
      password_confirmation: 'OtraClave2026',
    });
    expect(errorsOf(sneaky)).toEqual({ password: [passwordMessages.changeElsewhere] });
  });

  it('ends a deactivated user’s sessions at once and refuses its login until reactivated', async () => {
    const { role, cargo } = await basicGrants();
    const created = await createUser([role.id], [cargo.id]);
    const session = await t.login(created.email, created.password as string);
    expect((await get('user/me', session)).statusCode).toBe(200);

    const current = json(await get(`auth-admin/user/${created.id}`));
    const deactivated = await send('PUT', `auth-admin/user/${created.id}`, {
      ...current,
      state: 2,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await get('user/me', session)).statusCode).toBe(401);
    const refused = await tokenGrant(created.email, created.password as string);
    expect(refused.statusCode).toBe(401);
    expect(json(refused).message).toBe(errorMessages.deactivated);

    await send('PUT', `auth-admin/user/${created.id}`, { ...json(deactivated), state: 1 });
    const back = await tokenGrant(created.email, created.password as string);
    expect(back.statusCode).toBe(200);
    // The deactivation left a notice the user reads when back.
    const notices = (
      await get('notifications', { authorization: `Bearer ${json(back).access_token}` })
    ).json() as Body[];
    expect(notices.map((n) => n.title)).toEqual([accountNotices.deactivated.title]);
  });

  it('deletes a user by marking it deleted: sessions end, login refused, record kept', async () => {
    const { role, cargo } = await basicGrants();
    const created = await createUser([role.id], [cargo.id]);
    const session = await t.login(created.email, created.password as string);
    expect((await send('DELETE', `auth-admin/user/${created.id}`)).statusCode).toBe(200);
    expect((await get('user/me', session)).statusCode).toBe(401);
    expect(json(await tokenGrant(created.email, created.password as string)).message).toBe(
      errorMessages.deactivated,
    );
    expect(json(await get(`auth-admin/user/${created.id}`)).state).toBe(3);
  });

  it('does not let an administrator deactivate or delete their own user', async () => {
    const me = json(await get('user/me')).data as { id: number };
    const record = json(await get(`auth-admin/user/${me.id}`));
    const deactivate = await send('PUT', `auth-admin/user/${me.id}`, { ...record, state: 2 });
    expect(errorsOf(deactivate)).toEqual({ state: [authMessages.ownAccount] });
    const remove = await send('DELETE', `auth-admin/user/${me.id}`);
    expect(remove.statusCode).toBe(422);
    // Nor take away their own administration, and the refused change leaves nothing behind.
    const { role, cargo } = await basicGrants();
    const demoted = await send('PUT', `auth-admin/user/${me.id}`, {
      ...record,
      roles: [role.id],
      assignments: [cargo.id],
    });
    expect(errorsOf(demoted)).toEqual({ roles: [authMessages.ownAdminAccess] });
    expect(json(await get(`auth-admin/user/${me.id}`))).toEqual(record);
    expect((await get('user/me')).statusCode).toBe(200);
  });

  it('does not let an administrator lose user administration through a role or an assignment', async () => {
    const { role: basic } = await basicGrants();
    const adminCopy = await createRole(['administrator']);
    const cargo = await createAssignment(adminCopy.id);
    const deputy = await createUser([basic.id], [cargo.id]);
    const asDeputy = await t.login(deputy.email, deputy.password);

    const emptied = await send(
      'PUT',
      `auth-admin/role/${adminCopy.id}`,
      { ...adminCopy, permissions: [] },
      asDeputy,
    );
    expect(errorsOf(emptied)).toEqual({ permissions: [authMessages.ownAdminAccess] });
    const moved = await send(
      'PUT',
      `auth-admin/assigment/${cargo.id}`,
      { ...cargo, role: basic.id },
      asDeputy,
    );
    expect(errorsOf(moved)).toEqual({ role: [authMessages.ownAdminAccess] });
    expect(json(await get(`auth-admin/role/${adminCopy.id}`)).permissions).toEqual([
      'administrator',
    ]);
    // Another administrator may still change them.
    const byAdmin = await send('PUT', `auth-admin/assigment/${cargo.id}`, {
      ...cargo,
      role: basic.id,
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('sets a user’s password: never a recent one, and the user’s sessions end', async () => {
    const { role, cargo } = await basicGrants();
    const created = await createUser([role.id], [cargo.id]);
    const session = await t.login(created.email, created.password as string);
    const url = `auth-admin/user/${created.id}/password`;

    const mismatch = await send('PUT', url, {
      password: 'Nueva2026clave',
      password_confirmation: 'Nueva2026clavx',
    });
    expect(errorsOf(mismatch)).toEqual({ password_confirmation: [passwordMessages.mismatch] });
    const reused = await send('PUT', url, {
      password: created.password,
      password_confirmation: created.password,
    });
    expect(errorsOf(reused)).toEqual({ password: [passwordMessages.reused] });
    const outsider = await t.login('soporte@demo.test');
    const forbidden = await send(
      'PUT',
      url,
      { password: 'Nueva2026clave', password_confirmation: 'Nueva2026clave' },
      outsider,
    );
    expect(forbidden.statusCode).toBe(403);

    const changed = await send('PUT', url, {
      password: 'Nueva2026clave',
      password_confirmation: 'Nueva2026clave',
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).message).toBe(passwordMessages.changedByAdmin);
    expect((await get('user/me', session)).statusCode).toBe(401);
    expect((await tokenGrant(created.email, created.password as string)).statusCode).toBe(401);
    expect((await tokenGrant(created.email, 'Nueva2026clave')).statusCode).toBe(200);
  });

  it('filters users by role and never returns or audits a password', async () => {
    const role = await createRole([]);
    const cargo = await createAssignment(role.id);
    const created = await createUser([role.id], [cargo.id]);
    const filter = encodeURIComponent(JSON.stringify({ roles: role.id }));
    const listed = (await get(`auth-admin/user?filter=${filter}`)).json() as Body[];
    expect(listed.map((u) => u.id)).toEqual([created.id]);
    expect(JSON.stringify(listed)).not.toMatch(/password|\$2[aby]\$/);
    const auditFilter = encodeURIComponent(
      JSON.stringify({ resource: 'auth-admin/user', record_id: String(created.id) }),
    );
    const audit = (await get(`admin/audit?filter=${auditFilter}`)).json() as Body[];
    expect(audit).toHaveLength(1);
    // The trail says a password was set (REDACTED in its place), never its value or hash.
    expect(String(audit[0].changes)).not.toMatch(/Clave2026|\$2[aby]\$/);
    expect(JSON.parse(String(audit[0].changes)).password).toBe(REDACTED);
    expect(String(audit[0].changes)).toContain(created.email);
  });

  it('lets a non-administrator open none of it', async () => {
    const supervisor = await t.login('supervisor@demo.test');
    for (const path of ['auth-admin/user', 'auth-admin/role', 'auth-admin/assigment'])
      expect((await get(path, supervisor)).statusCode).toBe(403);
  });
});

// Only PostgreSQL could fail here (its integer columns stop at 32 bits), so this runs on both.
describeDialects('auth-admin ids beyond 32 bits on %s', (dialect) => {
  const app = useTestApp(dialect);

  it('answers such an id as missing, in a path and as a reference, never a database error', async () => {
    const t = app();
    const headers = await t.login('admin@demo.test');
    const url = '/api/v1/auth-admin/user/99999999999/access';
    expect((await t.app.inject({ url, headers })).statusCode).toBe(404);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth-admin/assigment',
      headers,
      payload: { name: 'cargo_enorme', label: 'x', role: 99999999999 },
    });
    expect(huge.statusCode, huge.body).toBe(422);
    expect(json(huge).errors).toHaveProperty('role');
  });
});
