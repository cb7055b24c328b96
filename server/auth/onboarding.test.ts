/**
 * Issue 28, items 7, 9, 14 and 17d. A product administrator (of organization 1) onboards an
 * organization by creating its first administrator, audited in both organizations; that
 * administrator manages only their own. Global scheduled jobs are run and seen only by product
 * administrators. The token endpoint ignores parameters it does not know (RFC 6749 § 3.1). A
 * reset link does not bring back an account that may no longer log in.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { auditActions } from '../../domain/entities/audit';
import { optionByCode } from '../../domain/engine/defineEnum';
import { userState } from '../../domain/enums/statuses';
import { passwordMessages } from '../../domain/passwords';
import { tenancyMessages } from '../../domain/tenancy';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { sha256 } from './tokens';

type Headers = Record<string, string>;
type Body = Record<string, unknown>;
const api = (path: string) => `/api/v1/${path}`;
const filterOf = (filter: Body) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const PRODUCTORES = 5; // "Productores externos", an organization of spec 9

describeApp('onboarding an organization on %s', (dialect) => {
  let t: TestApp;
  let admin1: Headers;
  let admin5: Headers;
  let admin5Id: number;
  let administration: Body; // the global cargo of administrators
  let seq = 0;

  const get = (url: string, headers: Headers) => t.app.inject({ url: api(url), headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: Body) =>
    t.app.inject({ method, url: api(url), headers, payload });
  const person = (organizations: number[], extra: Body = {}) => ({
    name: `Persona ${++seq}`,
    email: `alta${seq}-${dialect}@productores.test`,
    password: 'Clave2026segura',
    password_confirmation: 'Clave2026segura',
    roles: [1],
    assignments: [administration.id],
    organizations,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin1 = await t.login('admin@demo.test');
    [administration] = (
      await get(`auth-admin/assigment${filterOf({ q: 'administration' })}`, admin1)
    ).json() as Body[];
    const first = person([PRODUCTORES], { email: `primera-${dialect}@productores.test` });
    const created = await send('POST', 'auth-admin/user', admin1, first);
    expect(created.statusCode, created.body).toBe(201);
    admin5Id = Number(json(created).id);
    expect(json(created).organizations).toEqual([PRODUCTORES]);
    admin5 = await t.login(String(first.email), String(first.password));
  });
  afterAll(() => t?.close());

  it('lets a product administrator create the first administrator of another organization', async () => {
    const me = json(await get('user/me', admin5)).data as Body;
    expect(me.organizations).toEqual([{ organization_id: PRODUCTORES }]);
    expect((me.access as Body).permission).toEqual(['administrator']);
    // An administrator of another organization cannot.
    const admin2 = await t.userWith(['administrator'], [2]);
    const refused = await send('POST', 'auth-admin/user', admin2, person([6]));
    expect(json(refused).errors).toEqual({ organizations: [tenancyMessages.foreignOrganization] });
    // Organization 1's own role is no role for organization 5's people.
    const ownRole = await send('POST', 'auth-admin/role', admin1, { name: 'solo_uno', label: 'x' });
    expect(ownRole.statusCode, ownRole.body).toBe(201);
    const foreignRole = await send(
      'POST',
      'auth-admin/user',
      admin1,
      person([PRODUCTORES], { roles: [json(ownRole).id] }),
    );
    expect(json(foreignRole).errors).toEqual({ roles: [tenancyMessages.foreignGrant] });
    // Nor can the new administrator onboard yet another organization.
    const onward = await send('POST', 'auth-admin/user', admin5, person([6]));
    expect(json(onward).errors).toEqual({ organizations: [tenancyMessages.foreignOrganization] });
  });

  it('audits the onboarding in both organizations', async () => {
    const filter = filterOf({ resource: 'auth-admin/user', record_id: String(admin5Id) });
    for (const headers of [admin1, admin5]) {
      const rows = (await get(`admin/audit${filter}`, headers)).json() as Body[];
      expect(rows.map((r) => r.action)).toEqual([optionByCode(auditActions, 'create').id]);
    }
    // Another organization reads neither row.
    const admin2 = await t.userWith(['administrator'], [2]);
    expect((await get(`admin/audit${filter}`, admin2)).json()).toEqual([]);
  });

  it('lets the new administrator manage their own organization and reach nothing beyond', async () => {
    const colleague = await send('POST', 'auth-admin/user', admin5, person([PRODUCTORES]));
    expect(colleague.statusCode, colleague.body).toBe(201);
    const listed = ((await get('auth-admin/user?range=[0,999]', admin5)).json() as Body[]).map(
      (u) => u.id,
    );
    expect(listed.sort()).toEqual([admin5Id, json(colleague).id].sort());
    // Organization 1's people stay out of reach, and no one is moved into organization 1.
    expect((await get('auth-admin/user/1', admin5)).statusCode).toBe(404);
    const intoOne = await send('PUT', `auth-admin/user/${json(colleague).id}`, admin5, {
      ...json(colleague),
      organizations: [PRODUCTORES, 1],
    });
    expect(json(intoOne).errors).toEqual({ organizations: [tenancyMessages.foreignOrganization] });
    // The product's shared role is not theirs to change.
    const basic = await send('PUT', 'auth-admin/role/8', admin5, { label: 'Tomado' });
    expect(basic.statusCode).toBe(403);
    // Organization 1's product administrator does not manage organization 5's people either.
    expect((await get(`auth-admin/user/${json(colleague).id}`, admin1)).statusCode).toBe(404);
  });

  it('never widens an existing person into another organization, the administrator included', async () => {
    const me = json(await get('user/me', admin1)).data as Body;
    const myself = json(await get(`auth-admin/user/${String(me.id)}`, admin1));
    const widened = await send('PUT', `auth-admin/user/${String(me.id)}`, admin1, {
      ...myself,
      organizations: [1, PRODUCTORES],
    });
    expect(json(widened).errors).toEqual({ organizations: [tenancyMessages.foreignOrganization] });
    // Nor a new person of both: organization 5 would hold someone it cannot manage.
    const both = await send('POST', 'auth-admin/user', admin1, person([1, PRODUCTORES]));
    expect(json(both).errors).toEqual({ organizations: [tenancyMessages.foreignOrganization] });
  });

  it('leaves the settings every organization shares to product administrators alone', async () => {
    // One of organization 1 who may open the settings, without being an administrator.
    const manager = await t.userWith(['admin: settings'], [1]);
    const [shared] = (await get('admin/settings?range=[0,0]', admin1)).json() as Body[];
    expect(shared).toBeDefined();
    const { id, updated_at, key, value_type, value, description } = shared;
    const body = { updated_at, key, value_type, value, description: 'Tomado' };
    const changed = await send('PUT', `admin/settings/${String(id)}`, manager, body);
    expect(changed.statusCode, changed.body).toBe(403);
    expect(json(changed).message).toBe(tenancyMessages.sharedRecord);
    const kept = json(await get(`admin/settings/${String(id)}`, admin1));
    expect(kept.description).toBe(description);
    // The product administrator may.
    const byAdmin = await send('PUT', `admin/settings/${String(id)}`, admin1, body);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('runs and shows the global scheduled jobs only to product administrators', async () => {
    // A quick one: a declared rule (the renewals') asks the simulated insurers for a minute.
    const jobs = (await get('admin/cron', admin1)).json() as Body[];
    const job = jobs.find((row) => row.name === 'purge_tokens')!;
    const ran = await send('POST', `admin/cron/${job.id}/run`, admin1);
    expect(ran.statusCode, ran.body).toBe(202);
    await t.database.db
      .insertInto('cron_runs')
      .values({
        cron_id: job.id,
        started_at: new Date().toISOString(),
        finished_at: new Date().toISOString(),
        duration_ms: 12,
        result: 2,
        triggered_by: 2,
        user_id: 1,
        search_text: '',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      } as never)
      .execute();
    for (const [method, url] of [
      ['POST', `admin/cron/${job.id}/run`],
      ['GET', 'admin/cron'],
      ['GET', `admin/cron/${job.id}`],
      ['GET', 'admin/cron/run'],
    ] as const) {
      const response = await t.app.inject({ method, url: api(url), headers: admin5 });
      expect(response.statusCode, url).toBe(403);
      expect(json(response).message).toBe(tenancyMessages.productOnly);
    }
    expect(((await get('admin/cron/run', admin1)).json() as Body[]).length).toBeGreaterThan(0);
    // The panel shows organization 5 its own counts, and no run naming organization 1's people.
    const panel = await get('dashboard/admin-data', admin5);
    expect(panel.statusCode, panel.body).toBe(200);
    expect(json(panel)).toMatchObject({ fastest_run: null, longest_run: null });
    expect(panel.body).not.toContain('Alicia');
    const own = json(await get('dashboard/admin-data', admin1));
    expect((own.fastest_run as Body).user).toMatchObject({ id: 1 });
  });

  it('ignores token parameters it does not know, and still checks the known ones', async () => {
    const token = (extra: Body) =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: {
          grant_type: 'password',
          username: 'admin@demo.test',
          password: DEMO_PASSWORD,
          client_id: t.config.oauthClientId,
          ...extra,
        },
      });
    const extra = await token({ email: 'admin@demo.test', otra_cosa: 1 });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(json(extra).access_token).toEqual(expect.any(String));
    const badType = await token({ username: 42, email: 'x' });
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(json(badType).errors as Body)).toEqual(['username']);
    // The API's own resources still refuse a key they do not declare.
    const unknown = await send('POST', 'admin/team', admin1, { name: 'Equipo', email: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toHaveProperty('email');
  });

  it('refuses a reset link of an account that may no longer log in, as an unknown one', async () => {
    const email = `baja-${dialect}@productores.test`;
    const created = await send('POST', 'auth-admin/user', admin5, person([PRODUCTORES], { email }));
    expect(created.statusCode, created.body).toBe(201);
    const token = randomBytes(16).toString('hex');
    await t.database.db
      .insertInto('password_resets')
      .values({
        user_id: json(created).id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        created_at: new Date().toISOString(),
      } as never)
      .execute();
    const submit = (link: string) =>
      t.app.inject({
        method: 'POST',
        url: api('password/reset'),
        payload: {
          email,
          token: link,
          password: 'Recuperada2026',
          password_confirmation: 'Recuperada2026',
          client_id: t.config.oauthClientId,
        },
      });
    await t.database.db
      .updateTable('users')
      .set({ state: optionByCode(userState, 'deactivated').id })
      .where('id', '=', json(created).id)
      .execute();
    const unknown = await submit(randomBytes(16).toString('hex'));
    const refused = await submit(token);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toEqual(json(unknown));
    expect(json(refused).errors).toEqual({ token: [passwordMessages.resetInvalid] });
    // The link stays unused and the password unchanged.
    await expect(t.login(email, 'Recuperada2026')).rejects.toThrow();
  });
});
