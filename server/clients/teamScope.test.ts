/**
 * Team scope (domain/engine/recordScope.ts, server/rest/teamScope.ts): an executive limited to
 * their own clients also sees those of the members of the active teams they supervise, and of
 * the active teams sharing a portfolio they belong to; lists, reads, edits and the duplicate
 * check agree. A team holds a person once, and only people of its organization.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { teamRoles } from '../../domain/enums/clients';
import { recordScopeMessages } from '../../domain/engine/recordScope';
import { cuitCheckDigit, formatCuit } from '../../domain/validators/cuit';
import { answer, apiCalls, startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const MEMBER = optionByCode(teamRoles, 'member').id;
const SUPERVISOR = optionByCode(teamRoles, 'supervisor').id;
const SELLER = ['accounts: view'];

describeDialects('team scope on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  const people: Record<'ana' | 'beto' | 'caro', { headers: Headers; id: number; account: Row }> =
    {} as never;

  const { call, send } = apiCalls(() => t);
  /** The names of the clients `headers` lists, sorted. */
  const seen = async (headers: Headers) => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'Equipo' }));
    const response = await call(headers, 'GET', `account?filter=${filter}`);
    expect(response.statusCode, response.body).toBe(200);
    return (answer(response) as Row[]).map((row) => row.business_name).sort();
  };
  const opens = async (headers: Headers, account: Row) =>
    (await call(headers, 'GET', `account/${String(account.id)}`)).statusCode;
  const team = (name: string, shared: boolean, members: [number, number | string][]) =>
    send(admin, 'POST', 'admin/team', {
      name,
      shared_portfolio: shared,
      members: members.map(([user_id, role]) => ({ user_id, role })),
    });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    for (const name of ['ana', 'beto', 'caro'] as const) {
      const headers = await t.userWith(SELLER);
      const me = answer(await call(headers, 'GET', 'user/me')).data as Row;
      const account = await send(headers, 'POST', 'account', {
        person_type: 14,
        business_name: `Equipo ${name} S.A.`,
      });
      people[name] = { headers, id: Number(me.id), account };
    }
  });
  afterAll(() => t?.close());

  it('shows a member their teammates’ clients only while the team shares its portfolio and is active', async () => {
    const { ana, beto, caro } = people;
    expect(await seen(ana.headers)).toEqual(['Equipo ana S.A.']);
    const callCenter = await team('Mesa compartida de prueba', true, [
      [ana.id, MEMBER],
      [beto.id, MEMBER],
    ]);
    expect(await seen(ana.headers)).toEqual(['Equipo ana S.A.', 'Equipo beto S.A.']);
    expect(await opens(ana.headers, beto.account)).toBe(200);
    expect(await opens(ana.headers, caro.account)).toBe(404);
    expect(await seen(caro.headers)).toEqual(['Equipo caro S.A.']);

    // Editing a teammate's client keeps its executive; handing it to someone else is refused.
    const edited = await send(ana.headers, 'PUT', `account/${String(beto.account.id)}`, {
      notes: 'Llamó por la renovación',
    });
    expect(edited.executive_id).toBe(beto.id);
    const handed = await call(ana.headers, 'PUT', `account/${String(beto.account.id)}`, {
      executive_id: caro.id,
    });
    expect(handed.statusCode).toBe(422);
    expect(answer(handed).errors).toEqual({ executive_id: [recordScopeMessages.onlySelf] });

    await send(admin, 'PUT', `admin/team/${String(callCenter.id)}`, { active: false });
    expect(await seen(ana.headers)).toEqual(['Equipo ana S.A.']);
    expect(await opens(ana.headers, beto.account)).toBe(404);
  });

  it('shows a supervisor the members’ clients, and a member never the supervisor’s', async () => {
    const { ana, beto, caro } = people;
    await team('Supervisión de prueba', false, [
      [caro.id, SUPERVISOR],
      [ana.id, MEMBER],
    ]);
    expect(await seen(caro.headers)).toEqual(['Equipo ana S.A.', 'Equipo caro S.A.']);
    expect(await opens(caro.headers, ana.account)).toBe(200);
    expect(await opens(caro.headers, beto.account)).toBe(404);
    expect(await seen(ana.headers)).toEqual(['Equipo ana S.A.']);
    expect(await opens(ana.headers, caro.account)).toBe(404);

    // The duplicate warning opens the record the supervisor sees, and names no other.
    const cuit = formatCuit(`3071234567${cuitCheckDigit('3071234567')}`);
    await send(ana.headers, 'PUT', `account/${String(ana.account.id)}`, { cuit });
    const duplicates = answer(
      await call(caro.headers, 'GET', `duplicates/account?cuit=${encodeURIComponent(cuit)}`),
    ) as Row[];
    expect(duplicates).toEqual([
      expect.objectContaining({ field: 'cuit', id: ana.account.id, label: 'Equipo ana S.A.' }),
    ]);
  });

  it('lets a supervisor hand clients to the members of the teams they lead, and to nobody else', async () => {
    const { ana, beto, caro } = people;
    const led = await team('Reasignación de prueba', false, [
      [caro.id, SUPERVISOR],
      [beto.id, MEMBER],
    ]);
    const profile = async (headers: Headers) =>
      (answer(await call(headers, 'GET', 'user/me')).data as Row).supervises;
    expect(await profile(caro.headers)).toEqual([ana.id, beto.id].sort((a, b) => a - b));
    expect(await profile(ana.headers)).toEqual([]);

    const moved = await send(caro.headers, 'PUT', `account/${String(ana.account.id)}`, {
      executive_id: beto.id,
    });
    expect(moved.executive_id).toBe(beto.id);
    const created = await send(caro.headers, 'POST', 'account', {
      person_type: 14,
      business_name: 'Equipo nuevo de ana S.A.',
      executive_id: ana.id,
    });
    expect(created.executive_id).toBe(ana.id);

    const outsider = await t.userWith(SELLER);
    const outsiderId = Number((answer(await call(outsider, 'GET', 'user/me')).data as Row).id);
    const refusals = [
      { executive_id: outsiderId, message: recordScopeMessages.onlyTeam },
      { executive_id: null, message: recordScopeMessages.onlyTeam },
    ];
    for (const { executive_id, message } of refusals) {
      const refused = await call(caro.headers, 'PUT', `account/${String(ana.account.id)}`, {
        executive_id,
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(answer(refused).errors).toEqual({ executive_id: [message] });
    }
    // A member supervises nobody: their own client stays theirs.
    const member = await call(beto.headers, 'PUT', `account/${String(beto.account.id)}`, {
      executive_id: caro.id,
    });
    expect(answer(member).errors).toEqual({ executive_id: [recordScopeMessages.onlySelf] });

    // Once the team is inactive its members are no longer the supervisor's to assign.
    await send(admin, 'PUT', `admin/team/${String(led.id)}`, { active: false });
    expect(await profile(caro.headers)).toEqual([ana.id]);
    const after = await call(caro.headers, 'POST', 'account', {
      person_type: 14,
      business_name: 'Equipo tarde S.A.',
      executive_id: beto.id,
    });
    expect(answer(after).errors).toEqual({ executive_id: [recordScopeMessages.onlyTeam] });
  });

  it('refuses a person twice in a team, and a user of another organization', async () => {
    const { ana } = people;
    const twice = await call(admin, 'POST', 'admin/team', {
      name: 'Repetido',
      members: [
        { user_id: ana.id, role: MEMBER },
        { user_id: ana.id, role: SUPERVISOR },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(answer(twice).errors).toEqual({
      'members.1.user_id': ['Esa persona ya integra el equipo.'],
    });

    const outsider = await t.userWith(['administrator'], [5]);
    const foreign = await call(outsider, 'POST', 'admin/team', {
      name: 'Ajeno',
      members: [{ user_id: ana.id, role: SUPERVISOR }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(answer(foreign).errors)).toEqual(['members.0.user_id']);
    expect(await seen(outsider)).toEqual([]);
  });
});
