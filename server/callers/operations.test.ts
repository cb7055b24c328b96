/**
 * Operations beyond the generic CRUD: API clients on oauth/token (secret shown once, grants,
 * organizations, revocation), the activity log of logins, logouts and password changes, the
 * call-queue rebuild and the status catalogue synced from domain.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { statusRows, substatusRows } from '../../domain/statusCatalogue';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp, describeApp } from '../test/harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = (response: LightMyRequestResponse) => response.json() as any;

describeApp('operations on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const token = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/oauth/token', payload });
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: headers as never, payload });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    // The first request compiles every route's schemas: minutes on a busy machine.
  }, 600_000);
  afterAll(() => t?.close());

  async function newClient(body: Record<string, unknown> = {}) {
    const created = await api('POST', 'admin/client', admin, {
      name: `Cliente ${Math.random().toString(36).slice(2, 8)}`,
      organizations: [1],
      grant_types: [1, 2],
      ...body,
    });
    expect(created.statusCode).toBe(201);
    const record = json(created);
    expect(String(record.client_id)).toMatch(/^bdk_[0-9a-f]{24}$/);
    expect(record).not.toHaveProperty('secret_hash');
    const issued = await api('POST', `admin/client/${record.id}/secret`, admin);
    expect(issued.statusCode).toBe(200);
    return { id: Number(record.id), ...json(issued) } as {
      id: number;
      client_id: string;
      client_secret: string;
    };
  }

  it('logs a user in through a confidential client with its secret, and only with it', async () => {
    const client = await newClient();
    const login = { grant_type: 'password', username: 'admin@demo.test', password: 'Demo1234!' };
    const ok = await token({
      ...login,
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    expect(ok.statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('api_clients')
      .select('secret_hash')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(client.client_secret);
    for (const secret of ['', 'otro', client.client_secret.slice(0, -1)]) {
      const bad = await token({ ...login, client_id: client.client_id, client_secret: secret });
      expect(bad.statusCode).toBe(401);
      expect(json(bad).message).toBe('El cliente de la aplicación no es válido.');
    }
    // The web app's public client keeps working without a secret.
    const web = await token({ ...login, client_id: t.config.oauthClientId });
    expect(web.statusCode).toBe(200);
    // A refresh token of one client is not another's.
    const refresh = { grant_type: 'refresh_token', refresh_token: json(ok).refresh_token };
    expect((await token({ ...refresh, client_id: t.config.oauthClientId })).statusCode).toBe(401);
    const own = { ...refresh, client_id: client.client_id, client_secret: client.client_secret };
    expect((await token(own)).statusCode).toBe(200);
  });

  it('refuses grants and organizations the client was not given', async () => {
    const client = await newClient({ grant_types: [1], organizations: [1] });
    const credentials = { client_id: client.client_id, client_secret: client.client_secret };
    const refresh = await token({
      ...credentials,
      grant_type: 'refresh_token',
      refresh_token: 'x',
    });
    expect(refresh.statusCode).toBe(400);
    expect(json(refresh).message).toBe('Este cliente de la API no puede usar ese tipo de acceso.');
    await t.userWith(['admin: companies'], [2]);
    const outsider = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('organizations', '=', '[2]')
      .executeTakeFirstOrThrow();
    const refused = await token({
      ...credentials,
      grant_type: 'password',
      username: outsider.email,
      password: 'Demo1234!',
    });
    expect(refused.statusCode).toBe(401);
    expect(json(refused).message).toBe('Tu usuario no puede ingresar por este cliente de la API.');
  });

  it('ends a revoked client’s sessions and refuses it afterwards', async () => {
    const client = await newClient();
    const credentials = { client_id: client.client_id, client_secret: client.client_secret };
    const login = { grant_type: 'password', username: 'admin@demo.test', password: 'Demo1234!' };
    const session = json(await token({ ...credentials, ...login }));
    const bearer = { authorization: `Bearer ${session.access_token}` };
    expect((await api('GET', 'user/me', bearer)).statusCode).toBe(200);
    const revoked = await api('POST', `admin/client/${client.id}/revoke`, admin);
    expect(revoked.statusCode).toBe(200);
    expect(json(revoked).revoked_at).toBeTruthy();
    expect((await api('GET', 'user/me', bearer)).statusCode).toBe(401);
    expect((await token({ ...credentials, ...login })).statusCode).toBe(401);
    expect((await api('POST', `admin/client/${client.id}/secret`, admin)).statusCode).toBe(409);
    const audit = await api(
      'GET',
      `admin/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'admin/client', record_id: String(client.id) }))}`,
      admin,
    );
    expect(JSON.stringify(json(audit))).not.toContain(client.client_secret);
    expect(json(audit).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses admitting organizations the writer does not belong to, and other users', async () => {
    const bad = await api('POST', 'admin/client', admin, {
      name: 'Ajeno',
      organizations: [1, 3],
      grant_types: [1],
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.organizations).toEqual([
      'Solo podés permitir organizaciones a las que pertenecés.',
    ]);
    const client = await newClient();
    const other = await t.userWith(['admin: clients'], [2]);
    expect((await api('POST', `admin/client/${client.id}/secret`, other)).statusCode).toBe(404);
    const nobody = await t.userWith(['admin: companies']);
    expect((await api('POST', `admin/client/${client.id}/secret`, nobody)).statusCode).toBe(403);
    expect((await api('POST', 'admin/client/abc/secret', admin)).statusCode).toBe(400);
  });

  it('logs logins, failed logins, logouts and password changes with address and browser', async () => {
    const agent = { 'user-agent': 'Mozilla/5.0 (prueba)\u0000' };
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: agent,
        payload: {
          client_id: t.config.oauthClientId,
          grant_type: 'password',
          username: 'supervisor@demo.test',
          password,
        },
      });
    expect((await login('incorrecta')).statusCode).toBe(401);
    const session = json(await login('Demo1234!'));
    const bearer = { authorization: `Bearer ${session.access_token}` };
    await api('PUT', 'user/me/password', bearer, {
      current_password: 'Demo1234!',
      password: 'Nueva1234!x',
      password_confirmation: 'Nueva1234!x',
    });
    await api('POST', 'auth/logout', bearer);
    const filter = encodeURIComponent(JSON.stringify({ email: 'supervisor@demo.test' }));
    const rows = json(await api('GET', `admin/activity?filter=${filter}&sort=["id","ASC"]`, admin));
    // The demo log has a row of this user already; ours are the last four.
    const ours = rows.slice(-4);
    expect(ours.map((r: { kind: number }) => r.kind)).toEqual([3, 1, 6, 2]);
    expect(ours[1]).toMatchObject({ user_name: 'Sergio Supervisor', ip: '127.0.0.1' });
    const shown = json(await api('GET', `admin/activity/${ours[1].id}`, admin));
    expect(shown.user_agent).toBe('Mozilla/5.0 (prueba)');
    // Another organization's administrator sees none of it; a user without the section, 403.
    const other = await t.userWith(['admin: activities'], [2]);
    expect(json(await api('GET', `admin/activity?filter=${filter}`, other))).toEqual([]);
    const nobody = await t.userWith(['admin: companies']);
    expect((await api('GET', 'admin/activity', nobody)).statusCode).toBe(403);
    expect((await api('POST', 'admin/activity', admin, { kind: 1 })).statusCode).toBe(405);
  });

  it('rebuilds the call queue from the rules: specific rule first, executives balanced', async () => {
    const rebuilt = await api('GET', 'admin/caller_priority/set_stocks_job', admin);
    expect(rebuilt.statusCode).toBe(200);
    // The twelve imported calls and the demo opportunities waiting for one, all queued at seed.
    const queued = async (organization: number) =>
      (
        await t.database.db
          .selectFrom('caller_queue')
          .select('opportunity_id')
          .where('organization_id', '=', organization)
          .execute()
      ).map((r) => r.opportunity_id);
    const own = await queued(1);
    expect(own.filter((id) => id === null)).toHaveLength(12);
    expect(own.length).toBeGreaterThan(12);
    expect(json(rebuilt).data).toMatchObject({ calls: own.length, changed: 0 });
    const queue = json(await api('GET', 'admin/caller_priority_opportunity?range=[0,999]', admin));
    const byCode = new Map<unknown, ReturnType<typeof json>>(
      queue.map((r: Record<string, unknown>) => [r.opportunity_code, r]),
    );
    // A car from the comparison-site campaign: rule 1 (branch + campaign) beats "Autos".
    expect(byCode.get('OP-2026-014201')).toMatchObject({ priority: 1 });
    expect(byCode.get('OP-2026-014202')).toMatchObject({ priority: 2 }); // car from the web
    // A fleet call matches only the catch-all rule of the second group.
    expect(byCode.get('OP-2026-014203')).toMatchObject({ priority: 50, rule_id: 8 });
    const received = Date.parse('2026-11-23T11:05:00.000Z');
    expect(Date.parse(String(byCode.get('OP-2026-014201')!.due_at))).toBe(received + 15 * 60_000);
    const group1 = queue.filter((r: { priority: number }) => [1, 2, 5].includes(r.priority));
    const executives = new Set(group1.map((r: { executive_id: number }) => r.executive_id));
    expect(executives.size).toBe(2);
    // A rule switched off hands its calls to the next one.
    const rules = json(await api('GET', 'admin/caller_priority?range=[0,99]', admin));
    const first = rules.find((r: { id: number }) => r.id === 1);
    const off = await api('PUT', 'admin/caller_priority/1', admin, { ...first, active: false });
    expect(off.statusCode).toBe(200);
    // Every call the rule held (the imported car call, demo car requests of that campaign).
    const held = queue.filter((r: { rule_id: number }) => r.rule_id === 1).length;
    expect(held).toBeGreaterThanOrEqual(1);
    expect(json(await api('GET', 'admin/caller_priority/set_stocks_job', admin)).data.changed).toBe(
      held,
    );
    const moved = json(
      await api(
        'GET',
        `admin/caller_priority_opportunity/${byCode.get('OP-2026-014201')!.id}`,
        admin,
      ),
    );
    expect(moved.priority).toBe(5);
    const nobody = await t.userWith(['admin: companies']);
    expect((await api('GET', 'admin/caller_priority/set_stocks_job', nobody)).statusCode).toBe(403);
    const other = await t.userWith(['admin: caller_priorities'], [2]);
    expect(json(await api('GET', 'admin/caller_priority/set_stocks_job', other)).data.calls).toBe(
      (await queued(2)).length,
    );
  });

  it('lists every status and substatus of domain with its colour, read-only', async () => {
    const list = await api('GET', 'admin/status?range=[0,499]', admin);
    expect(list.headers['content-range']).toBe(
      `admin/status 0-${statusRows().length - 1}/${statusRows().length}`,
    );
    const rows = json(list);
    expect(rows.find((r: { id: number }) => r.id === 704)).toMatchObject({
      family: 7,
      name: 'Archivo con errores',
      colour: '#C62828',
    });
    const subs = json(await api('GET', 'admin/status_substatus?range=[0,99]', admin));
    expect(subs).toHaveLength(substatusRows().length);
    expect((await api('POST', 'admin/status', admin, { name: 'x' })).statusCode).toBe(405);
  });
});
