/**
 * An economic group's clients chosen in the group's form (`members`, a member list: each
 * client keeps its own `economic_group_id`): saved with the group in one transaction under its
 * optimistic lock, each client moved by its own audited update; an executive reads and moves
 * only their clients and never detaches another's; another organization's client is "no
 * existe"; a stale group is a 409 and no client moves; a bad id is a Spanish 422.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCalls, json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const listOf = (resource: string, filter: Row, range = '[0,999]') =>
  `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${range}`;

describeApp('a group’s members on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let mine: Row[];
  let theirs: Row;
  const { call, send, refused } = apiCalls(() => t);

  const groupOf = async (id: unknown) =>
    (json(await call(admin, 'GET', `account/${String(id)}`)) as Row).economic_group_id;
  /** The audit rows of a client's changes. */
  const auditRows = async (id: unknown) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('changes')
        .where('resource', '=', 'account')
        .where('record_id', '=', String(id))
        .execute()
    ).map((row) => String(row.changes));

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const idOf = async (h: Headers) =>
      Number((json(await call(h, 'GET', 'user/me')).data as Row).id);
    const executiveId = await idOf(executive);
    const supervisorId = await idOf(await t.login('supervisor@demo.test'));
    mine = (
      await call(admin, 'GET', listOf('account', { executive_id: executiveId }, '[0,2]'))
    ).json() as Row[];
    [theirs] = (
      await call(admin, 'GET', listOf('account', { executive_id: supervisorId }, '[0,0]'))
    ).json() as Row[];
  });
  afterAll(() => t?.close());

  it('creates a group with its clients, each client moved and audited', async () => {
    const before = (await auditRows(mine[0].id)).length;
    const group = await send(admin, 'POST', 'economic_group', {
      name: 'Grupo Los Aromos',
      members: [mine[0].id, theirs.id],
    });
    expect([...(group.members as unknown[])].sort()).toEqual([mine[0].id, theirs.id].sort());
    expect(await groupOf(mine[0].id)).toBe(group.id);
    expect(await groupOf(theirs.id)).toBe(group.id);
    const trail = await auditRows(mine[0].id);
    expect(trail.length).toBe(before + 1);
    expect(trail.at(-1)).toContain('economic_group_id');
    const tab = (
      await call(admin, 'GET', listOf('account', { economic_group_id: group.id }))
    ).json();
    expect((tab as Row[]).map((r) => r.id).sort()).toEqual([mine[0].id, theirs.id].sort());
  });

  it('lets an executive move only their clients, keeping another executive’s in the group', async () => {
    const group = await send(admin, 'POST', 'economic_group', {
      name: 'Grupo Las Tipas',
      members: [mine[0].id, theirs.id],
    });
    const read = json(await call(executive, 'GET', `economic_group/${String(group.id)}`)) as Row;
    expect(read.members).toEqual([mine[0].id]);
    const saved = await send(executive, 'PUT', `economic_group/${String(group.id)}`, {
      ...read,
      members: [mine[1].id],
    });
    expect(saved.members).toEqual([mine[1].id]);
    expect(await groupOf(mine[0].id)).toBeNull();
    expect(await groupOf(mine[1].id)).toBe(group.id);
    // The supervisor's client stays: the executive never saw it.
    expect(await groupOf(theirs.id)).toBe(group.id);
    const adding = { ...saved, members: [mine[1].id, theirs.id] };
    const errors = await refused(executive, 'PUT', `economic_group/${String(group.id)}`, adding);
    expect(errors).toEqual({ members: ['El valor seleccionado en Clientes del grupo no existe.'] });
  });

  it('moves no client when the group is stale (409) or an id is bad (422)', async () => {
    const group = await send(admin, 'POST', 'economic_group', { name: 'Grupo El Ceibo' });
    const stale = { ...group, members: [mine[2].id], updated_at: '2020-01-01T00:00:00.000Z' };
    const response = await call(admin, 'PUT', `economic_group/${String(group.id)}`, stale);
    expect(response.statusCode).toBe(409);
    expect(await groupOf(mine[2].id)).not.toBe(group.id);
    const bad = await refused(admin, 'PUT', `economic_group/${String(group.id)}`, {
      ...group,
      members: ['no-es-un-id'],
    });
    expect(Object.keys(bad)).toEqual(['members']);
  });

  it('makes a group’s form opened before a client changed group a 409, undoing nothing', async () => {
    const group = await send(admin, 'POST', 'economic_group', {
      name: 'Grupo Los Talas',
      members: [mine[0].id],
    });
    // Someone moves another client into the group from that client's own form.
    const client = json(await call(admin, 'GET', `account/${String(mine[2].id)}`)) as Row;
    await send(admin, 'PUT', `account/${String(mine[2].id)}`, {
      ...client,
      economic_group_id: group.id,
    });
    const stale = await call(admin, 'PUT', `economic_group/${String(group.id)}`, {
      ...group,
      description: 'Holding agropecuario',
    });
    expect(stale.statusCode).toBe(409);
    expect(await groupOf(mine[2].id)).toBe(group.id);
    // Reloaded, the form shows the client and saves.
    const fresh = json(await call(admin, 'GET', `economic_group/${String(group.id)}`)) as Row;
    expect(fresh.members).toContain(mine[2].id);
    const saved = await send(admin, 'PUT', `economic_group/${String(group.id)}`, {
      ...fresh,
      description: 'Holding agropecuario',
    });
    // The answer carries the version to save at next, also after moving members.
    const moved = await send(admin, 'PUT', `economic_group/${String(group.id)}`, {
      ...saved,
      members: [mine[0].id],
    });
    expect((await call(admin, 'PUT', `economic_group/${String(group.id)}`, moved)).statusCode).toBe(
      200,
    );
  });

  it('refuses a list filtered or sorted by its members with a Spanish 400', async () => {
    const filtered = await call(admin, 'GET', listOf('economic_group', { members: mine[0].id }));
    expect(filtered.statusCode).toBe(400);
    expect(json(filtered).message).toBe('No se puede filtrar por members.');
    const sorted = await call(admin, 'GET', 'economic_group?sort=["members","ASC"]');
    expect(sorted.statusCode).toBe(400);
  });

  it('answers another organization’s client as missing, and refuses who may not write groups', async () => {
    const outsider = await t.userWith(['accounts: full_access'], [5]);
    const errors = await refused(outsider, 'POST', 'economic_group', {
      name: 'Grupo Ajeno',
      members: [mine[0].id],
    });
    expect(errors).toEqual({ members: ['El valor seleccionado en Clientes del grupo no existe.'] });
    const nobody = await t.login('sin-permisos@demo.test');
    const response = await call(nobody, 'POST', 'economic_group', {
      name: 'Grupo Mirón',
      members: [mine[0].id],
    });
    expect(response.statusCode).toBe(403);
  });
});
